import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatMoney, type MoneyCurrency } from '../lib/format';
import { useCurrency } from '../hooks/use-currency';

const useStyles = makeStyles({
  root: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  minus: { color: tokens.colorPaletteRedForeground1 },
  old: {
    textDecorationLine: 'line-through',
    color: tokens.colorNeutralForeground3,
    marginInlineStart: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightRegular,
  },
});

export interface MoneyProps {
  amount: number | string | null | undefined;
  /** Defaults to the chosen currency from the store, else "$" before. */
  currency?: MoneyCurrency | null;
  /** Shows "-" and styles the amount red. */
  minus?: boolean;
  plus?: boolean;
  /** Previous price, struck through after the amount. */
  oldPrice?: number | null;
  className?: string;
}

/** A price: 2 decimals, comma thousands, the currency's symbol before or after. `<bdi>` keeps "$1,234.00" readable inside right-to-left text. */
export function Money({ amount, currency, minus, plus, oldPrice, className }: MoneyProps) {
  const styles = useStyles();
  const stored = useCurrency();
  const cur = currency ?? stored;
  const negative = minus || (typeof amount === 'number' && amount < 0);
  return (
    <span className={mergeClasses(styles.root, className)}>
      <bdi className={negative ? styles.minus : undefined} data-testid="money">
        {formatMoney(amount, cur, { minus, plus })}
      </bdi>
      {oldPrice != null && oldPrice > 0 && (
        <s className={styles.old} data-testid="money-old">
          <bdi>{formatMoney(oldPrice, cur)}</bdi>
        </s>
      )}
    </span>
  );
}
