// Which products a customer may see and buy, shared by every catalogue list and shop counts.
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, stocks } from './tables';

/** Has at least one purchasable (in-stock, non-addon) stock. */
export const hasStockInHand: SQL = sql`exists (select 1 from ${stocks} where ${stocks.productId} = ${products.id} and ${stocks.quantity} > 0 and ${stocks.addon} = false)`;

/** Active, published, not an add-on, and in stock: what the menu lists. */
export const isListed = and(
  eq(products.active, true),
  eq(products.status, 'published'),
  eq(products.addon, false),
  hasStockInHand,
) as SQL;

/** How many products each of `shopIds` lists (a shop listing none is left out). */
export async function listedProductCounts(db: Database, shopIds: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ shopId: products.shopId, total: count() }).from(products)
    .where(and(inArray(products.shopId, shopIds), isListed)).groupBy(products.shopId);
  return new Map(rows.map((row) => [row.shopId, row.total]));
}
