// The Cart resource and its calculation, computed on every read from the
// stocks and the branch in the requested currency (pricing.ts): nothing stored or sent is
// taken as a price.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { resourceDate } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { shops } from '../shops';
import { lineStockJson, stockViewsOf } from '../catalogue';
import { cartDetails, carts, userCarts } from './tables';
import type { LineRow, MemberRow } from './lines';
import { cartCents, lineCents, pricedStocks, type PricedLine, type PricedStock } from './pricing';
import type { CartStock } from './schemas';

/** How the storefront labels the branch's tax (spec: "Shop tax labelled HST", Ontario). */
export const SHOP_TAX_TITLE = 'HST';

type StockView = Static<typeof CartStock>;

/** Whose member uuid the reader may see: a uuid is its member's secret (it lets one change that
 * member's lines), so a guest sees only their own; the owner sees all (to remove members). */
export type RevealUuid = (member: MemberRow) => boolean;
export const everyUuid: RevealUuid = () => true;
export const noUuid: RevealUuid = () => false;

/** The cart's calculation in the requested currency: line sums, the add-ons' share, and the
 * branch tax on what is paid. Also what a recipe box costs (modules/recipes). */
export function cartCalculation(lines: PricedLine[], priced: Map<number, PricedStock>, shopTaxPercent: number, rate: number) {
  const { price, addons, discount, shopTax } = cartCents(lines, priced, shopTaxPercent, rate);
  return {
    price: price / 100,
    addons_price: addons / 100,
    total_discount: discount / 100,
    total_price: (price - discount) / 100,
    shop_tax: { title: SHOP_TAX_TITLE, percent: shopTaxPercent, price: shopTax / 100 },
    total_with_tax: (price - discount + shopTax) / 100,
  };
}

/** A line's `price`, `discount` and `total_price` in the requested currency (cart lines and
 * recipe box lines alike). */
export function lineAmounts(priced: PricedStock, line: Pick<PricedLine, 'quantity' | 'bonus'>, rate: number) {
  const { price, discount } = lineCents(priced, line, rate);
  return { price: price / 100, discount: discount / 100, total_price: (price - discount) / 100 };
}

function lineView(line: LineRow, stock: StockView, priced: PricedStock, rate: number) {
  return {
    id: line.id,
    stock_id: line.stockId,
    parent_id: line.parentId,
    quantity: line.quantity,
    bonus: line.bonus,
    ...lineAmounts(priced, line, rate),
    created_at: resourceDate(line.createdAt),
    updated_at: resourceDate(line.updatedAt),
    stock,
  };
}

export function createCartViews(db: Database) {
  /** The cart `where` names with its branch's tax, its members, their lines and each line's
   * stock with its product and what prices it: one query. */
  async function load(where: SQL, ctx: RequestContext) {
    const rows = await db.select({
      cart: carts, shopTax: shops.tax, member: userCarts, line: cartDetails, lineStock: lineStockJson(sql`${cartDetails.stockId}`, ctx),
    }).from(carts)
      .leftJoin(shops, eq(shops.id, carts.shopId))
      .leftJoin(userCarts, eq(userCarts.cartId, carts.id))
      .leftJoin(cartDetails, eq(cartDetails.userCartId, userCarts.id))
      .where(where).orderBy(asc(userCarts.id), asc(cartDetails.id));
    if (!rows.length) throw notFound();
    const members = [...new Map(rows.flatMap(({ member }) => (member ? [[member.id, member] as const] : []))).values()];
    const lines = rows.flatMap(({ line }) => (line ? [line] : [])).sort((a, b) => a.id - b.id);
    const stockRows = [...new Map(rows.flatMap(({ lineStock }) => (lineStock ? [[lineStock.stock.id, lineStock] as const] : []))).values()];
    const { priced } = pricedStocks(stockRows.map(({ stock, record: { tax, active, status } }) => ({ stock, taxPercent: tax, active, status })));
    return { cart: rows[0].cart, members, lines, priced, stockViews: stockViewsOf(stockRows, ctx), shopTaxPercent: rows[0].shopTax ?? 0 };
  }

  return {
    /** The Cart `where` names (none: not found): members with their lines (add-ons under their
     * parent) and the calculation. */
    async cartView(where: SQL, ctx: RequestContext, revealUuid: RevealUuid) {
      const { cart, members, lines, priced, stockViews, shopTaxPercent } = await load(where, ctx);
      const view = (line: LineRow) => lineView(line, stockViews.get(line.stockId)!, priced.get(line.stockId)!, ctx.rate);
      const userCartViews = members.map((member) => ({
        id: member.id,
        cart_id: member.cartId,
        user_id: member.userId,
        status: member.status,
        name: member.name,
        uuid: revealUuid(member) ? member.uuid : null,
        cartDetails: lines.filter((line) => line.userCartId === member.id && line.parentId === null).map((line) => ({
          ...view(line),
          addons: lines.filter((addon) => addon.parentId === line.id).map(view),
        })),
      }));
      return {
        id: cart.id,
        owner_id: cart.ownerId,
        shop_id: cart.shopId,
        status: cart.status,
        group: cart.group,
        currency_id: ctx.currencyId,
        rate: ctx.rate,
        ...cartCalculation(lines, priced, shopTaxPercent, ctx.rate),
        created_at: resourceDate(cart.createdAt),
        updated_at: resourceDate(cart.updatedAt),
        user_carts: userCartViews,
      };
    },
  };
}

export type CartViews = ReturnType<typeof createCartViews>;
