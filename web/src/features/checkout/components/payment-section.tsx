import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';

/** The payment types the restaurant accepts (setting payment_type), e.g. cash on delivery. */
export function PaymentSection({ types, value, error, onChange }: { types: string[]; value: string; error?: string; onChange: (type: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('checkout.payment')}>
      <Field validationMessage={error}>
        <RadioGroup value={value} aria-label={t('checkout.payment')} onChange={(_, d) => onChange(d.value)}>
          {types.map((type) => <Radio key={type} value={type} label={t(`orders.paymentType.${type}`, { defaultValue: type })} />)}
        </RadioGroup>
      </Field>
    </Card>
  );
}
