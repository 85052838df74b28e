import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, DEFAULT_SLOT_CAPACITY, deliverySlots, shopCheckout, shopClosedDates, shops, shopWorkingDays } from '../../db/schema';
import {
  call, cartLineCount, createCheckoutTest, NOON, customerWithCart, expectCodedError, expectFieldError, ordersOf, placeOrder,
  type CheckoutTest,
} from './test-support';
import { CHECKOUT_MESSAGES } from './validation';

let c: CheckoutTest;
let branches: { downtown: number; midtown: number; scarborough: number; etobicoke: number };
beforeAll(async () => {
  c = await createCheckoutTest();
  const rows = await c.t.database.db.select({ id: shops.id }).from(shops).where(isNotNull(shops.parentId)).orderBy(asc(shops.id));
  const [downtown, midtown, scarborough, etobicoke] = rows.map((row) => row.id);
  branches = { downtown, midtown, scarborough, etobicoke };
});
afterAll(async () => { await c.t.close(); });

const slots = (shopId: number | string, date?: string) =>
  call(c.t, 'GET', `/rest/shops/${shopId}/delivery-slots${date === undefined ? '' : `?date=${date}`}`, null);

const scheduled = (cartId: number, day: string, time: string) =>
  ({ cart_id: cartId, delivery_type: 'pickup', payment_type: 'cash', delivery_date: day, delivery_time: time });

/** Runs `check` with the clock moved `hours` ahead, then moves it back. */
async function later(hours: number, check: () => Promise<void>) {
  c.clock.advance(hours * 3_600_000);
  try {
    await check();
  } finally {
    c.clock.advance(-hours * 3_600_000);
  }
}

describe('GET /rest/shops/{id}/delivery-slots', () => {
  it('lists today\'s half hours from 30 minutes after now to before closing, with the places left', async () => {
    const answer = await slots(branches.downtown, '2030-01-07');
    expect(answer.status).toBe(200);
    const times = answer.body.data.map((slot: { time: string }) => slot.time);
    expect(times[0]).toBe('12:30');
    expect(times.at(-1)).toBe('22:30');
    expect(times).toHaveLength(21);
    expect(answer.body.data[0]).toEqual({ time: '12:30', left: DEFAULT_SLOT_CAPACITY });
    expect((await slots(branches.downtown, '2030-01-08')).body.data).toHaveLength(28);
  });

  it('has no slots where the branch is closed that day or not taking orders', async () => {
    expect((await slots(branches.midtown, '2030-01-07')).body.data).toEqual([]); // Monday disabled
    expect((await slots(branches.midtown, '2030-01-08')).body.data.length).toBeGreaterThan(0);
    expect((await slots(branches.scarborough, '2030-01-07')).body.data).toEqual([]); // closed date
    expect((await slots(branches.etobicoke, '2030-01-08')).body.data).toEqual([]); // open flag off
  });

  it('answers 404 for an unknown branch and 400 naming date for a bad one', async () => {
    expect((await slots(999_999, '2030-01-08')).status).toBe(404);
    expectFieldError(await slots(branches.downtown), 'date', 'Required');
    expectFieldError(await slots(branches.downtown, '08-01-2030'), 'date', 'The date must be a date in the format YYYY-MM-DD.');
    expectFieldError(await slots(branches.downtown, '2030-01-06'), 'date', 'The date must be a date after or equal to today.');
    expectFieldError(await slots(branches.downtown, '2030-01-15'), 'date', 'The date may not be more than 7 days ahead.');
  });
});

