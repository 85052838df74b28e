// Notifications created by what happens elsewhere, inside that change's transaction, so a
// change and its notification are stored together or not at all. Texts are written in the
// owner's language: users.lang, else the default language.
import { and, eq, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { currencies, languages, users } from '../../db/common-tables';
import { toMoney } from '../../http/money';
import { blogs, blogTranslations } from '../news';
import { orders, type OrderStatus } from '../orders';
import { userBookings, type ReservationStatus } from '../reservations';
import { notifications } from './tables';
import { newBookingMessage, newReferralMessage, orderStatusMessage, reservationStatusMessage } from './messages';
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
    // An order notification carries the order id as its title, where Foodyman clients read it.
    title: String(orderId),
    body: orderStatusMessage(status, owner.locale ?? fallback, fallback),
    data: { id: orderId, status, type: 'status_changed' },
    clientId: changedBy,
    orderId,
    createdAt: at,
    updatedAt: at,
  });
}

/** A `booking_status` notification for the owner of reservation `bookingId`, which `changedBy`
 * just moved to `status`; nothing when the owner turned the type off. */
export async function notifyBookingStatus(
  tx: Database, bookingId: number, status: ReservationStatus, changedBy: number | null, at: Date,
): Promise<void> {
  const [owner] = await tx.select({
    userId: userBookings.userId, locale: userLocale, defaultLocale, off: turnedOff(userBookings.userId, 'booking_status'),
  }).from(userBookings).innerJoin(users, eq(users.id, userBookings.userId)).where(eq(userBookings.id, bookingId));
  if (!owner || owner.off) return;
  await tx.insert(notifications).values({
    userId: owner.userId,
    type: 'booking_status',
    title: String(bookingId),
    body: reservationStatusMessage(status, owner.locale ?? owner.defaultLocale ?? 'en', owner.defaultLocale ?? 'en'),
    data: { id: bookingId, status, type: 'booking_status' },
    clientId: changedBy,
    createdAt: at,
    updatedAt: at,
  });
}

/** A `new_booking` notification for every staff member who has not turned the type off. */
export async function notifyNewBooking(tx: Database, bookingId: number, customerId: number, startDate: string, at: Date): Promise<void> {
  const staff = await tx.select({ id: users.id, locale: userLocale, defaultLocale }).from(users)
    .where(sql`${users.role} = 'staff' and ${users.active} and not ${turnedOff(users.id, 'new_booking')}`);
  if (!staff.length) return;
  await tx.insert(notifications).values(staff.map((member) => ({
    userId: member.id,
    type: 'new_booking' as const,
    title: String(bookingId),
    body: newBookingMessage(startDate, member.locale ?? member.defaultLocale ?? 'en', member.defaultLocale ?? 'en'),
    data: { id: bookingId, status: 'new', type: 'new_booking' },
    clientId: customerId,
    createdAt: at,
    updatedAt: at,
  })));
}

/** `cents` in the user's chosen currency (else the default one), with its symbol where it goes. */
async function moneyText(tx: Database, currencyId: number | null, cents: number): Promise<string> {
  const [currency] = await tx.select().from(currencies)
    .where(currencyId === null ? eq(currencies.isDefault, true) : eq(currencies.id, currencyId)).limit(1);
  const amount = toMoney(cents, currency?.rate ?? 1).toFixed(2);
  if (!currency) return amount;
  return currency.position === 'after' ? `${amount} ${currency.symbol}` : `${currency.symbol}${amount}`;
}

/** A `new_user_by_referral` notification for `referrerId`: friend `friendId`'s first order was
 * delivered and earned them `cents`; nothing when the referrer turned the type off. */
export async function notifyNewReferral(tx: Database, referrerId: number, friendId: number, cents: number, at: Date): Promise<void> {
  const [referrer] = await tx.select({
    locale: userLocale, defaultLocale, off: turnedOff(users.id, 'new_user_by_referral'), currencyId: users.currencyId,
  }).from(users).where(eq(users.id, referrerId));
  if (!referrer || referrer.off) return;
  const [friend] = await tx.select({ firstname: users.firstname }).from(users).where(eq(users.id, friendId));
  const fallback = referrer.defaultLocale ?? 'en';
  const text = newReferralMessage(friend?.firstname ?? null, await moneyText(tx, referrer.currencyId, cents), referrer.locale ?? fallback, fallback);
  await tx.insert(notifications).values({
    userId: referrerId,
    type: 'new_user_by_referral',
    ...text,
    data: { id: friendId, type: 'new_user_by_referral' },
    clientId: friendId,
    createdAt: at,
    updatedAt: at,
  });
}

/** A `news_publish` notification of news item `blogId` for every active user who has not turned the
 * type off, with one INSERT … SELECT: titled in the user's language (else the default one), the
 * short description as body. */
export async function announceNews(tx: Database, blogId: number, at: Date): Promise<void> {
  const own = alias(blogTranslations, 'own');
  const fallback = alias(blogTranslations, 'fallback');
  const when = sql`${at.toISOString()}::timestamp`;
  const recipients = tx.select({
    userId: users.id,
    type: sql`'news_publish'`,
    title: sql`coalesce(${own.title}, ${fallback.title}, '')`,
    body: sql`coalesce(${own.shortDesc}, ${fallback.shortDesc}, '')`,
    data: sql`jsonb_build_object('id', ${blogs.id}, 'uuid', ${blogs.uuid}, 'type', 'news_publish')`,
    blogId: blogs.id,
    createdAt: when,
    updatedAt: when,
  }).from(users)
    .innerJoin(blogs, eq(blogs.id, blogId))
    .leftJoin(own, and(eq(own.blogId, blogs.id), eq(own.locale, userLocale)))
    .leftJoin(fallback, and(eq(fallback.blogId, blogs.id), eq(fallback.locale, defaultLocale)))
    .where(and(eq(users.active, true), not(turnedOff(users.id, 'news_publish'))));
  // drizzle's insert().select() wants every column (the id too): the column list is written here.
  await tx.execute(sql`insert into ${notifications} (user_id, type, title, body, data, blog_id, created_at, updated_at) ${recipients}`);
}
