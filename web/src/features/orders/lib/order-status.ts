// An order's status as the customer sees it: the message of each status and the steps of its
// timeline (what the customer may still do with it is the api's `can_cancel` and `can_refund`).

export const ORDER_STATUSES = ['new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A status as the api sends it; 'cancelled' is the other spelling of 'canceled'. */
export function orderStatusOf(status: string): OrderStatus | null {
  const normal = status === 'cancelled' ? 'canceled' : status;
  return (ORDER_STATUSES as readonly string[]).includes(normal) ? (normal as OrderStatus) : null;
}

/** Key of the customer's message for a status ('Your order is Pending. We confirm your soon.' …). */
export const statusMessageKey = (status: OrderStatus) => `orders.message.${status}`;

/** Key of the status's short name (a badge, a timeline step). */
export const statusLabelKey = (status: OrderStatus) => `orders.status.${status}`;

/** An order still moving: its screen follows it live. */
export const isOpen = (status: OrderStatus | null) => status !== null && status !== 'delivered' && status !== 'canceled';

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached it (the api's "Y-m-d H:i:sZ"); null: not yet. */
  at: string | null;
  current: boolean;
}

/**
 * The steps an order goes through: pickup orders skip the courier; a canceled order shows the
 * steps it reached, then the cancellation. Times come from the status history.
 */
export function timeline(
  deliveryType: string,
  status: OrderStatus | null,
  history: ReadonlyArray<{ status: string; created_at: string }>,
): TimelineStep[] {
  const reachedAt = new Map<OrderStatus, string>();
  for (const change of history) {
    const step = orderStatusOf(change.status);
    if (step && !reachedAt.has(step)) reachedAt.set(step, change.created_at);
  }
  const path: OrderStatus[] = deliveryType === 'pickup'
    ? ['new', 'accepted', 'ready', 'delivered']
    : ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];
  const steps = status === 'canceled' ? [...path.filter((step) => reachedAt.has(step)), 'canceled' as const] : path;
  return steps.map((step) => ({ status: step, at: reachedAt.get(step) ?? null, current: step === status }));
}
