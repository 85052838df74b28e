import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  value: { minWidth: '2ch', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
});

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** What is counted, for screen readers (e.g. the dish's name). */
  label: string;
}

/** − value +, kept within min..max (a reduction never goes below 1). */
export function QuantityStepper({ value, min, max, onChange, disabled, label }: QuantityStepperProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.root} role="group" aria-label={label}>
      <Button
        size="small"
        shape="circular"
        icon={<SubtractRegular />}
        aria-label={t('cart.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      />
      <Text className={styles.value} aria-live="polite">
        {value}
      </Text>
      <Button
        size="small"
        shape="circular"
        icon={<AddRegular />}
        aria-label={t('cart.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      />
    </span>
  );
}
