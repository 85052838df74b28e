import { forwardRef, type ReactElement } from 'react';
import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface ActionButtonProps extends Omit<ButtonProps, 'appearance' | 'icon'> {
  /** A spinner replaces the label and icon; the button is disabled meanwhile. */
  loading?: boolean;
  icon?: ReactElement;
}

function makeButton(appearance: 'primary' | 'secondary', displayName: string) {
  const Component = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
    { loading = false, disabled, icon, children, size = 'medium', ...rest },
    ref,
  ) {
    const { t } = useTranslation();
    return (
      <Button
        {...(rest as ButtonProps)}
        ref={ref}
        appearance={appearance}
        size={size}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        icon={loading ? undefined : icon}
      >
        {loading ? <Spinner size="extra-tiny" aria-label={t('common.loading')} /> : children}
      </Button>
    );
  });
  Component.displayName = displayName;
  return Component;
}

export const PrimaryButton = makeButton('primary', 'PrimaryButton');
export const SecondaryButton = makeButton('secondary', 'SecondaryButton');
