// Order statuses: how a request names one, what each may become, what its customer may still do
// with it, and the errors of a refused change. Orders move one step at a time, so the history
// (and the owner's notifications) holds every step: new → accepted → ready → on_a_way →
// delivered; a pickup order goes from ready straight to delivered. Staff may cancel until the
// order leaves the kitchen.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, fieldRefusal } from '../../http/errors';
import { ORDER_STATUSES, orders, type OrderStatus } from './tables';
import type { OrderRow } from './view';

export const ORDER_MESSAGES = {
  statusRequired: 'The status field is required.',
  statusInvalid: 'The selected status is invalid.',
  sameStatus: 'The order already has this status.',
  onlyCancel: 'You can only cancel your order',
  notCancelable: 'Order can no longer be canceled',
} as const;

/** Foodyman's ERROR_254: no status at all. */
export const statusMissing = () => fieldRefusal('ERROR_254', 'status', ORDER_MESSAGES.statusRequired, { code: 'required' });
/** Foodyman's ERROR_252: the order already has the status asked for. */
export const sameStatus = () => fieldRefusal('ERROR_252', 'status', ORDER_MESSAGES.sameStatus, { code: 'unchanged' });

/** The status a request asks for, lower-cased, 'cancelled' read as 'canceled'; none → ERROR_254. */
export function requestedStatus(raw: string | undefined): string {
  const status = raw?.trim().toLowerCase();
  if (!status) throw statusMissing();
  return status === 'cancelled' ? 'canceled' : status;
}

export const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** What a list may be narrowed by: one `status`, or Foodyman's `statuses[]`. */
export interface StatusFilter {
  status?: string;
  statuses?: string[];
}

/** One status a filter names; unknown → 400 on `field`. */
function filteredStatus(raw: string, field: string): OrderStatus {
  const status = requestedStatus(raw);
  if (!isOrderStatus(status)) throw badRequest(field, field === 'status' ? ORDER_MESSAGES.statusInvalid : `The selected ${field} is invalid.`, { code: 'one_of' });
  return status;
}

/** The statuses a list keeps: those of `statuses` (blank entries skipped) and `status`; none named → every status. */
export function statusFilter(filter: StatusFilter): OrderStatus[] | undefined {
  const listed = (filter.statuses ?? []).flatMap((raw, i) => (raw.trim() ? [filteredStatus(raw, `statuses.${i}`)] : []));
  const single = filter.status?.trim() ? [filteredStatus(filter.status, 'status')] : [];
  const all = [...listed, ...single];
  return all.length ? all : undefined;
}

/** The step after the order's status; null once it is delivered or canceled. */
export function nextStatus(order: Pick<OrderRow, 'status' | 'deliveryType'>): OrderStatus | null {
  switch (order.status) {
    case 'new': return 'accepted';
    case 'accepted': return 'ready';
    case 'ready': return order.deliveryType === 'pickup' ? 'delivered' : 'on_a_way';
    case 'on_a_way': return 'delivered';
    default: return null;
  }
}

/** Statuses staff may still cancel from: the food has not left the kitchen. */
export const CANCELABLE_BY_STAFF: readonly OrderStatus[] = ['new', 'accepted', 'ready'];

/** A customer may cancel their order only while it is new: the kitchen has not accepted it. */
export const cancelableByCustomer = (status: OrderStatus): boolean => status === 'new';

/** A refund may be asked for an order that is over: delivered or canceled (once: refunds.ts). */
export const isRefundable = (status: OrderStatus): boolean => status === 'delivered' || status === 'canceled';

/** The order under a row lock, so status changes of one order run one after the other; `tx`
 * must be a transaction. */
export async function lockOrder(tx: Database, where: SQL): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order;
}
