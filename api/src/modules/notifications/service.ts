// A user's notifications: only the owner lists, reads or counts them (another user's id is
// simply not found, as for orders). Reading keeps the first read time.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { transactions } from '../orders';
import { NOTIFICATION_TYPES, notifications, type NotificationType } from './tables';
import { isNotificationType } from './preferences';
import { notificationViews } from './view';

export interface NotificationsFilter {
  /** One type or several separated by commas; unknown ones are ignored (as Foodyman). */
  type?: string;
  column?: string;
  sort?: string;
}

const COLUMNS = { id: notifications.id, created_at: notifications.createdAt, read_at: notifications.readAt } as const;

/** The types a `type` filter names; none (absent, empty, all unknown) → no filter. */
function typeFilter(raw: string | undefined): SQL | undefined {
  const types = (raw ?? '').split(',').map((type) => type.trim()).filter(isNotificationType);
  if (!types.length) return undefined;
  return types.length === 1 ? eq(notifications.type, types[0]) : inArray(notifications.type, types);
}

/** The list order: `column` (default id) in `sort` direction (default desc), ties by id the same
 * way. Postgres puts nulls first when descending, so `read_at desc` shows unread first. */
function ordering({ column = 'id', sort = 'desc' }: NotificationsFilter): SQL[] {
  const name = column.trim() || 'id';
  const direction = sort.trim().toLowerCase() || 'desc';
  if (!Object.hasOwn(COLUMNS, name)) throw badRequest('column', 'The selected column is invalid.', { code: 'one_of' });
  if (direction !== 'asc' && direction !== 'desc') throw badRequest('sort', 'The selected sort is invalid.', { code: 'one_of' });
  const by = direction === 'asc' ? asc : desc;
  return [by(COLUMNS[name as keyof typeof COLUMNS]), by(notifications.id)];
}

const mine = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));
const unread = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export function createNotificationsService(db: Database, clock: Clock) {
  async function show(userId: number, id: number, ctx: RequestContext) {
    const [row] = await db.select().from(notifications).where(mine(userId, id));
    if (!row) throw notFound();
    const [view] = await notificationViews(db, [row], ctx);
    return view;
  }

  return {
    /** The user's notifications, a page at a time (default: newest first). */
    async list(userId: number, filter: NotificationsFilter, page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const order = ordering(filter);
      const where = and(eq(notifications.userId, userId), typeFilter(filter.type));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(notifications).where(where),
        db.select().from(notifications).where(where).orderBy(...order).limit(page.perPage).offset(pageOffset(page)),
      ]);
      return paginated(await notificationViews(db, rows, ctx), total, page, url);
    },

    show,

    /** Marks one of the user's notifications read; reading it again keeps the first time. */
    async markRead(userId: number, id: number, ctx: RequestContext) {
      const now = clock();
      await db.update(notifications).set({ readAt: now, updatedAt: now }).where(and(mine(userId, id), isNull(notifications.readAt)));
      return show(userId, id, ctx);
    },

    /** Marks every unread notification of the user read. */
    async markAllRead(userId: number): Promise<void> {
      const now = clock();
      await db.update(notifications).set({ readAt: now, updatedAt: now }).where(unread(userId));
    },

    /** Unread notifications in total and per type, and the user's payments still in progress. */
    async statistic(userId: number) {
      const [byType, [payments]] = await Promise.all([
        db.select({ type: notifications.type, total: count() }).from(notifications).where(unread(userId)).groupBy(notifications.type),
        db.select({ total: count() }).from(transactions).where(and(eq(transactions.userId, userId), eq(transactions.status, 'progress'))),
      ]);
      const perType = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 0])) as Record<NotificationType, number>;
      for (const row of byType) perType[row.type] = row.total;
      const total = byType.reduce((sum, row) => sum + row.total, 0);
      return { notification: total, ...perType, transaction: payments.total };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
