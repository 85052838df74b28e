// A product as one JSON record, built by the database in the query that selects the product: its
// columns, the translation a customer sees, its unit with the unit's title and its stocks by id.
// One round trip for a whole page, however many relations a product has. The SQL names the
// products table by its own name, so it fits any query whose FROM has "products" unaliased.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../http/request-context';
import { shownLocale } from '../../http/translation';
import type { products, stocks, units } from './tables';

export type StockRow = typeof stocks.$inferSelect;

export interface ProductRecord {
  id: number;
  uuid: string;
  shopId: number;
  categoryId: number;
  unitId: number | null;
  img: string;
  tax: number;
  active: boolean;
  addon: boolean;
  vegetarian: boolean;
  status: (typeof products.$inferSelect)['status'];
  interval: number;
  minQty: number;
  maxQty: number;
  kcal: number;
  carbs: number;
  protein: number;
  fats: number;
  translation: { id: number; locale: string; title: string; description: string } | null;
  unit: { id: number; active: boolean; position: (typeof units.$inferSelect)['position']; title: string } | null;
  /** Every stock of the product (add-on stocks too), by id; empty unless asked for. */
  stocks: StockRow[];
}

/** A row of the stocks table named `table` in scope, as a `StockRow` JSON record. */
export const stockRecord = (table: string): SQL => sql.raw(`json_build_object('id', ${table}.id,
  'productId', ${table}.product_id, 'sku', ${table}.sku, 'price', ${table}.price, 'quantity', ${table}.quantity,
  'discount', ${table}.discount, 'addon', ${table}.addon)`);

const STOCKS = sql`coalesce((select json_agg(${stockRecord('s')} order by s.id)
  from stocks s where s.product_id = "products"."id"), '[]'::json)`;

/** The record of the row of "products" in scope; `withStocks: false` leaves `stocks` empty. */
export function productRecord(ctx: RequestContext, withStocks = true): SQL<ProductRecord> {
  return sql<ProductRecord>`json_build_object(
    'id', "products"."id", 'uuid', "products"."uuid", 'shopId', "products"."shop_id",
    'categoryId', "products"."category_id", 'unitId', "products"."unit_id", 'img', "products"."img",
    'tax', "products"."tax", 'active', "products"."active", 'addon', "products"."addon",
    'vegetarian', "products"."vegetarian", 'status', "products"."status", 'interval', "products"."interval",
    'minQty', "products"."min_qty", 'maxQty', "products"."max_qty", 'kcal', "products"."kcal",
    'carbs', "products"."carbs", 'protein', "products"."protein", 'fats', "products"."fats",
    'translation', (select json_build_object('id', pt.id, 'locale', pt.locale, 'title', pt.title, 'description', pt.description)
      from product_translations pt where pt.product_id = "products"."id" and ${shownLocale(sql`pt.locale`, ctx)}),
    'unit', (select json_build_object('id', u.id, 'active', u.active, 'position', u.position, 'title', coalesce(
        (select ut.title from unit_translations ut where ut.unit_id = u.id and ${shownLocale(sql`ut.locale`, ctx)}), ''))
      from units u where u.id = "products"."unit_id"),
    'stocks', ${withStocks ? STOCKS : sql`'[]'::json`})`;
}
