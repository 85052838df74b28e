// Calendar words shared by the shops' schedules and the demo seed. `localDate` is the server's
// calendar (the demo refresh, reservations' booking hours); whether a branch is open, and its
// days for orders, are read in the branch's own time zone by shops/hours.ts (docs/checkout.md).

/** Day names of `shop_working_days.day`, indexed like `Date#getDay()` (sunday first). */
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** `YYYY-MM-DD` of the server's local calendar day. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
