// The Cart resource (reference §7.2) and its calculation, computed on every read from the
// stocks and the branch in the requested currency (pricing.ts): nothing stored or sent is
// taken as a price.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { cartDetails, shops, userCarts } from '../../db/schema';
import { resourceDate } from '../../http/envelope';
import type { RequestContext } from '../../http/request-context';
import { createProductViews } from '../catalogue/product-view';
import type { CartRow, LineRow, MemberRow } from './lines';
import { cartCents, lineCents, loadPricedStocks, type PricedStock } from './pricing';
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
 * branch tax on what is paid. */
function calculation(lines: LineRow[], priced: Map<number, PricedStock>, shopTaxPercent: number, rate: number) {
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

function lineView(line: LineRow, stock: StockView, priced: PricedStock, rate: number) {
  const { price, discount } = lineCents(priced, line, rate);
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
    const [{ rows, priced }, [shop]] = await Promise.all([
      loadPricedStocks(db, [...new Set(lines.map((line) => line.stockId))]),
      db.select({ tax: shops.tax }).from(shops).where(eq(shops.id, cart.shopId)),
    ]);
    return { members, lines, priced, stockViews: await productViews.stockViews(rows, ctx), shopTaxPercent: shop?.tax ?? 0 };
  }

  return {
    /** The Cart: members with their lines (add-ons under their parent) and the calculation. */
    async cartView(cart: CartRow, ctx: RequestContext, revealUuid: RevealUuid) {
      const { members, lines, priced, stockViews, shopTaxPercent } = await load(cart, ctx);
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
        ...calculation(lines, priced, shopTaxPercent, ctx.rate),
        created_at: resourceDate(cart.createdAt),
        updated_at: resourceDate(cart.updatedAt),
        user_carts: userCartViews,
      };
    },
  };
}

export type CartViews = ReturnType<typeof createCartViews>;
