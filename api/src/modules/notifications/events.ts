// Notifications created by what happens elsewhere, inside that change's transaction, so a
// change and its notification are stored together or not at all. Texts are written in the
// owner's language: users.lang, else the default language.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { languages, notifications, orders, users, type OrderStatus } from '../../db/schema';
import { orderStatusMessage } from './messages';
import { turnedOff } from './preferences';

/** SQL: the locale of the default language (null when there is none). */
export const defaultLocale = sql<string | null>`(select ${languages.locale} from ${languages} where ${languages.isDefault} limit 1)`;

/** SQL: the locale a user's notifications are written in (`users` must be in the query). */
export const userLocale = sql<string | null>`coalesce(${users.lang}, ${defaultLocale})`;

/** A `status_changed` notification for the owner of order `orderId`, which `changedBy` (null:
 * the kitchen simulator) just moved to `status`; nothing when the owner turned the type off. */
export async function notifyOrderStatus(
  tx: Database, orderId: number, status: OrderStatus, changedBy: number | null, at: Date,
): Promise<void> {
  const [owner] = await tx.select({
    userId: orders.userId, locale: userLocale, defaultLocale, off: turnedOff(orders.userId, 'status_changed'),
  }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!owner || owner.off) return;
  const fallback = owner.defaultLocale ?? 'en';
  await tx.insert(notifications).values({
    userId: owner.userId,
    type: 'status_changed',
    // The reference's order notifications carry the order id as their title (§9.1).
    title: String(orderId),
    body: orderStatusMessage(status, owner.locale ?? fallback, fallback),
    data: { id: orderId, status, type: 'status_changed' },
    clientId: changedBy,
    orderId,
    createdAt: at,
    updatedAt: at,
  });
}
