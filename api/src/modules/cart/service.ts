// The signed-in customer's server cart: one cart per user, tied to one branch, with the owner's
// member row (user_carts) and its lines (cart_details; add-on lines under their parent line).
// Every price is computed from the stocks when the cart is shown, in the requested currency;
// nothing a client sends is taken as a price. Every rule is checked before anything is written,
// and each change is one transaction that first locks the cart row, so concurrent changes of
// one cart run one after the other (see docs/cart.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartDetails, carts, products, stockAddons, stocks, userCarts } from '../../db/schema';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { createProductViews } from '../catalogue/product-view';
import type { ShopsService } from '../shops/service';

export const CART_MESSAGES = {
  otherShop: 'Other shop',
  outOfStock: 'Out of stock',
} as const;

const MAX_ID = 2_147_483_647;
/** Entries of one insert-product call, and ids of one delete. */
const MAX_ITEMS = 100;

const isId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

export interface CartItemInput {
  stock_id: number;
  quantity: number;
  parent_id?: number | null;
}

export interface InsertProductsInput {
  shop_id: number;
  products: CartItemInput[];
}

type CartRow = typeof carts.$inferSelect;
type LineRow = typeof cartDetails.$inferSelect;
type StockRow = typeof stocks.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A validated main entry with its add-on entries (quantity > 0 only). */
interface PlannedItem {
  index: number;
  stock: StockRow;
  product: ProductRow;
  quantity: number;
  addons: { index: number; stock: StockRow; quantity: number }[];
}

const otherShop = () => new ApiError(400, 'ERROR_440', CART_MESSAGES.otherShop, { shop_id: [CART_MESSAGES.otherShop] });
const invalid = (field: string) => badRequest(field, `The selected ${field} is invalid.`);

