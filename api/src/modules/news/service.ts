// News items (Foodyman's blogs): drafts until published, then listed newest first for
// everyone. Publishing notifies every active user once (publishNews).
import { and, count, desc, eq, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { blogs, blogTranslations, notifications, users } from '../../db/schema';
import { resourceDate } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { isUuid } from '../../http/schemas';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { defaultLocale, userLocale } from '../notifications/events';
import { turnedOff } from '../notifications/preferences';

type BlogRow = typeof blogs.$inferSelect;

const isPublished = and(isNotNull(blogs.publishedAt), eq(blogs.active, true));

/** Publishes the draft news item `blogId` at `at` and, in the same transaction, notifies every
 * active user who has not turned `news_publish` off, with one INSERT … SELECT: titled in the
 * user's language (else the default one), the short description as body. An item already
 * published is left as it is, so nobody is notified twice; an unknown item → 404. */
export async function publishNews(db: Database, blogId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const published = await tx.update(blogs).set({ publishedAt: at, updatedAt: at })
      .where(and(eq(blogs.id, blogId), isNull(blogs.publishedAt))).returning({ id: blogs.id });
    if (!published.length) {
      const [known] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!known) throw notFound();
      return;
    }
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
  });
}

/** Each news item's translation in the request's language (else the default one), by item id. */
export async function blogTranslationsOf(db: Database, ids: number[], ctx: RequestContext) {
  const translations = await db.select().from(blogTranslations).where(and(
    inArray(blogTranslations.blogId, ids),
    inArray(blogTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)),
  ));
  return pickTranslations(translations, (row) => row.blogId, ctx.locale);
}

export function createNewsService(db: Database) {
  async function views(rows: BlogRow[], ctx: RequestContext) {
    if (!rows.length) return [];
    const picked = await blogTranslationsOf(db, rows.map((row) => row.id), ctx);
    return rows.map((row) => {
      const translation = picked.get(row.id);
      return {
        id: row.id,
        uuid: row.uuid,
        img: row.img,
        published_at: resourceDate(row.publishedAt!),
        created_at: resourceDate(row.createdAt),
        updated_at: resourceDate(row.updatedAt),
        translation: { title: translation?.title ?? '', short_desc: translation?.shortDesc ?? '', description: translation?.description ?? '' },
      };
    });
  }

  return {
    /** Published, active items, newest first. */
    async list(page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(blogs).where(isPublished),
        db.select().from(blogs).where(isPublished).orderBy(desc(blogs.publishedAt), desc(blogs.id))
          .limit(page.perPage).offset(pageOffset(page)),
      ]);
      return paginated(await views(rows, ctx), total, page, url);
    },

    /** A published item by uuid; a draft, an inactive, an unknown or a malformed uuid → 404. */
    async show(uuid: string, ctx: RequestContext) {
      if (!isUuid(uuid)) throw notFound();
      const [row] = await db.select().from(blogs).where(and(eq(blogs.uuid, uuid.toLowerCase()), isPublished));
      if (!row) throw notFound();
      const [view] = await views([row], ctx);
      return view;
    },

    publishNews: (blogId: number, at: Date) => publishNews(db, blogId, at),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
