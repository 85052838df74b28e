import { present } from './graphql/present';
import type { ShopView, WorkingDayView } from '../types/catalogue';

export const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Local calendar date as YYYY-MM-DD (closed dates are calendar days in the shop's sense). */
export function localDateKey(now: Date): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/** The next `count` local days as YYYY-MM-DD, today first. */
export function nextDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + i)));
}

/** "09-00" / "09:00" → minutes after midnight; null when unreadable. Dashes read as colons. */
export function parseShopTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{1,2})[:-](\d{2})/.exec(value.trim().replace(/-/g, ':'));
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59) return null;
  return h * 60 + m;
}

const isTruthy = (v: boolean | number | null | undefined) => v === true || v === 1;

function entryFor(shop: ShopView, dayIndex: number): WorkingDayView | undefined {
  const name = DAY_NAMES[(dayIndex + 7) % 7];
  return present(shop.shop_working_days).find((d) => d.day?.toLowerCase() === name);
}

/**
 * spec §4: a shop is closed when its open flag is false, today is a closed date, today's
 * working-day entry is disabled, or the time is past today's closing time.
 * Decisions beyond the spec (tested in shop-status.test.ts):
 * - no working-day entry for today → closed (no hours means no service);
 * - before today's opening time → closed (not open yet);
 * - at the closing minute itself → closed ("22-00" closes at 22:00);
 * - a closing time at or before the opening time ("18-00".."02-00") runs past midnight: open from
 *   `from` to midnight, and the early hours count against the previous day's entry;
 * - unreadable times → closed.
 */
export function isShopClosed(shop: ShopView, now: Date = new Date()): boolean {
  if (!isTruthy(shop.open)) return true;
  const today = localDateKey(now);
  if (present(shop.shop_closed_date).some((c) => c.day?.slice(0, 10) === today)) return true;

  const minutes = now.getHours() * 60 + now.getMinutes();
  const yesterday = entryFor(shop, now.getDay() - 1);
  if (yesterday && !isTruthy(yesterday.disabled)) {
    const from = parseShopTime(yesterday.from);
    const to = parseShopTime(yesterday.to);
    if (from != null && to != null && to <= from && minutes < to) return false; // last night's late hours
  }

  const entry = entryFor(shop, now.getDay());
  if (!entry || isTruthy(entry.disabled)) return true;
  const from = parseShopTime(entry.from);
  const to = parseShopTime(entry.to);
  if (from == null || to == null) return true;
  if (minutes < from) return true;
  if (to <= from) return false; // runs past midnight
  return minutes >= to;
}
