// Keeps the demo's "closed today" branches true on whatever day the demo runs. A seeded
// database persists for days, so a closed date written at seed time would soon be in the
// past; instead, on every start of a demo-seeded database, one branch gets a closed date for
// today and another gets today's working day disabled (its other days enabled). Databases not
// filled by the demo seed are never touched. The demo accounts (and wallets), the open branches'
// delivery zones, the checkout (and wallet) settings, the UI strings of Foodyman clients, the
// demo coupons, the demo news (published once, after the accounts, so the demo users are
// notified) and the referral programme are ensured at the same time, and so are the information
// content (pages, careers, FAQs, recipes) and the promotions (banners, stories).
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, shopClosedDates, shopWorkingDays } from '../schema';
import { ensureDemoAccounts } from './accounts';
import { ensureCheckoutDemo } from './checkout';
import { ensureClientTranslations } from './client-translations';
import { ensureDemoContent } from './content';
import { ensureDeliveryZones } from './delivery-zones';
import { WEEK_DAYS, localDate } from '../calendar';
import { ensureDemoNews } from './news';
import { ensureDemoPromotions } from './promotions';
import { ensureDemoReferral } from './referral';

export const DEMO_MARKERS = {
  seed: 'seed',
  closedTodayBranch: 'demo.closed_today_branch',
  dayOffBranch: 'demo.day_off_branch',
} as const;

async function markers(db: Database): Promise<Map<string, string>> {
  const rows = await db.select().from(appMeta).where(inArray(appMeta.key, Object.values(DEMO_MARKERS)));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Returns whether the database is a demo one (and so was refreshed). */
export async function refreshDemo(db: Database, now = new Date()): Promise<boolean> {
  const meta = await markers(db);
  if (meta.get(DEMO_MARKERS.seed) !== 'demo') return false;
  const closedBranch = Number(meta.get(DEMO_MARKERS.closedTodayBranch));
  const dayOffBranch = Number(meta.get(DEMO_MARKERS.dayOffBranch));
  const today = localDate(now);
  const weekday = WEEK_DAYS[now.getDay()];
  await db.transaction(async (tx) => {
    if (closedBranch) {
      // Past closed dates are purged, as Foodyman backends's scheduler does.
      await tx.delete(shopClosedDates).where(and(eq(shopClosedDates.shopId, closedBranch), lt(shopClosedDates.day, today)));
      await tx.insert(shopClosedDates).values({ shopId: closedBranch, day: today }).onConflictDoNothing();
    }
    if (dayOffBranch) {
      await tx.update(shopWorkingDays).set({ disabled: false }).where(eq(shopWorkingDays.shopId, dayOffBranch));
      await tx.update(shopWorkingDays).set({ disabled: true })
        .where(and(eq(shopWorkingDays.shopId, dayOffBranch), eq(shopWorkingDays.day, weekday)));
    }
  });
  await ensureDemoAccounts(db, now);
  await ensureDeliveryZones(db);
  await ensureCheckoutDemo(db);
  await ensureClientTranslations(db);
  await ensureDemoNews(db, now);
  await ensureDemoReferral(db, now);
  await ensureDemoContent(db);
  await ensureDemoPromotions(db);
  return true;
}
