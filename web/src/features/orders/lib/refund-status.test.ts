import { describe, expect, it } from 'vitest';
import type { OrderTransactionStatus, PaymentType } from '../../../graphql/orders.generated';
import { refundMeaningKey } from './refund-status';

const payment = (status: OrderTransactionStatus, tag: PaymentType = 'wallet') => ({ id: 1, status, payment_system: { tag } });

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
