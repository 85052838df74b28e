// A user's notification settings: on or off per type, on when never chosen (no row). Events
// skip a user who turned their type off, so a switched-off type simply stops arriving.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest } from '../../http/errors';
import { NOTIFICATION_TYPES, notificationPreferences, type NotificationType } from './tables';

export const isNotificationType = (type: string): type is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(type);

/** SQL: whether user `userId` (a column or a value) turned notifications of `type` off. */
export const turnedOff = (userId: SQLWrapper | number, type: NotificationType) => sql<boolean>`exists (
  select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${userId}
  and ${notificationPreferences.type} = ${type} and not ${notificationPreferences.active})`;

export interface SettingChange {
  type?: string;
  /** Foodyman's name of a type: its place in NOTIFICATION_TYPES, from 1. */
  notification_id?: number;
  active: boolean;
}

/** The type an entry names, by `type` or else by `notification_id`; 400 on the field at fault. */
function typeOf(change: SettingChange, i: number): NotificationType {
  if (change.type !== undefined) {
    if (!isNotificationType(change.type)) throw badRequest(`notifications.${i}.type`, `The selected notifications.${i}.type is invalid.`, { code: 'one_of' });
    return change.type;
  }
  const id = change.notification_id;
  if (id === undefined) throw badRequest(`notifications.${i}.type`, 'Required', { code: 'required' });
  const type = id >= 1 ? NOTIFICATION_TYPES[id - 1] : undefined;
  if (!type) throw badRequest(`notifications.${i}.notification_id`, `The selected notifications.${i}.notification_id is invalid.`, { code: 'one_of' });
  return type;
}

/** Most entries one update takes (a client sends one per type; duplicates are allowed). */
export const SETTINGS_MAX = 100;

/** The wanted state per type, the last entry of a type winning; 400 naming the first bad entry. */
function wantedStates(changes: SettingChange[]): Map<NotificationType, boolean> {
  if (!changes.length) throw badRequest('notifications', 'The notifications field is required.', { code: 'required' });
  if (changes.length > SETTINGS_MAX) throw badRequest('notifications', `The notifications may not have more than ${SETTINGS_MAX} items.`, { code: 'too_many', max: SETTINGS_MAX });
  const wanted = new Map<NotificationType, boolean>();
  changes.forEach((change, i) => wanted.set(typeOf(change, i), change.active));
  return wanted;
}

export function createNotificationSettings(db: Database, clock: Clock) {
  /** Every type with the user's choice; `id` is the type's place in NOTIFICATION_TYPES (from 1). */
  async function list(userId: number) {
    const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    const chosen = new Map(rows.map((row) => [row.type, row.active]));
    return NOTIFICATION_TYPES.map((type, i) => ({ id: i + 1, type, active: chosen.get(type) ?? true }));
  }

  return {
    list,
    /** Stores the user's choices (types not sent keep theirs) and answers the whole list. */
    async update(userId: number, changes: SettingChange[]) {
      const wanted = wantedStates(changes);
      const now = clock();
      await db.insert(notificationPreferences)
        .values([...wanted].map(([type, active]) => ({ userId, type, active, updatedAt: now })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { active: sql`excluded.active`, updatedAt: now },
        });
      return list(userId);
    },
  };
}

export type NotificationSettings = ReturnType<typeof createNotificationSettings>;
