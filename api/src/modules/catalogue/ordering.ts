// How product lists may be ordered and narrowed beyond the default (by id): Foodyman's
// `order_by` values and a price range. The default path adds nothing to a query; a sales or
// rating order joins one grouped subquery (sales of the products, or their average rating), only
// when asked for.
//
// - new / old: when the product was created, newest / oldest first (then by id).
// - best_sale / low_sale: units sold in orders that are not canceled (order lines of the
//   product's stocks, add-ons aside as they are not listed), most / fewest first; never sold
//   counts 0.
// - high_rating / low_rating: the average rating of the branch reviews (visible ones) of the
//   orders that contain the product, each review counted once per product; products never rated
//   come last either way.
// - trust_you: the branch's recommended dishes first (ordered more than `recommended_count`
//   times, the best sellers among them first, as `/rest/branch/recommended/products` lists
//   them), then the others by units sold as for best_sale.
// Ties are broken by id (ascending, `new`: descending).
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../http/errors';

export const PRODUCT_ORDERS = ['new', 'old', 'best_sale', 'low_sale', 'high_rating', 'low_rating', 'trust_you'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

export const ORDER_BY_RULES = 'new/old: by creation date; best_sale/low_sale: by units sold in orders that are not canceled; '
  + 'high_rating/low_rating: by the average rating of the branch reviews of orders containing the product (never rated last); '
  + 'trust_you: the recommended dishes (ordered more than `recommended_count` times) first, then by units sold. Ties by id.';

/** The `order_by` parameter: absent or empty → the list's own order; anything unknown → 400. */
export function parseOrder(value: string | undefined, allowed: readonly string[] = PRODUCT_ORDERS): ProductOrder | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!allowed.includes(text)) throw badRequest('order_by', `must be one of ${allowed.join(', ')}`, { code: 'one_of' });
  return text as ProductOrder;
}

/** A price range in whole minor units of the base currency, both ends included. */
export interface PriceBounds {
  /** The shown price must be at least this many cents of the requested currency. */
  from?: number;
  to?: number;
}

export interface PriceQuery {
  price_from?: number;
  price_to?: number;
  'prices[0]'?: number;
  'prices[1]'?: number;
}

/** Cents of an amount typed in the requested currency; 12.345 → 1234.5 (compared as is). */
const centsOf = (amount: number) => Math.round(amount * 100 * 1e6) / 1e6;

/**
 * `price_from` / `price_to` (Foodyman's `prices[0]` / `prices[1]` are read when they are
 * absent), amounts in the requested currency. Negative amounts are refused by the schema; a
 * `price_from` above `price_to` → 400 `params.price_to`.
 */
export function parsePriceRange(query: PriceQuery): PriceBounds | undefined {
  const from = query.price_from ?? query['prices[0]'];
  const to = query.price_to ?? query['prices[1]'];
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && from > to) {
    throw badRequest('price_to', 'The price to must be greater than or equal to price from.', { code: 'before_start' });
  }
  return { from: from === undefined ? undefined : centsOf(from), to: to === undefined ? undefined : centsOf(to) };
}

/**
 * The product has a purchasable stock (in stock, not an add-on's) whose unit price without tax,
 * as the customer sees it in the requested currency (`toMoney`: cents × rate rounded half up),
 * lies in the range. Same price as `products-avg-prices` reports.
 */
export function inPriceRange(bounds: PriceBounds, rate: number): SQL {
  const shown = sql`floor(ps.price * ${rate}::double precision + 0.5)`;
  const low = bounds.from === undefined ? sql`` : sql` and ${shown} >= ${bounds.from}::double precision`;
  const high = bounds.to === undefined ? sql`` : sql` and ${shown} <= ${bounds.to}::double precision`;
  return sql`exists (select 1 from stocks ps where ps.product_id = "products"."id" and ps.quantity > 0 and ps.addon = false${low}${high})`;
}

/** What an order needs joined to "products" (as `ranks`, by `ranks.product_id`), if anything. */
export type RankSource = 'sales' | 'ratings';

export function rankSourceOf(order: ProductOrder | undefined): RankSource | undefined {
  if (order === 'best_sale' || order === 'low_sale' || order === 'trust_you') return 'sales';
  if (order === 'high_rating' || order === 'low_rating') return 'ratings';
  return undefined;
}

/** The grouped subquery `ranks` (product_id, value) of a rank source, optionally for one branch. */
export function ranksSubquery(source: RankSource, shopId?: number): SQL {
  if (source === 'sales') {
    const branch = shopId === undefined ? sql`` : sql` and o.shop_id = ${shopId}`;
    return sql`(select s.product_id, sum(d.quantity)::double precision as value from order_details d
      join orders o on o.id = d.order_id join stocks s on s.id = d.stock_id
      where o.status <> 'canceled'${branch} group by s.product_id) as ranks`;
  }
  const branch = shopId === undefined ? sql`` : sql` and r.shop_id = ${shopId}`;
  return sql`(select rated.product_id, avg(rated.rating)::double precision as value from (
      select distinct r.id, r.rating, s.product_id from shop_reviews r
      join order_details d on d.order_id = r.order_id join stocks s on s.id = d.stock_id
      where r.hidden = false${branch}) rated group by rated.product_id) as ranks`;
}

export const ranksJoin = sql`ranks.product_id = "products"."id"`;

/**
 * ORDER BY terms of `order` over "products" (and `ranks` when `rankSourceOf(order)` says so).
 * `recommendedCount` is the `recommended_count` setting (trust_you only).
 */
export function orderTerms(order: ProductOrder, recommendedCount = 0): SQL[] {
  const id = sql`"products"."id"`;
  const sold = sql`coalesce(ranks.value, 0)`;
  switch (order) {
    case 'new': return [sql`"products"."created_at" desc`, sql`${id} desc`];
    case 'old': return [sql`"products"."created_at" asc`, sql`${id} asc`];
    case 'best_sale': return [sql`${sold} desc`, sql`${id} asc`];
    case 'low_sale': return [sql`${sold} asc`, sql`${id} asc`];
    case 'high_rating': return [sql`ranks.value desc nulls last`, sql`${id} asc`];
    case 'low_rating': return [sql`ranks.value asc nulls last`, sql`${id} asc`];
    case 'trust_you': {
      const recommended = sql`("products"."sold_count" > ${recommendedCount}::double precision)`;
      return [
        sql`${recommended} desc`,
        sql`(case when ${recommended} then "products"."sold_count" else 0 end) desc`,
        sql`${sold} desc`,
        sql`${id} asc`,
      ];
    }
  }
}

/** An asked order, resolved: its ORDER BY terms and the grouped subquery (`ranks`) they read, if any. */
export interface Ranking {
  terms: SQL[];
  ranks?: SQL;
}

/** `terms` as one ORDER BY list (for SQL written by hand). */
export const orderList = (terms: SQL[]): SQL => sql.join(terms, sql`, `);
