// The Notification resource (schemas.ts): the stored texts, with the user who caused it, the
// order and the news item it is about. A page of notifications loads each in one query.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';
import type { RequestContext } from '../../http/request-context';
import { blogs, blogTranslationsOf } from '../news';
import { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;

const idsOf = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

async function loadClients(db: Database, ids: number[]) {
  const rows = ids.length
    ? await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, img: users.img })
      .from(users).where(inArray(users.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** `{uuid, title, short_desc}` of each news item, in the request's language (else the default one). */
async function loadBlogs(db: Database, ids: number[], ctx: RequestContext) {
  if (!ids.length) return new Map<number, { uuid: string; title: string; short_desc: string }>();
  const [rows, texts] = await Promise.all([
    db.select({ id: blogs.id, uuid: blogs.uuid }).from(blogs).where(inArray(blogs.id, ids)),
    blogTranslationsOf(db, ids, ctx),
  ]);
  return new Map(rows.map((row) => {
    const translation = texts.get(row.id);
    return [row.id, { uuid: row.uuid, title: translation?.title ?? '', short_desc: translation?.shortDesc ?? '' }];
  }));
}

/** Notification resources of `rows`, in their order. */
export async function notificationViews(db: Database, rows: NotificationRow[], ctx: RequestContext) {
  const [clients, news] = await Promise.all([
    loadClients(db, idsOf(rows.map((row) => row.clientId))),
    loadBlogs(db, idsOf(rows.map((row) => row.blogId)), ctx),
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data,
    user_id: row.userId,
    read_at: row.readAt ? resourceDate(row.readAt) : null,
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
    client: row.clientId === null ? null : clients.get(row.clientId) ?? null,
    order: row.orderId === null ? null : { id: row.orderId },
    blog: row.blogId === null ? null : news.get(row.blogId) ?? null,
  }));
}
