export interface MoneyCurrency {
  symbol?: string | null;
  position?: string | null;
}

export const DEFAULT_CURRENCY: Required<{ [K in keyof MoneyCurrency]: string }> = { symbol: '$', position: 'before' };

export interface FormatMoneyOptions {
  /** Prefix "-" (the Money component also styles the amount red). */
  minus?: boolean;
  /** Prefix "+". */
  plus?: boolean;
}

/** "1234.5" → "1,234.50": 2 decimals, comma thousands. Missing or invalid → "0.00". */
export function formatAmount(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  const value = n == null || !Number.isFinite(n) ? 0 : Math.abs(n);
  const [whole, cents] = value.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * Formats a price with the currency's symbol and position (default "$" before).
 * Zero or missing shows as a formatted zero ("$0.00"): a price of nothing is still a price.
 * A negative amount, or `minus`, is prefixed "-"; `plus` prefixes "+". The sign goes before the
 * symbol ("-$5.00", "+5.00 €"). With position "after" the symbol follows after a no-break space.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency?: MoneyCurrency | null,
  options: FormatMoneyOptions = {},
): string {
  const symbol = currency?.symbol ?? DEFAULT_CURRENCY.symbol;
  const after = currency?.position === 'after';
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const negative = options.minus || (Number.isFinite(n) && n < 0 && formatAmount(n) !== '0.00');
  const sign = negative ? '-' : options.plus ? '+' : '';
  const digits = formatAmount(amount);
  return after ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
}
