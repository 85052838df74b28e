import { describe, expect, it } from 'vitest';
import { isUnreachable, sectionOf } from './checkout-errors';

describe('checkout errors', () => {
  it('puts a refusal next to the choice it is about', () => {
    expect(sectionOf({ statusCode: 'ERROR_433', message: "We don't deliver here yet.", params: {}, reasons: {} })).toBe('address');
    expect(sectionOf({ statusCode: 'ERROR_400', message: 'Bad request.', params: { delivery_time: ['x'] }, reasons: { delivery_time: [{ code: 'format' }] } })).toBe('when');
    expect(sectionOf({ statusCode: 'ERROR_250', message: 'x', params: {}, reasons: {} })).toBe('coupon');
    expect(sectionOf({ statusCode: 'ERROR_109', message: 'Insufficient wallet balance', params: {}, reasons: {} })).toBe('payment');
    expect(sectionOf({ statusCode: 'ERROR_400', message: 'Out of stock', params: { products: ['Out of stock'] }, reasons: { products: [{ code: 'out_of_stock' }] } })).toBe('summary');
  });

  it('tells an unreachable api from a refusal', () => {
    expect(isUnreachable({ message: 'Failed to fetch', params: {}, reasons: {} })).toBe(true);
    expect(isUnreachable({ status: 502, statusCode: 'ERROR_500', message: 'x', params: {}, reasons: {} })).toBe(true);
    expect(isUnreachable({ status: 400, statusCode: 'ERROR_400', message: 'x', params: {}, reasons: {} })).toBe(false);
  });
});
