// Money is stored as integer minor units of the base currency (USD) and leaves the api
// converted by the requested currency's rate, rounded to 2 decimals.

/** Minor units (may be fractional, e.g. a tax share) → amount in the requested currency. */
export function toMoney(minorUnits: number, rate: number): number {
  return Math.round(minorUnits * rate) / 100;
}

/** An amount in the requested currency (major units) → whole minor units of the base currency;
 * the inverse of toMoney. */
export function fromMoney(amount: number, rate: number): number {
  return Math.round((amount * 100) / rate);
}

/** Rounds an amount already in major units to 2 decimals (sums of converted amounts). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
