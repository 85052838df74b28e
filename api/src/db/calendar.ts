// Calendar words shared by the shops' schedules and the demo seed. A branch's local time is the
// server's local time (docs/checkout.md).

/** Day names of `shop_working_days.day`, indexed like `Date#getDay()` (sunday first). */
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** `YYYY-MM-DD` of the server's local calendar day. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
