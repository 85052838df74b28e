import { describe, expect, it } from 'vitest';
import { refundMeaningKey, refundStatusOf } from './refund-status';

const payment = (status: string, tag = 'wallet') => ({ id: 1, status, payment_system: { tag } });

describe('refundStatusOf', () => {
  it('knows the api’s statuses and the Foodyman names of the answered ones', () => {
    expect(['pending', 'approved', 'rejected', 'accepted', 'canceled', 'cancelled', 'lost'].map(refundStatusOf))
      .toEqual(['pending', 'approved', 'rejected', 'approved', 'rejected', 'rejected', null]);
  });
});

describe('refundMeaningKey', () => {
  it('says the money went back to the wallet only when the order’s payment says so', () => {
    expect(refundMeaningKey('approved', payment('refund'))).toBe('refunds.meaning.wallet');
    expect(refundMeaningKey('approved', payment('paid'))).toBe('refunds.meaning.approved');
    expect(refundMeaningKey('approved', payment('progress', 'cash'))).toBe('refunds.meaning.approved');
    expect(refundMeaningKey('approved')).toBe('refunds.meaning.approved');
  });
  it('is the status’s own otherwise', () => {
    expect(refundMeaningKey('pending', payment('refund'))).toBe('refunds.meaning.pending');
    expect(refundMeaningKey('rejected', payment('refund'))).toBe('refunds.meaning.rejected');
  });
});
