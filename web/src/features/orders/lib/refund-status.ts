// A refund request's status as the customer reads it: the api answers pending, approved or
// rejected (the gateway's `RefundStatus`).
import type { RefundOrderQuery, RefundStatus } from '../../../graphql/orders.generated';

type RefundTransaction = NonNullable<NonNullable<RefundOrderQuery['order']>['transaction']>;

/** The api gives a wallet payment back on approval (or already on cancel): the order's payment
 * then says `refund`. */
export const refundedToWallet = (transaction: RefundTransaction | null | undefined) => transaction?.status === 'refund';

/** Key of what the status means for the customer; an approved refund says where the money went
 * once the order's payment is known. */
export function refundMeaningKey(status: RefundStatus, transaction?: RefundTransaction | null): string {
  if (status === 'approved' && refundedToWallet(transaction)) return 'refunds.meaning.wallet';
  return `refunds.meaning.${status}`;
}
