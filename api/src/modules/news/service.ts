// News items (Foodyman's blogs): drafts until published, then listed newest first for
// everyone. Publishing announces the item once (publishNews).
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resourceDate } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { isUuid } from '../../http/schemas';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { blogs, blogTranslations } from './tables';

type BlogRow = typeof blogs.$inferSelect;

const isPublished = and(isNotNull(blogs.publishedAt), eq(blogs.active, true));

/** Tells the readers that news item `blogId` is out, in the transaction that publishes it: the
 * notifications module, which reads the news (so news imports none of it), given by the caller. */
export type NewsAnnouncer = (tx: Database, blogId: number, at: Date) => Promise<void>;

/** Publishes the draft news item `blogId` at `at` and, in the same transaction, announces it. An
 * item already published is left as it is, so nobody is told twice; an unknown item → 404. */
export async function publishNews(db: Database, blogId: number, at: Date, announce: NewsAnnouncer): Promise<void> {
  await db.transaction(async (tx) => {
    const published = await tx.update(blogs).set({ publishedAt: at, updatedAt: at })
      .where(and(eq(blogs.id, blogId), isNull(blogs.publishedAt))).returning({ id: blogs.id });
    if (!published.length) {
      const [known] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!known) throw notFound();
      return;
    }
    await announce(tx, blogId, at);
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
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
