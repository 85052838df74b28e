// The restaurant itself: the main shop, the one shop without a parent (its branches have it as
// parent). The first by id should there ever be several, so every reader gets the same one.
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops } from './tables';

export type ShopRow = typeof shops.$inferSelect;

/** The main shop's row; undefined in a database without one. */
export async function mainShopRow(db: Database): Promise<ShopRow | undefined> {
  const [main] = await db.select().from(shops).where(isNull(shops.parentId)).orderBy(asc(shops.id)).limit(1);
  return main;
}
