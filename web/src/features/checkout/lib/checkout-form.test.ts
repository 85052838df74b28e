import { describe, expect, it } from 'vitest';
import { calculationBody, createAttemptKeys, initialForm, nextDays, orderBody, readyToPlace, tipOf } from './checkout-form';

describe('checkout form', () => {
  it('sends the address only for a delivery and the time only when scheduled', () => {
    const form = { ...initialForm('cash', 7), coupon: 'WELCOME10', tip: 2.5, note: '  ring twice ' };
    expect(calculationBody(form)).toEqual({ type: 'delivery', address_id: 7, coupon: 'WELCOME10', tips: 2.5 });
    expect(orderBody(form, 3, 502)).toEqual({
      cart_id: 3, shop_id: 502, delivery_type: 'delivery', payment_type: 'cash', address_id: 7, coupon: 'WELCOME10', tips: 2.5, note: 'ring twice',
    });
    const pickup = { ...form, deliveryType: 'pickup' as const, when: { kind: 'scheduled' as const, date: '2026-11-23', time: '18:30' } };
    expect(calculationBody(pickup)).not.toHaveProperty('address_id');
    expect(orderBody(pickup, 3, 502)).toMatchObject({ delivery_type: 'pickup', delivery_date: '2026-11-23', delivery_time: '18:30' });
    expect(orderBody(pickup, 3, 502)).not.toHaveProperty('address_id');
  });

  it('is ready once a delivery has an address and a scheduled order a time', () => {
    expect(readyToPlace(initialForm('cash', null))).toBe(false);
    expect(readyToPlace(initialForm('cash', 1))).toBe(true);
    expect(readyToPlace({ ...initialForm('cash', 1), when: { kind: 'scheduled', date: '2026-11-23', time: null } })).toBe(false);
    expect(readyToPlace({ ...initialForm('cash', null), deliveryType: 'pickup' })).toBe(true);
  });

  it('keeps one Idempotency-Key per order body', () => {
    let n = 0;
    const keyOf = createAttemptKeys(() => `key-${++n}`);
    const body = orderBody(initialForm('cash', 1), 3, 502);
    expect(keyOf(body)).toBe('key-1');
    expect(keyOf({ ...body })).toBe('key-1'); // a retry of the same order
    expect(keyOf({ ...body, payment_type: 'wallet' })).toBe('key-2'); // another order request
  });

  it('computes tips to the cent and lists the next days', () => {
    expect(tipOf(23.45, 15)).toBe(3.52);
    expect(nextDays(new Date(2026, 11, 30, 20), 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
