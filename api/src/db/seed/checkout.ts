// The demo's checkout data: settings added after a database was seeded (e.g. `service_fee`)
// and the demo coupons. Ensured on every start of a demo-seeded database (see demo-refresh.ts);
// what exists is left as it is, so a changed setting or a used coupon survives restarts.
import type { Database } from '../client';
import { coupons, settings } from '../schema';
import { DEMO_COUPONS, SETTINGS } from './demo-data';

export async function ensureCheckoutDemo(db: Database): Promise<void> {
  await db.insert(settings).values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value }))).onConflictDoNothing();
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
}