describe('scheduling an order', () => {
  it('is as soon as possible without a date, only while the branch is open now (else ERROR_118)', async () => {
    const user = await customerWithCart(c);
    await later(11.5, async () => {
      expectCodedError(await placeOrder(c, user, { cart_id: user.cartId, delivery_type: 'pickup', payment_type: 'cash' }), 'ERROR_118',
        CHECKOUT_MESSAGES.closedNow, 'delivery_time');
      // A slot of tomorrow can still be booked at 23:30.
      const order = await placeOrder(c, user, scheduled(user.cartId, '2030-01-08', '09:00'));
      expect(order.body.data).toMatchObject({ asap: false, delivery_date: '2030-01-08', delivery_time: '09:00' });
    });
  });

  it('books a slot: the order keeps the day and time, the slot has one place less', async () => {
    const user = await customerWithCart(c);
    const order = await placeOrder(c, user, scheduled(user.cartId, '2030-01-08', '13:00'));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.data).toMatchObject({ asap: false, delivery_date: '2030-01-08', delivery_time: '13:00' });
    const listed = (await slots(branches.downtown, '2030-01-08')).body.data.find((slot: { time: string }) => slot.time === '13:00');
    expect(listed).toEqual({ time: '13:00', left: DEFAULT_SLOT_CAPACITY - 1 });
  });

  it('refuses a closed date or a disabled weekday with ERROR_118 on delivery_date', async () => {
    const user = await customerWithCart(c);
    const db = c.t.database.db;
    await db.insert(shopClosedDates).values({ shopId: branches.downtown, day: '2030-01-10' });
    await db.update(shopWorkingDays).set({ disabled: true })
      .where(and(eq(shopWorkingDays.shopId, branches.downtown), eq(shopWorkingDays.day, 'friday')));
    try {
      for (const day of ['2030-01-10', '2030-01-11']) {
        expectCodedError(await placeOrder(c, user, scheduled(user.cartId, day, '13:00')), 'ERROR_118', CHECKOUT_MESSAGES.closedDay, 'delivery_date');
      }
    } finally {
      await db.delete(shopClosedDates).where(and(eq(shopClosedDates.shopId, branches.downtown), eq(shopClosedDates.day, '2030-01-10')));
      await db.update(shopWorkingDays).set({ disabled: false }).where(eq(shopWorkingDays.shopId, branches.downtown));
    }
    expect(await ordersOf(c, user.id)).toEqual([]);
  });

  it.each([
    ['a past day', '2030-01-06', '13:00', 'delivery_date'],
    ['more than 7 days ahead', '2030-01-15', '13:00', 'delivery_date'],
    ['a time off the half hours', '2030-01-08', '13:10', 'delivery_time'],
    ['a time less than 30 minutes from now', '2030-01-07', '12:00', 'delivery_time'],
    ['a time outside the day\'s hours', '2030-01-08', '23:00', 'delivery_time'],
    ['a date without a time', '2030-01-08', '', 'delivery_time'],
  ])('refuses %s with a 400 naming the field', async (_name, day, time, field) => {
    const user = await customerWithCart(c);
    expectFieldError(await placeOrder(c, user, scheduled(user.cartId, day, time)), field);
  });

  it('refuses a fully booked slot with a clear message, and writes nothing', async () => {
    const db = c.t.database.db;
    await db.insert(shopCheckout).values({ shopId: branches.downtown, slotCapacity: 1 });
    try {
      const first = await customerWithCart(c);
      const second = await customerWithCart(c);
      expect((await placeOrder(c, first, scheduled(first.cartId, '2030-01-09', '14:00'))).status).toBe(200);
      expectFieldError(await placeOrder(c, second, scheduled(second.cartId, '2030-01-09', '14:00')), 'delivery_time', CHECKOUT_MESSAGES.fullyBooked);
      expect(await ordersOf(c, second.id)).toEqual([]);
      expect(await cartLineCount(c, second.id)).toBe(3);
      const [slot] = await db.select().from(deliverySlots)
        .where(and(eq(deliverySlots.shopId, branches.downtown), eq(deliverySlots.day, '2030-01-09'), eq(deliverySlots.time, '14:00')));
      expect(slot.taken).toBe(1);
      const listed = (await slots(branches.downtown, '2030-01-09')).body.data;
      expect(listed.find((row: { time: string }) => row.time === '14:00')).toEqual({ time: '14:00', left: 0 });
      expect(listed.find((row: { time: string }) => row.time === '14:30')).toEqual({ time: '14:30', left: 1 });
    } finally {
      await db.delete(shopCheckout).where(eq(shopCheckout.shopId, branches.downtown));
    }
  });
});

