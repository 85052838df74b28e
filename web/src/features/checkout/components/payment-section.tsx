import { Field, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';

const useStyles = makeStyles({
  label: { display: 'grid' },
  balance: { color: tokens.colorNeutralForeground3 },
});

export interface PaymentSectionProps {
  types: string[];
  value: string;
  /** The wallet's balance in the shown currency (the server's calculation), once known. */
  walletBalance?: number;
  error?: string;
  onChange: (type: string) => void;
}

/** The payment types the restaurant accepts (setting payment_methods), e.g. cash on delivery; the
 * wallet with its balance on a second line. */
export function PaymentSection({ types, value, walletBalance, error, onChange }: PaymentSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const label = (type: string) => {
    const name = t(`orders.paymentType.${type}`, { defaultValue: type });
    if (type !== 'wallet' || walletBalance === undefined) return name;
    return (
      <span className={styles.label}>
        {name}
        <Text size={200} className={styles.balance} data-testid="wallet-balance">
          <Trans t={t} i18nKey="checkout.walletBalance" components={{ price: <Money amount={walletBalance} /> }} />
        </Text>
      </span>
    );
  };
  return (
    <Card title={t('checkout.payment')}>
      <Field validationMessage={error}>
        <RadioGroup value={value} aria-label={t('checkout.payment')} onChange={(_, d) => onChange(d.value)}>
          {types.map((type) => <Radio key={type} value={type} label={label(type)} />)}
        </RadioGroup>
      </Field>
    </Card>
  );
}
