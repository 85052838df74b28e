// Calendar helpers of the day pickers (checkout, reservations). Whether a branch is open is not
// decided here: it is the server's answer on every shop (`open_now`, `closes_at`, `opens_at`,
// `today_hours`, in the branch's time zone), worded by `./open-status.ts`.

export const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Local calendar date as YYYY-MM-DD. */
export function localDateKey(now: Date): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/** The next `count` local days as YYYY-MM-DD, today first. */
export function nextDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + i)));
}