describe('the open-now rule of shops/hours.ts at checkout', () => {
  /** Runs `check` with Downtown's hours `from`..`to` and zone `timeZone`, then puts them back. */
  async function withHours(from: string, to: string, timeZone: string | null, check: () => Promise<void>) {
    const db = c.t.database.db;
    await db.update(shopWorkingDays).set({ from, to }).where(eq(shopWorkingDays.shopId, branches.downtown));
    await db.update(shops).set({ timeZone }).where(eq(shops.id, branches.downtown));
    try {
      await check();
    } finally {
      await db.update(shopWorkingDays).set({ from: '09-00', to: '23-00' }).where(eq(shopWorkingDays.shopId, branches.downtown));
      await db.update(shops).set({ timeZone: null }).where(eq(shops.id, branches.downtown));
    }
  }

  it('offers slots past midnight (18:00 .. 01:30) and books one on the next calendar day', async () => {
    await withHours('18-00', '02-00', null, async () => {
      const times = (await slots(branches.downtown, '2030-01-08')).body.data.map((slot: { time: string }) => slot.time);
      expect(times[0]).toBe('18:00');
      expect(times.slice(-2)).toEqual(['01:00', '01:30']);
      const user = await customerWithCart(c);
      const order = await placeOrder(c, user, scheduled(user.cartId, '2030-01-08', '01:30'));
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(order.body.data).toMatchObject({ asap: false, delivery_date: '2030-01-09', delivery_time: '01:30' });
      const listed = (await slots(branches.downtown, '2030-01-08')).body.data.find((slot: { time: string }) => slot.time === '01:30');
      expect(listed).toEqual({ time: '01:30', left: DEFAULT_SLOT_CAPACITY - 1 });
      // Tuesday 01:00 is still Monday's opening: as soon as possible is taken.
      const night = await customerWithCart(c);
      await later(13, async () => {
        const asap = await placeOrder(c, night, { cart_id: night.cartId, delivery_type: 'pickup', payment_type: 'cash' });
        expect(asap.status, JSON.stringify(asap.body)).toBe(200);
        expect(asap.body.data).toMatchObject({ asap: true, delivery_date: '2030-01-08', delivery_time: '01:00' });
      });
    });
  });

  it('decides as soon as possible and the days in the branch\'s time zone', async () => {
    // 14:30 UTC on Monday 7 January 2030: 23:30 in Tokyo (closed), 09:30 in Toronto (open).
    const delta = new Date('2030-01-07T14:30:00Z').getTime() - NOON.getTime();
    await withHours('09-00', '23-00', 'Asia/Tokyo', async () => {
      const user = await customerWithCart(c);
      await later(delta / 3_600_000, async () => {
        expectCodedError(await placeOrder(c, user, { cart_id: user.cartId, delivery_type: 'pickup', payment_type: 'cash' }), 'ERROR_118',
          CHECKOUT_MESSAGES.closedNow, 'delivery_time');
        await c.t.database.db.update(shops).set({ timeZone: 'America/Toronto' }).where(eq(shops.id, branches.downtown));
        const order = await placeOrder(c, user, { cart_id: user.cartId, delivery_type: 'pickup', payment_type: 'cash' });
        expect(order.status, JSON.stringify(order.body)).toBe(200);
        expect(order.body.data).toMatchObject({ asap: true, delivery_date: '2030-01-07', delivery_time: '09:30' });
      });
    });
  });
});

describe('POST /rest/coupons/check', () => {
  const check = (body: Record<string, unknown>, token: string | null = null, query = '') =>
    call(c.t, 'POST', `/rest/coupons/check${query}`, token, body);

  it('answers a usable coupon: a percent\'s percent, a fixed one\'s amount in the requested currency', async () => {
    const welcome = await check({ coupon: 'welcome10', shop_id: branches.downtown });
    expect(welcome.status).toBe(200);
    expect(welcome.body.data).toEqual({ id: expect.any(Number), name: 'WELCOME10', type: 'percent', price: 10, expired_at: null });
    const five = await check({ coupon: 'FIVEOFF', shop_id: branches.downtown }, null, `?currency_id=${c.f.eur.id}`);
    expect(five.body.data).toMatchObject({ name: 'FIVEOFF', type: 'fix', price: Math.round(500 * c.f.eur.rate) / 100 });
    // A token that is no longer valid is read as no user.
    expect((await check({ coupon: 'FIVEOFF', shop_id: branches.downtown }, '1|not-a-real-token')).status).toBe(200);
  });

  it('shows when a coupon expires', async () => {
    await c.t.database.db.insert(coupons).values({ name: 'SOON', type: 'fix', price: 100, expiredAt: new Date('2030-01-09T00:00:00Z') });
    expect((await check({ coupon: 'SOON', shop_id: branches.downtown })).body.data.expired_at).toBe('2030-01-09 00:00:00Z');
  });

  it('refuses an unknown coupon (ERROR_250), a missing code and an unknown branch', async () => {
    expectCodedError(await check({ coupon: 'NOPE', shop_id: branches.downtown }), 'ERROR_250', CHECKOUT_MESSAGES.couponInvalid, 'coupon');
    expectFieldError(await check({ coupon: '  ', shop_id: branches.downtown }), 'coupon', 'The coupon field is required.');
    expectFieldError(await check({ coupon: 'FIVEOFF', shop_id: 999_999 }), 'shop_id', 'The selected shop id is invalid.');
    expectFieldError(await check({ shop_id: branches.downtown }), 'coupon', 'Required');
  });
});
