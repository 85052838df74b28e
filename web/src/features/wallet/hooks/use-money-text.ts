import { useCurrency } from '../../../shared/hooks/use-currency';
import { formatMoney } from '../../../shared/lib/format';
import { isolate } from '../../../shared/lib/i18n/direction';

/** `moneyText(amount)`: an amount (unsigned) in the shown currency for a sentence ("$25.00",
 * isolated so that it reads right in right-to-left text). */
export function useMoneyText(): (amount: number) => string {
  const currency = useCurrency();
  return (amount) => isolate(formatMoney(Math.abs(amount), currency));
}
