// A refund request's status as the customer reads it (spec §4: pending, approved, rejected).
import type { RefundOrderQuery } from '../../../graphql/orders.generated';

export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The Foodyman contract's other names for the answered statuses (reference §8.1), so a backend
 * that sends them reads the same. */
const ALIASES: Record<string, RefundStatus> = { accepted: 'approved', canceled: 'rejected', cancelled: 'rejected' };

/** A status as the api sends it; null when unknown. */
export function refundStatusOf(status: string): RefundStatus | null {
  const normal = ALIASES[status] ?? status;
  return (REFUND_STATUSES as readonly string[]).includes(normal) ? (normal as RefundStatus) : null;
}

type RefundTransaction = NonNullable<NonNullable<RefundOrderQuery['order']>['data']['transaction']>;

/** The api gives a wallet payment back on approval (or already on cancel): the order's payment
 * then says `refund`. */
export const refundedToWallet = (transaction: RefundTransaction | null | undefined) => transaction?.status === 'refund';

/** Key of what the status means for the customer; an approved refund says where the money went
 * once the order's payment is known. */
export function refundMeaningKey(status: RefundStatus, transaction?: RefundTransaction | null): string {
  if (status === 'approved' && refundedToWallet(transaction)) return 'refunds.meaning.wallet';
  return `refunds.meaning.${status}`;
}
