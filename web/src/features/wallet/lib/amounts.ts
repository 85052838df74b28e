// What the wallet's forms check before sending: the shape of what was typed. The rules (0.01 to
// 10000, the balance, the fewest points) are the api's, whose refusals show under the fields.

/** "25", "25.5" or "25,50" → 25.5; empty, other text or a third decimal → null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+(?:[.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** "50" → 50; anything but whole digits → null. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The `errors` key of what is wrong with a typed amount or number of points, if anything. */
export function shapeProblem(text: string, parse: (text: string) => number | null, formatKey: string): string | undefined {
  if (!text.trim()) return 'required';
  return parse(text) === null ? formatKey : undefined;
}

export const amountProblem = (text: string) => shapeProblem(text, parseAmount, 'walletAmountFormat');
export const pointsProblem = (text: string) => shapeProblem(text, parsePoints, 'pointsFormat');
