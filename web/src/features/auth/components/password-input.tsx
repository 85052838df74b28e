import { useState } from 'react';
import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={shown ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
