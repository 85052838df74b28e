import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CartCalculationFieldsFragment } from '../../../graphql/checkout.generated';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { PriceSummary } from '../../orders';
import type { CartLineView } from '../../cart';

const useStyles = makeStyles({
  place: { width: '100%' },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS },
  line: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  busy: { justifySelf: 'start' },
});

export interface CheckoutSummaryProps {
  lines: CartLineView[];
  /** Why there is no calculation yet (e.g. no delivery address chosen). */
  pending?: string;
  calculation: CartCalculationFieldsFragment | null;
  calculating: boolean;
  /** A refusal that belongs to no section, translated. */
  error?: string;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}

/** The server's calculation line by line, the branch minimum, and Place order. */
export function CheckoutSummary({ lines, pending, calculation, calculating, error, canPlace, placing, onPlace }: CheckoutSummaryProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  // The api's rule: what the dishes cost after their discounts reaches the branch minimum.
  const belowMinimum = calculation !== null && calculation.price - calculation.total_discount < calculation.min_amount;
  return (
    <Card title={t('checkout.summary')}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span>{line.quantity}×</span>
            <span>
              {line.title}
              {line.options && <span className={styles.muted}> · {line.options}</span>}
            </span>
            <Money amount={line.total} />
          </li>
        ))}
      </ul>
      {pending && !calculation && <Text className={styles.muted}>{pending}</Text>}
      {calculation && (
        <PriceSummary
          amounts={{
            subtotal: calculation.price,
            discount: calculation.total_discount,
            coupon: calculation.coupon_price,
            tax: calculation.shop_tax.price,
            deliveryFee: calculation.delivery_fee,
            serviceFee: calculation.service_fee,
            tip: calculation.tips,
            total: calculation.total_price,
          }}
        />
      )}
      {calculating && <Spinner size="tiny" label={t('checkout.calculating')} className={styles.busy} />}
      {belowMinimum && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('minAmount', { ns: 'errors' })} <Money amount={calculation.min_amount} /></MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error" layout="multiline" data-testid="checkout-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <PrimaryButton className={styles.place} size="large" loading={placing} disabled={!canPlace || belowMinimum || calculating} onClick={onPlace}>
        {t('checkout.place')}
      </PrimaryButton>
    </Card>
  );
}
