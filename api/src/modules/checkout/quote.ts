// The one pricing of a cart at checkout, used by calculate and by place-order: every member's
// lines priced from the stocks (cart/pricing.ts), the branch's tax, the delivery fee for the
// distance to a point inside the branch's zone, the service fee setting, tips and a coupon.
// Everything is read from the database; amounts are base cents (converted only for display).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import { DELIVERY_TYPES } from '../orders';
import { deliveryZones, haversineKm, type LatLng, notInZone, pointInPolygon } from '../delivery-zones';
import { settings } from '../settings';
import { shops } from '../shops';
import { userAddresses } from '../addresses';
import { cartCents, isId, lineCents, type LineRow, loadPricedStocks, SHOP_TAX_TITLE } from '../cart';
import { couponCents, findCoupon, type CouponRow } from './coupons';
import { CHECKOUT_MESSAGES, cartEmpty, pointOf } from './validation';

export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export type ShopRow = typeof shops.$inferSelect;

/** Where a delivery goes: a saved address of the user, or a point (with an optional text). */
export interface Destination {
  point: LatLng;
  addressId: number | null;
  address: string | null;
}

export interface QuoteRequest {
  deliveryType: DeliveryType;
  destination: Destination | null;
  coupon: string | null;
  tipsCents: number;
  userId: number;
  now: Date;
}

export interface QuotedLine extends LineRow {
  productId: number;
  price: number;
  discount: number;
}

export type Quote = Awaited<ReturnType<typeof quoteCart>>;

/** A delivery's destination: `address_id` (one of the user's addresses, else 404) or
 * `location`; null for a pickup. */
export async function resolveDestination(
  tx: Database, userId: number, deliveryType: DeliveryType,
  input: { address_id?: number | null; location?: { latitude: number; longitude: number } | null; address?: string | null },
): Promise<Destination | null> {
  if (deliveryType !== 'delivery') return null;
  if (input.address_id !== undefined && input.address_id !== null) {
    if (!isId(input.address_id)) throw notFound();
    const [row] = await tx.select().from(userAddresses).where(and(eq(userAddresses.id, input.address_id), eq(userAddresses.userId, userId)));
    if (!row) throw notFound();
    return { point: [row.latitude, row.longitude], addressId: row.id, address: row.address };
  }
  if (!input.location) throw badRequest('location', 'The location field is required for a delivery.', { code: 'required' });
  return { point: pointOf(input.location), addressId: null, address: input.address ?? null };
}

/** The `service_fee` setting: an amount of the base currency, e.g. "0.99"; missing or bad: 0. */
async function serviceFeeCents(tx: Database): Promise<number> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'service_fee'));
  const amount = Number(row?.value ?? 0);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : 0;
}

/** Distance and fee of a delivery to `point`, which must be inside the branch's zone. */
async function delivery(tx: Database, shop: ShopRow, point: LatLng) {
  const [zone] = await tx.select({ polygon: deliveryZones.address }).from(deliveryZones).where(eq(deliveryZones.shopId, shop.id));
  if (!zone || !pointInPolygon(point, zone.polygon)) throw notInZone();
  const km = haversineKm([shop.latitude, shop.longitude], point);
  return { km, fee: Math.round(shop.price + shop.pricePerKm * km) };
}

/** Prices `lines` (every member's) of a cart of `shop` for `request`, in base cents. */
export async function quoteCart(tx: Database, shop: ShopRow, lines: LineRow[], request: QuoteRequest) {
  if (!lines.length) throw cartEmpty();
  // One query at a time: `tx` may be a transaction's single connection.
  const stocks = await loadPricedStocks(tx, [...new Set(lines.map((line) => line.stockId))]);
  const serviceFee = await serviceFeeCents(tx);
  const [unavailable] = stocks.unavailable;
  if (unavailable !== undefined) throw badRequest(`stocks.${unavailable}`, CHECKOUT_MESSAGES.unavailable, { code: 'unavailable' });
  const productOf = new Map(stocks.rows.map((row) => [row.id, row.productId]));
  const sums = cartCents(lines, stocks.priced, shop.tax, 1);
  const items = sums.price - sums.discount;
  const coupon: CouponRow | null = request.coupon ? await findCoupon(tx, request.coupon, shop.id, request.userId, request.now) : null;
  const couponPrice = coupon ? couponCents(coupon, items) : 0;
  const trip = request.destination ? await delivery(tx, shop, request.destination.point) : null;
  const deliveryFee = trip?.fee ?? 0;
  return {
    shop,
    lines: lines.map((line): QuotedLine => ({
      ...line, productId: productOf.get(line.stockId)!, ...lineCents(stocks.priced.get(line.stockId)!, line),
    })),
    deliveryType: request.deliveryType,
    price: sums.price,
    addons: sums.addons,
    discount: sums.discount,
    coupon,
    couponPrice,
    tax: sums.shopTax,
    productTax: sums.productTax,
    deliveryFee,
    km: trip?.km ?? null,
    serviceFee,
    tips: request.tipsCents,
    total: Math.max(items - couponPrice, 0) + sums.shopTax + deliveryFee + serviceFee + request.tipsCents,
  };
}

/** The CartCalculation resource: the quote in the requested currency, with what the customer's
 * wallet (balance in base cents) can pay of it and the priced lines (`products`, the cart's). */
export function calculationView<Line>(quote: Quote, ctx: RequestContext, wallet: { cents: number; enough: boolean }, products: Line[]) {
  const money = (cents: number) => toMoney(cents, ctx.rate);
  return {
    shop_id: quote.shop.id,
    delivery_type: quote.deliveryType,
    currency_id: ctx.currencyId,
    rate: ctx.rate,
    price: money(quote.price),
    addons_price: money(quote.addons),
    total_discount: money(quote.discount),
    coupon: quote.coupon?.name ?? null,
    coupon_price: money(quote.couponPrice),
    shop_tax: { title: SHOP_TAX_TITLE, percent: quote.shop.tax, price: money(quote.tax) },
    total_tax: money(quote.productTax + quote.tax),
    total_shop_tax: money(quote.tax),
    delivery_fee: money(quote.deliveryFee),
    km: quote.km,
    service_fee: money(quote.serviceFee),
    tips: money(quote.tips),
    total_price: money(quote.total),
    min_amount: money(quote.shop.minAmount),
    wallet: { price: money(wallet.cents), enough: wallet.enough },
    products,
  };
}
