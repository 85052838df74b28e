import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MoneyCurrency } from '../../../shared/lib/format';
import { Money } from '../../../shared/ui/money';

/** What an order (or a checkout's calculation) costs, as the server computed it. */
export interface OrderAmounts {
  subtotal: number;
  discount: number;
  coupon: number;
  tax: number;
  deliveryFee: number;
  serviceFee: number;
  tip: number;
  total: number;
}

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: tokens.spacingVerticalS, columnGap: tokens.spacingHorizontalM, margin: 0 },
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, justifySelf: 'end' },
  // The total's row spans the grid under a rule (a <dl> holds only dt/dd groups, so the rule
  // is the row's border, not an element of its own).
  totalRow: {
    gridColumn: '1 / -1',
    display: 'flex',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  total: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

/** The amounts line by line, then the total; zero lines are left out except the subtotal. */
export function PriceSummary({ amounts, currency }: { amounts: OrderAmounts; currency?: MoneyCurrency | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lines = [
    { label: t('orders.subtotal'), amount: amounts.subtotal, minus: false },
    { label: t('orders.discount'), amount: amounts.discount, minus: true },
    { label: t('orders.coupon'), amount: amounts.coupon, minus: true },
    { label: t('orders.tax'), amount: amounts.tax, minus: false },
    { label: t('orders.deliveryFee'), amount: amounts.deliveryFee, minus: false },
    { label: t('orders.serviceFee'), amount: amounts.serviceFee, minus: false },
    { label: t('orders.tip'), amount: amounts.tip, minus: false },
  ].filter((line, index) => index === 0 || line.amount !== 0);
  return (
    <dl className={styles.list}>
      {lines.map((line) => (
        <div key={line.label} className={styles.row}>
          <dt className={styles.label}>{line.label}</dt>
          <dd className={styles.value}>
            <Money amount={line.amount} currency={currency} minus={line.minus} />
          </dd>
        </div>
      ))}
      <div className={styles.totalRow}>
        <dt className={styles.total}>{t('orders.total')}</dt>
        <dd className={`${styles.value} ${styles.total}`} data-testid="price-total">
          <Money amount={amounts.total} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}
