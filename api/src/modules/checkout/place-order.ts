// Places the order of a cart in one transaction that holds the cart's row lock:
// quote, schedule, slot, minimum amount, stock, the order and its lines, payment, status 'new',
// then the cart is deleted. Any refusal rolls it all back. An Idempotency-Key makes a retried
// submit answer the order the first one placed (docs/checkout.md, "Idempotency").
// Fair use: an account holds at most `maxUnpaidOrders` open unpaid orders (neither delivered nor
// canceled, their payment not made: cash to collect), since each holds stock, a slot and the
// kitchen's time with no money behind it. The order is counted once written (a wallet-paid one
// is not unpaid), with the account's row locked from the start, so that parallel orders of one
// account take turns and cannot pass the cap together (docs/checkout.md, "Fair use").
import { createHash } from 'node:crypto';
import { and, count, eq, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { toMoney } from '../../http/money';
import { optionalText } from '../../http/text';
import type { RequestContext } from '../../http/request-context';
import { idempotencyKey } from '../../http/idempotency-key';
import { CART_MESSAGES, cartLines, type CartRow, carts, isId, type LineRow, lockCart, otherShop } from '../cart';
import { orderDetails, orders, type OrderStatus, type OrderViews, recordStatus, takeSlot, takeStock, transactions } from '../orders';
import { products } from '../catalogue';
import { shops } from '../shops';
import type { PaymentType } from '../settings';
import { spendCoupon } from './coupons';
import { paymentProvider, type PaymentProvider } from './payments';
import { quoteCart, resolveDestination, type DeliveryType, type Destination, type Quote, type QuotedLine } from './quote';
import { loadSchedule, resolveDeliveryTime, type DeliveryTime } from './schedule';
import { NOTE_MAX, PHONE_MAX } from './schemas';
import {
  CHECKOUT_MESSAGES, cartEmpty, couponCode, idempotencyConflict,
  orderAddress, shopClosed, tipsCents, tooManyUnpaid, type OrderAddressInput,
} from './validation';

export interface PlaceOrderInput {
  cart_id: number;
  shop_id?: number | null;
  delivery_type: DeliveryType;
  /** Absent: cash to collect, until Foodyman's payment step chooses (order-payment.ts). */
  payment_type?: string;
  address_id?: number | null;
  location?: { latitude: number; longitude: number };
  address?: string | OrderAddressInput | null;
  delivery_date?: string | null;
  delivery_time?: string | null;
  coupon?: string | null;
  tips?: number | null;
  note?: string | null;
  phone?: string | null;
}

/** The request's values, checked without the database. */
function checkInput(input: PlaceOrderInput, ctx: RequestContext) {
  return {
    tips: tipsCents(input.tips ?? undefined, ctx.rate),
    coupon: couponCode(input.coupon),
    note: optionalText('note', input.note, NOTE_MAX),
    phone: optionalText('phone', input.phone, PHONE_MAX),
    address: orderAddress(input.address),
  };
}

/** sha256 of the request's own fields in a fixed order (extra fields are ignored, as they are
 * when ordering) and the currency it is priced in. */
function requestHash(input: PlaceOrderInput, ctx: RequestContext): string {
  const fields = [
    input.cart_id, input.shop_id, input.delivery_type, input.payment_type, input.address_id, input.location?.latitude,
    input.location?.longitude, input.address, input.delivery_date, input.delivery_time, input.coupon, input.tips, input.note,
    input.phone, ctx.currencyId,
  ].map((value) => value ?? null);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** What is taken of each stock: every line of it, parent or add-on, every member's. */
function stockTotals(lines: QuotedLine[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.stockId, (totals.get(line.stockId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b); // one lock order for every order: no deadlocks
}

async function takeStocks(tx: Database, lines: QuotedLine[]): Promise<void> {
  for (const [stockId, quantity] of stockTotals(lines)) {
    if (!(await takeStock(tx, stockId, quantity))) throw badRequest(`stocks.${stockId}`, CART_MESSAGES.outOfStock, { code: 'out_of_stock' });
  }
}

async function bumpSoldCounts(tx: Database, lines: QuotedLine[]): Promise<void> {
  const sold = new Map<number, number>();
  for (const line of lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...sold].sort(([a], [b]) => a - b)) {
    await tx.update(products).set({ soldCount: sql`${products.soldCount} + ${quantity}` }).where(eq(products.id, productId));
  }
}

/** The cart's lines as order lines with their cents; add-ons under their parent's new line. */
async function insertLines(tx: Database, orderId: number, lines: QuotedLine[], now: Date): Promise<void> {
  const row = (line: QuotedLine, parentId: number | null) => ({
    orderId, stockId: line.stockId, parentId, quantity: line.quantity, bonus: line.bonus,
    originPrice: line.price, discount: line.discount, totalPrice: line.price - line.discount, createdAt: now,
  });
  const parents = lines.filter((line) => line.parentId === null);
  if (!parents.length) return;
  const inserted = await tx.insert(orderDetails).values(parents.map((line) => row(line, null))).returning({ id: orderDetails.id });
  const newId = new Map(parents.map((line, i) => [line.id, inserted[i].id]));
  const addons = lines.filter((line) => line.parentId !== null);
  if (addons.length) await tx.insert(orderDetails).values(addons.map((line) => row(line, newId.get(line.parentId!)!)));
}

function checkMinimum(quote: Quote, ctx: RequestContext): void {
  if (quote.price - quote.discount < quote.shop.minAmount) {
    const minimum = toMoney(quote.shop.minAmount, ctx.rate).toFixed(2);
    throw badRequest('cart', `${CHECKOUT_MESSAGES.minimumAmount} ${minimum}`, { code: 'below_minimum', min: Number(minimum) });
  }
}

interface Placement {
  userId: number;
  ctx: RequestContext;
  input: PlaceOrderInput;
  checked: ReturnType<typeof checkInput>;
  payment: { type: PaymentType; provider: PaymentProvider };
  key: { key: string; hash: string } | null;
}

interface OrderPlan {
  now: Date;
  when: DeliveryTime;
  destination: Destination | null;
  quote: Quote;
}

/** Statuses after which an order holds nothing any more. */
const CLOSED: OrderStatus[] = ['delivered', 'canceled'];

/** The account's open unpaid orders: neither delivered nor canceled, without a payment made
 * (cash still to collect; a wallet payment is `paid` at once). */
async function unpaidOpenOrders(tx: Database, userId: number): Promise<number> {
  const paid = tx.select({ id: transactions.id }).from(transactions)
    .where(and(eq(transactions.orderId, orders.id), eq(transactions.status, 'paid')));
  const [{ open }] = await tx.select({ open: count() }).from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, CLOSED), notExists(paid)));
  return open;
}

