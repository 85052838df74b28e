// Which products a customer may see and buy, shared by every catalogue list and shop counts.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products, stocks } from '../../db/schema';

/** Has at least one purchasable (in-stock, non-addon) stock. */
export const hasStockInHand: SQL = sql`exists (select 1 from ${stocks} where ${stocks.productId} = ${products.id} and ${stocks.quantity} > 0 and ${stocks.addon} = false)`;

/** Active, published, not an add-on, and in stock: what the menu lists. */
export const isListed = and(
  eq(products.active, true),
  eq(products.status, 'published'),
  eq(products.addon, false),
  hasStockInHand,
) as SQL;