/** `ids` of a delete: 1..100 ids, each a database id. */
function checkIds(ids: number[]): number[] {
  if (!ids.length) throw badRequest('ids', 'The ids field is required.');
  if (ids.length > MAX_ITEMS) throw badRequest('ids', `The ids may not have more than ${MAX_ITEMS} items.`);
  ids.forEach((value, i) => { if (!isId(value)) throw invalid(`ids.${i}`); });
  return [...new Set(ids)];
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Converted per-unit amounts in cents of the requested currency, as the catalogue shows them. */
const cents = (amount: number) => Math.round(amount * 100);

export function createCartService(db: Database, shops: ShopsService, clock: Clock) {
  const productViews = createProductViews(db);

  async function cartOf(userId: number): Promise<CartRow | undefined> {
    const [row] = await db.select().from(carts).where(eq(carts.ownerId, userId));
    return row;
  }

  /** The Cart resource: members, their lines with add-ons, and the amounts in `ctx`'s currency. */
  async function cartView(cart: CartRow, ctx: RequestContext) {
    const members = await db.select().from(userCarts).where(eq(userCarts.cartId, cart.id)).orderBy(asc(userCarts.id));
    const lines = members.length
      ? await db.select().from(cartDetails).where(inArray(cartDetails.userCartId, members.map((m) => m.id))).orderBy(asc(cartDetails.id))
      : [];
    const stockIds = [...new Set(lines.map((line) => line.stockId))];
    const stockRows = stockIds.length ? await db.select().from(stocks).where(inArray(stocks.id, stockIds)) : [];
    const stockViews = await productViews.stockViews(stockRows, ctx);

    let priceCents = 0;
    let discountCents = 0;
    const lineView = (line: LineRow) => {
      const stock = stockViews.get(line.stockId)!;
      const unit = cents(stock.price) + cents(stock.tax);
      const price = line.bonus ? 0 : unit * line.quantity;
      const discount = line.bonus ? 0 : Math.min(cents(stock.discount), unit) * line.quantity;
      priceCents += price;
      discountCents += discount;
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
    };
    const userCartViews = members.map((member) => ({
      id: member.id,
      cart_id: member.cartId,
      user_id: member.userId,
      status: member.status,
      name: member.name,
      uuid: member.uuid,
      cartDetails: lines.filter((line) => line.userCartId === member.id && line.parentId === null).map((line) => ({
        ...lineView(line),
        addons: lines.filter((addon) => addon.parentId === line.id).map(lineView),
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
      price: priceCents / 100,
      total_discount: discountCents / 100,
      total_price: (priceCents - discountCents) / 100,
      created_at: resourceDate(cart.createdAt),
      updated_at: resourceDate(cart.updatedAt),
      user_carts: userCartViews,
    };
  }

  /** Checks the request against the database without writing: the entries grouped by parent. */
  async function plan(input: InsertProductsInput): Promise<PlannedItem[]> {
    if (!isId(input.shop_id)) throw invalid('shop_id');
    await shops.assertShopExists(input.shop_id);
    const entries = input.products;
    if (!entries.length) throw badRequest('products', 'The products field is required.');
    if (entries.length > MAX_ITEMS) throw badRequest('products', `The products may not have more than ${MAX_ITEMS} items.`);

    entries.forEach((entry, i) => {
      if (!isId(entry.stock_id)) throw invalid(`products.${i}.stock_id`);
      if (!Number.isInteger(entry.quantity)) throw badRequest(`products.${i}.quantity`, `The products.${i}.quantity must be an integer.`);
      if (entry.quantity < 0) throw badRequest(`products.${i}.quantity`, `The products.${i}.quantity must be at least 0.`);
      if (entry.parent_id !== undefined && entry.parent_id !== null && !isId(entry.parent_id)) throw invalid(`products.${i}.parent_id`);
    });
    const isAddonEntry = (entry: CartItemInput) => entry.parent_id !== undefined && entry.parent_id !== null;
    const mainStockIds = new Set<number>();
    const addonKeys = new Set<string>();
    entries.forEach((entry, i) => {
      const duplicate = () => badRequest(`products.${i}.stock_id`, `The products.${i}.stock_id field has a duplicate value.`);
      if (!isAddonEntry(entry)) {
        if (mainStockIds.has(entry.stock_id)) throw duplicate();
        mainStockIds.add(entry.stock_id);
      }
    });
    entries.forEach((entry, i) => {
      if (!isAddonEntry(entry)) return;
      if (!mainStockIds.has(entry.parent_id!)) {
        throw badRequest(`products.${i}.parent_id`, `The products.${i}.parent_id must be the stock id of another entry of this request.`);
      }
      const key = `${entry.parent_id}:${entry.stock_id}`;
      if (addonKeys.has(key)) throw badRequest(`products.${i}.stock_id`, `The products.${i}.stock_id field has a duplicate value.`);
      addonKeys.add(key);
    });

    const ids = [...new Set(entries.map((entry) => entry.stock_id))];
    const rows = await db.select({ stock: stocks, product: products }).from(stocks)
      .innerJoin(products, eq(products.id, stocks.productId)).where(inArray(stocks.id, ids));
    const byId = new Map(rows.map((row) => [row.stock.id, row]));
    const links = await db.select({ stockId: stockAddons.stockId, addonId: stockAddons.addonId }).from(stockAddons)
      .where(inArray(stockAddons.stockId, [...mainStockIds]));
    const linked = new Set(links.map((link) => `${link.stockId}:${link.addonId}`));

    entries.forEach((entry, i) => {
      const row = byId.get(entry.stock_id);
      if (!row) throw invalid(`products.${i}.stock_id`);
      if (row.product.shopId !== input.shop_id) throw otherShop();
    });
    const buyable = (product: ProductRow) => product.active && product.status === 'published';
    const checkQuantity = (i: number, quantity: number, product: ProductRow) => {
      if (quantity < product.minQty || quantity > product.maxQty) {
        throw badRequest(`products.${i}.quantity`, `The products.${i}.quantity must be between ${product.minQty} and ${product.maxQty}.`);
      }
    };
    const planned: PlannedItem[] = [];
    entries.forEach((entry, i) => {
      const { stock, product } = byId.get(entry.stock_id)!;
      if (isAddonEntry(entry)) {
        if (!stock.addon || !product.addon || !linked.has(`${entry.parent_id}:${product.id}`)) {
          throw badRequest(`products.${i}.stock_id`, `The selected products.${i}.stock_id is not an add-on of its parent.`);
        }
        if (entry.quantity > 0 && !buyable(product)) throw invalid(`products.${i}.stock_id`);
        if (entry.quantity > 0) checkQuantity(i, entry.quantity, product);
        return;
      }
      if (stock.addon || product.addon) throw invalid(`products.${i}.stock_id`);
      if (entry.quantity > 0 && !buyable(product)) throw invalid(`products.${i}.stock_id`);
      if (entry.quantity > 0) checkQuantity(i, entry.quantity, product);
      planned.push({ index: i, stock, product, quantity: entry.quantity, addons: [] });
    });
    entries.forEach((entry, i) => {
      if (!isAddonEntry(entry) || entry.quantity === 0) return;
      const parent = planned.find((item) => item.stock.id === entry.parent_id)!;
      parent.addons.push({ index: i, stock: byId.get(entry.stock_id)!.stock, quantity: entry.quantity });
    });
    for (const item of planned) item.addons.sort((a, b) => a.stock.id - b.stock.id);
    return planned;
  }

  return {
    /** The user's cart (of `shopId` when given), its currency set to the requested one. */
    async show(userId: number, ctx: RequestContext, shopId?: number) {
      let cart = await cartOf(userId);
      if (!cart || (shopId !== undefined && shopId !== 0 && cart.shopId !== shopId)) throw notFound();
      if (cart.currencyId !== ctx.currencyId || cart.rate !== ctx.rate) {
        [cart] = await db.update(carts).set({ currencyId: ctx.currencyId, rate: ctx.rate })
          .where(eq(carts.id, cart.id)).returning();
      }
      return cartView(cart, ctx);
    },

    /** Sets the quantity of each entry's line (0 removes it), creating the cart when needed. A
     * line is a stock with one combination of add-ons; add-on entries name their parent by its
     * stock id. */
    async insertProducts(userId: number, ctx: RequestContext, input: InsertProductsInput) {
      const items = await plan(input);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.insert(carts).values({ shopId: input.shop_id, ownerId: userId, currencyId: ctx.currencyId, rate: ctx.rate })
          .onConflictDoNothing({ target: carts.ownerId });
        // The row lock orders every change of this cart: concurrent calls wait here, then see
        // the lines the one before them wrote.
        const [cart] = await tx.select().from(carts).where(eq(carts.ownerId, userId)).for('update');
        await tx.insert(userCarts).values({ cartId: cart.id, userId }).onConflictDoNothing();
        const [member] = await tx.select().from(userCarts).where(and(eq(userCarts.cartId, cart.id), eq(userCarts.userId, userId)));
        const lines = await tx.select().from(cartDetails).where(eq(cartDetails.userCartId, member.id));
        if (cart.shopId !== input.shop_id) {
          // A cart of another branch: refused unless it is empty, then it moves to this branch.
          if (lines.length) throw otherShop();
        }

        const parents = lines.filter((line) => line.parentId === null);
        const addonsOf = (line: LineRow) => lines.filter((addon) => addon.parentId === line.id).sort((a, b) => a.stockId - b.stockId);
        const matches = (item: PlannedItem) => parents.find((line) => line.stockId === item.stock.id
          && sameSet(addonsOf(line).map((addon) => addon.stockId), item.addons.map((addon) => addon.stock.id)));

        // Quantities per stock once this request is applied (every line of the stock counts).
        const finalQuantity = new Map<number, number>();
        const count = (stockId: number, quantity: number) => finalQuantity.set(stockId, (finalQuantity.get(stockId) ?? 0) + quantity);
        const replaced = new Set(items.flatMap((item) => { const line = matches(item); return line ? [line.id] : []; }));
        for (const line of parents.filter((p) => !replaced.has(p.id))) {
          count(line.stockId, line.quantity);
          for (const addon of addonsOf(line)) count(addon.stockId, addon.quantity);
        }
        for (const item of items.filter((it) => it.quantity > 0)) {
          count(item.stock.id, item.quantity);
          for (const addon of item.addons) count(addon.stock.id, addon.quantity);
        }
        for (const item of items.filter((it) => it.quantity > 0)) {
          for (const { index, stock } of [item, ...item.addons]) {
            if (finalQuantity.get(stock.id)! > stock.quantity) throw badRequest(`products.${index}.quantity`, CART_MESSAGES.outOfStock);
          }
        }

        for (const item of items) {
          const line = matches(item);
          if (item.quantity === 0) {
            if (line) await tx.delete(cartDetails).where(eq(cartDetails.id, line.id)); // add-on lines cascade
            continue;
          }
          if (line) {
            if (line.quantity !== item.quantity) {
              await tx.update(cartDetails).set({ quantity: item.quantity, updatedAt: now }).where(eq(cartDetails.id, line.id));
            }
            for (const addon of addonsOf(line)) {
              const wanted = item.addons.find((a) => a.stock.id === addon.stockId)!;
              if (wanted.quantity !== addon.quantity) {
                await tx.update(cartDetails).set({ quantity: wanted.quantity, updatedAt: now }).where(eq(cartDetails.id, addon.id));
              }
            }
            continue;
          }
          const [inserted] = await tx.insert(cartDetails)
            .values({ userCartId: member.id, stockId: item.stock.id, quantity: item.quantity, createdAt: now, updatedAt: now })
            .returning({ id: cartDetails.id });
          if (item.addons.length) {
            await tx.insert(cartDetails).values(item.addons.map((addon) => ({
              userCartId: member.id, stockId: addon.stock.id, quantity: addon.quantity, parentId: inserted.id, createdAt: now, updatedAt: now,
            })));
          }
        }
        await tx.update(carts).set({ shopId: input.shop_id, currencyId: ctx.currencyId, rate: ctx.rate, updatedAt: now })
          .where(eq(carts.id, cart.id));
      });
      const cart = await cartOf(userId);
      if (!cart) throw notFound(); // deleted by a concurrent cart/delete
      return cartView(cart, ctx);
    },

    /** Removes lines of the user's cart (a parent line takes its add-ons with it). */
    async deleteLines(userId: number, ctx: RequestContext, ids: number[]) {
      const wanted = checkIds(ids);
      const existing = await cartOf(userId);
      if (!existing) throw notFound();
      await db.transaction(async (tx) => {
        const [cart] = await tx.select().from(carts).where(eq(carts.id, existing.id)).for('update');
        if (!cart) throw notFound();
        const members = tx.select({ id: userCarts.id }).from(userCarts).where(eq(userCarts.cartId, cart.id));
        const found = await tx.select({ id: cartDetails.id }).from(cartDetails)
          .where(and(inArray(cartDetails.id, wanted), inArray(cartDetails.userCartId, members)));
        const foundIds = new Set(found.map((row) => row.id));
        ids.forEach((value, i) => { if (!foundIds.has(value)) throw invalid(`ids.${i}`); });
        await tx.delete(cartDetails).where(inArray(cartDetails.id, wanted));
        await tx.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, cart.id));
      });
      const cart = await cartOf(userId);
      if (!cart) throw notFound();
      return cartView(cart, ctx);
    },

    /** Deletes the user's carts among `ids`; other ids are ignored (clearing twice is harmless). */
    async deleteCarts(userId: number, ids: number[]): Promise<void> {
      const wanted = checkIds(ids);
      await db.delete(carts).where(and(inArray(carts.id, wanted), eq(carts.ownerId, userId)));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