export interface OrderPlacementDeps {
  db: Database;
  views: OrderViews;
  clock: Clock;
  /** MAX_UNPAID_ORDERS: open unpaid orders one account may hold. */
  maxUnpaidOrders: number;
}

export function createOrderPlacement({ db, views, clock, maxUnpaidOrders }: OrderPlacementDeps) {
  /** The id of the user's order placed with `key`; 409 when it came with another request. */
  async function keyedOrder(tx: Database, userId: number, key: string, hash: string): Promise<number | undefined> {
    const [row] = await tx.select({ id: orders.id, requestHash: orders.requestHash }).from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    if (row && row.requestHash !== hash) throw idempotencyConflict();
    return row?.id;
  }

  /** Everything of one order, under the cart's row lock; answers the new (or the keyed) order's id. */
  async function placeLocked(tx: Database, p: Placement): Promise<number> {
    const { userId, input } = p;
    // The account's row before the cart's (the order account deletion takes them in): orders of
    // one account take turns for the count below. NO KEY UPDATE leaves rows pointing at it alone.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const cart = isId(input.cart_id) ? await lockCart(tx, and(eq(carts.id, input.cart_id), eq(carts.ownerId, userId))!) : undefined;
    // A parallel submit with this key may have placed the order (and deleted the cart) while we waited.
    const keyed = p.key ? await keyedOrder(tx, userId, p.key.key, p.key.hash) : undefined;
    if (keyed !== undefined) return keyed;
    if (!cart) throw notFound();
    if (input.shop_id !== undefined && input.shop_id !== null && input.shop_id !== cart.shopId) throw otherShop();
    const lines = await cartLines(tx, cart.id);
    if (!lines.length) throw cartEmpty();
    const plan = await planOrder(tx, p, cart, lines);
    const orderId = await writeOrder(tx, p, plan);
    if (await unpaidOpenOrders(tx, userId) > maxUnpaidOrders) throw tooManyUnpaid(maxUnpaidOrders);
    await tx.delete(carts).where(eq(carts.id, cart.id)); // members and lines cascade
    return orderId;
  }

  /** The checks and the price of the order, reading only. */
  async function planOrder(tx: Database, p: Placement, cart: CartRow, lines: LineRow[]): Promise<OrderPlan> {
    const { userId, input, checked } = p;
    const now = clock();
    const [shop] = await tx.select().from(shops).where(eq(shops.id, cart.shopId));
    if (!shop.open) throw shopClosed('shop_id', CHECKOUT_MESSAGES.branchClosed, 'closed');
    const when = resolveDeliveryTime(await loadSchedule(tx, shop, now), input, now);
    const destination = await resolveDestination(tx, userId, input.delivery_type, { ...input, address: checked.address.text });
    const quote = await quoteCart(tx, shop, lines, {
      deliveryType: input.delivery_type, destination, coupon: checked.coupon, tipsCents: checked.tips, userId, now,
    });
    checkMinimum(quote, p.ctx);
    return { now, when, destination, quote };
  }

  /** Takes the slot and the stock, writes the order, its lines and payment, spends the coupon. */
  async function writeOrder(tx: Database, p: Placement, { now, when, destination, quote }: OrderPlan): Promise<number> {
    const { userId, ctx, input, checked } = p;
    if (!when.asap && !(await takeSlot(tx, { shopId: quote.shop.id, day: when.date, time: when.time }))) {
      throw badRequest('delivery_time', CHECKOUT_MESSAGES.fullyBooked, { code: 'fully_booked' });
    }
    await takeStocks(tx, quote.lines);
    const [order] = await tx.insert(orders).values({
      userId, shopId: quote.shop.id, deliveryType: input.delivery_type, paymentType: p.payment.type,
      currencyId: ctx.currencyId, rate: ctx.rate,
      originPrice: quote.price, totalDiscount: quote.discount, couponPrice: quote.couponPrice, tax: quote.tax,
      deliveryFee: quote.deliveryFee, serviceFee: quote.serviceFee, tips: quote.tips, totalPrice: quote.total, km: quote.km,
      latitude: destination?.point[0] ?? null, longitude: destination?.point[1] ?? null,
      address: destination?.address ?? null,
      // The parts go with the text sent for a point, not with a saved address's text.
      addressDetails: destination?.addressId === null && destination.address !== null ? checked.address.details : null,
      addressId: destination?.addressId ?? null, couponId: quote.coupon?.id ?? null,
      note: checked.note, phone: checked.phone, deliveryDate: when.date, deliveryTime: when.time, asap: when.asap,
      idempotencyKey: p.key?.key ?? null, requestHash: p.key?.hash ?? null, createdAt: now, updatedAt: now,
    }).returning({ id: orders.id });
    await insertLines(tx, order.id, quote.lines, now);
    await p.payment.provider.charge(tx, { userId, orderId: order.id, amountCents: quote.total, at: now });
    if (quote.coupon) await spendCoupon(tx, quote.coupon.id);
    await recordStatus(tx, order.id, 'new', userId, now);
    await bumpSoldCounts(tx, quote.lines);
    return order.id;
  }

  return {
    /** Places the order of the user's cart; with an Idempotency-Key, a repeat answers the same order. */
    async place(userId: number, ctx: RequestContext, input: PlaceOrderInput, keyHeader: string | string[] | undefined) {
      const keyText = idempotencyKey(keyHeader);
      const checked = checkInput(input, ctx);
      const key = keyText === null ? null : { key: keyText, hash: requestHash(input, ctx) };
      const earlier = key ? await keyedOrder(db, userId, key.key, key.hash) : undefined;
      if (earlier !== undefined) return views.orderView(earlier, ctx);
      const payment = await paymentProvider(db, input.payment_type ?? 'cash');
      let orderId: number;
      try {
        orderId = await db.transaction((tx) => placeLocked(tx, { userId, ctx, input, checked, payment, key }));
      } catch (error) {
        // Two submits with one key that did not meet at the cart lock: the key's unique index
        // let one order in; the other answers it.
        if (!key || !isUniqueViolation(error, 'orders_user_idempotency_key')) throw error;
        const winner = await keyedOrder(db, userId, key.key, key.hash);
        if (winner === undefined) throw error;
        orderId = winner;
      }
      return views.orderView(orderId, ctx);
    },
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
