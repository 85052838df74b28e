// The Cart resource (reference §7.2) and its calculation, computed on every read from the
// stocks and the branch in the requested currency: nothing stored or sent is taken as a price.
// Amounts are summed as integer cents of that currency, so there is no float noise.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { cartDetails, shops, stocks, userCarts } from '../../db/schema';
import { resourceDate } from '../../http/envelope';
import type { RequestContext } from '../../http/request-context';
import { createProductViews } from '../catalogue/product-view';
import type { CartRow, LineRow, MemberRow } from './lines';
import type { CartStock } from './schemas';

/** How the storefront labels the branch's tax (spec: "Shop tax labelled HST", Ontario). */
export const SHOP_TAX_TITLE = 'HST';

type StockView = Static<typeof CartStock>;

/** Whose member uuid the reader may see: a uuid is its member's secret (it lets one change that
 * member's lines), so a guest sees only their own; the owner sees all (to remove members). */
export type RevealUuid = (member: MemberRow) => boolean;
export const everyUuid: RevealUuid = () => true;
export const noUuid: RevealUuid = () => false;

/** Cents of the requested currency, from an amount the catalogue shows (2 decimals). */
const cents = (amount: number) => Math.round(amount * 100);

/** A line's amounts in cents: (price + tax) × quantity and discount × quantity; bonus lines are free. */
function lineCents(line: LineRow, stock: StockView) {
  if (line.bonus) return { price: 0, discount: 0 };
  const unit = cents(stock.price) + cents(stock.tax);
  return { price: unit * line.quantity, discount: Math.min(cents(stock.discount), unit) * line.quantity };
}

/** The cart's calculation: line sums, the add-ons' share, and the branch tax on what is paid. */
function calculation(lines: LineRow[], stockViews: Map<number, StockView>, shopTaxPercent: number) {
  let price = 0;
  let discount = 0;
  let addons = 0;
  for (const line of lines) {
    const amounts = lineCents(line, stockViews.get(line.stockId)!);
    price += amounts.price;
    discount += amounts.discount;
    if (line.parentId !== null) addons += amounts.price;
  }
  const shopTax = Math.round(((price - discount) * shopTaxPercent) / 100);
  return {
    price: price / 100,
    addons_price: addons / 100,
    total_discount: discount / 100,
    total_price: (price - discount) / 100,
    shop_tax: { title: SHOP_TAX_TITLE, percent: shopTaxPercent, price: shopTax / 100 },
    total_with_tax: (price - discount + shopTax) / 100,
  };
}

function lineView(line: LineRow, stock: StockView) {
  const { price, discount } = lineCents(line, stock);
  return {
    id: line.id,
    stock_id: line.stockId,
    parent_id: line.parentId,
    quantity: line.quantity,
    bonus: line.bonus,
    price: price / 100,
    discount: discount / 100,
    total_price: (price - discount) / 100,
    created_at: resourceDate(line.createdAt),
    updated_at: resourceDate(line.updatedAt),
    stock,
  };
}

export function createCartViews(db: Database) {
  const productViews = createProductViews(db);

  async function load(cart: CartRow, ctx: RequestContext) {
    const members = await db.select().from(userCarts).where(eq(userCarts.cartId, cart.id)).orderBy(asc(userCarts.id));
    const lines = members.length
      ? await db.select().from(cartDetails).where(inArray(cartDetails.userCartId, members.map((m) => m.id))).orderBy(asc(cartDetails.id))
      : [];
    const stockIds = [...new Set(lines.map((line) => line.stockId))];
    const [stockRows, [shop]] = await Promise.all([
      stockIds.length ? db.select().from(stocks).where(inArray(stocks.id, stockIds)) : [],
      db.select({ tax: shops.tax }).from(shops).where(eq(shops.id, cart.shopId)),
    ]);
    return { members, lines, stockViews: await productViews.stockViews(stockRows, ctx), shopTaxPercent: shop?.tax ?? 0 };
  }

  return {
    /** The Cart: members with their lines (add-ons under their parent) and the calculation. */
    async cartView(cart: CartRow, ctx: RequestContext, revealUuid: RevealUuid) {
      const { members, lines, stockViews, shopTaxPercent } = await load(cart, ctx);
      const view = (line: LineRow) => lineView(line, stockViews.get(line.stockId)!);
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
        ...calculation(lines, stockViews, shopTaxPercent),
        created_at: resourceDate(cart.createdAt),
        updated_at: resourceDate(cart.updatedAt),
        user_carts: userCartViews,
      };
    },
  };
}

export type CartViews = ReturnType<typeof createCartViews>;
