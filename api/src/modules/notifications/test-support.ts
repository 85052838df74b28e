// Test support of notifications: notifications written straight into the database (so list,
// read and count tests do not depend on the events that create them), and what is stored.
import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/common-tables';
import type { TestApp } from '../../testing/test-app';
import { notifications } from './tables';

export { call, expectFieldError, newCustomer, type Answer } from '../../testing/customers';

type NotificationValues = Partial<typeof notifications.$inferInsert>;

/** A notification of `userId` (default: an unread news_publish one); answers its id. */
export async function addNotification(t: TestApp, userId: number, values: NotificationValues = {}): Promise<number> {
  const [row] = await t.database.db.insert(notifications).values({
    userId, type: 'news_publish', title: 'Test news', body: 'Something happened', ...values,
  }).returning({ id: notifications.id });
  return row.id;
}

/** The user's notifications as stored, oldest first. */
export function storedNotifications(t: TestApp, userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
}

/** Sets the language a user's notifications are written in. */
export async function setLanguage(t: TestApp, userId: number, lang: string | null): Promise<void> {
  await t.database.db.update(users).set({ lang }).where(eq(users.id, userId));
}
