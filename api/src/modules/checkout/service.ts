// Checkout's read side: the cart's calculation before ordering, a branch's delivery slots and
// the coupon check. Nothing here writes; placing the order is place-order.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { cartLines, carts, type CartViews, createCartViews, everyUuid, isId } from '../cart';
import { deliverySlots, slotCapacity } from '../orders';
import { shops } from '../shops';
import { couponView, findCoupon } from './coupons';
import { walletCover } from './payments';
import { calculationView, quoteCart, resolveDestination, type DeliveryType } from './quote';
import { checkDay, loadSchedule, slotPlacesOn } from './schedule';
import { couponCode, pointOf, tipsCents } from './validation';

type Point = { latitude: number; longitude: number };

export interface CalculateInput {
  type: DeliveryType;
  address_id?: number | null;
  location?: Point;
  /** Foodyman's name of the point of a delivery; `location` wins. */
  address?: Point;
  coupon?: string | null;
  tips?: number | null;
}

/** The destination fields of `input`, Foodyman's `address` point read as `location` (its
 * ranges checked under its own name). */
function destinationOf({ address_id: addressId, location, address }: CalculateInput) {
  if (!location && address) pointOf(address, 'address');
  return { address_id: addressId, location: location ?? address };
}

/** Every member's parent lines with their add-ons, as the Cart shows them: the calculation's `products`. */
const pricedLines = (cart: Awaited<ReturnType<CartViews['cartView']>>) => cart.user_carts.flatMap((member) => member.cartDetails);

export function createCheckoutService(db: Database, clock: Clock) {
  const cartViews = createCartViews(db);
  return {
    /** The user's cart `cartId` priced for `input` (another user's or an unknown cart → 404). */
    async calculate(userId: number, ctx: RequestContext, cartId: number, input: CalculateInput) {
      const tips = tipsCents(input.tips ?? undefined, ctx.rate);
      const coupon = couponCode(input.coupon);
      const [cart] = isId(cartId) ? await db.select().from(carts).where(and(eq(carts.id, cartId), eq(carts.ownerId, userId))) : [];
      if (!cart) throw notFound();
      const destination = await resolveDestination(db, userId, input.type, destinationOf(input));
      const [shop] = await db.select().from(shops).where(eq(shops.id, cart.shopId));
      const quote = await quoteCart(db, shop, await cartLines(db, cart.id), {
        deliveryType: input.type, destination, coupon, tipsCents: tips, userId, now: clock(),
      });
      const cartView = await cartViews.cartView(eq(carts.id, cart.id), ctx, everyUuid);
      return calculationView(quote, ctx, await walletCover(db, userId, quote.total), pricedLines(cartView));
    },

    /** The bookable slots of a branch's `day` with the places each has left. */
    async deliverySlots(shopId: number, day: string) {
      const now = clock();
      const [shop] = await db.select().from(shops).where(and(eq(shops.id, shopId), eq(shops.status, 'approved')));
      if (!shop) throw notFound();
      checkDay('date', day, now, shop.timeZone);
      // A slot after midnight (an opening running into the next day) is booked on the next calendar day.
      const places = slotPlacesOn(await loadSchedule(db, shop, now), day, now);
      if (!places.length) return [];
      const [capacity, booked] = await Promise.all([
        slotCapacity(db, shop.id),
        db.select().from(deliverySlots)
          .where(and(eq(deliverySlots.shopId, shop.id), inArray(deliverySlots.day, [...new Set(places.map((place) => place.date))]))),
      ]);
      const taken = new Map(booked.map((row) => [`${row.day} ${row.time}`, row.taken]));
      return places.map(({ date, time }) => ({ time, left: Math.max(capacity - (taken.get(`${date} ${time}`) ?? 0), 0) }));
    },

    /** The coupon `name` if usable at branch `shopId`; with a signed-in user, not used by them yet. */
    async checkCoupon(ctx: RequestContext, userId: number | null, name: string, shopId: number) {
      const code = couponCode(name);
      if (!code) throw badRequest('coupon', 'The coupon field is required.', { code: 'required' });
      const [shop] = isId(shopId) ? await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)) : [];
      if (!shop) throw badRequest('shop_id', 'The selected shop id is invalid.', { code: 'invalid' });
      return couponView(await findCoupon(db, code, shop.id, userId, clock()), ctx);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
