// Finding branches: their tags ("takes"), pictures with alternative texts, search by name or
// address, filters by tag, orders (`order_by`) and the recommended branches. The service
// (service.ts) wires these into its lists; each is one query.
//
// Orders of branches (`order_by`), ties by id:
// - new / old: when the branch was created, newest / oldest first.
// - best_sale / low_sale: orders that are not canceled, most / fewest first.
// - high_rating / low_rating: the average of the visible reviews (`shop_ratings`, kept by the
//   reviews), best / worst first; branches without a review come last either way.
// - trust_you: the recommended branches first (see below), best rated first, then the others.
// Recommended branches: those with at least one visible review and an average of 4 or more, the
// best average first, then the most reviewed.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, shownLocale, wantedLocales } from '../../http/translation';
import { foldForSearch, searchWords } from '../../http/search-text';
import { galleries, SHOP_TYPES, shops, shopTagLinks, shopTags, shopTranslations, type ShopType } from './tables';

export const SHOP_ORDERS = ['new', 'old', 'best_sale', 'low_sale', 'high_rating', 'low_rating', 'trust_you'] as const;
export type ShopOrder = (typeof SHOP_ORDERS)[number];

/** The lowest average rating of a recommended branch. */
export const RECOMMENDED_RATING = 4;
const MAX_SEARCH_LENGTH = 100;
const IMAGES_PATH = '/storage/images/';

export const SHOP_ORDER_RULES = 'new/old: by creation date; best_sale/low_sale: by orders that are not canceled; '
  + 'high_rating/low_rating: by the average rating of the visible reviews (branches without one last); trust_you: the '
  + `recommended branches (average ${RECOMMENDED_RATING} or more) first, best rated first, then the others. Ties by id.`;

type TranslationRecord = { id: number; locale: string; title: string } | null;

// Columns of the outer query, named with their table: drizzle leaves a one-table query's columns
// unqualified, and a subquery's own `id` would then shadow them.
const SHOP_ID = sql.raw('"shops"."id"');
const TAG_ID = sql.raw('"shop_tags"."id"');
const GALLERY_ID = sql.raw('"galleries"."id"');

const starsTotal = sql`(r.star_1 + r.star_2 + r.star_3 + r.star_4 + r.star_5)`;
/** The branch's visible reviews, counted (0 when none). */
const reviewsCount = sql`coalesce((select ${starsTotal} from shop_ratings r where r.shop_id = ${SHOP_ID}), 0)`;
/** Their average, null when none. */
const ratingAverage = sql`(select (r.star_1 + 2 * r.star_2 + 3 * r.star_3 + 4 * r.star_4 + 5 * r.star_5)::double precision
  / nullif(${starsTotal}, 0) from shop_ratings r where r.shop_id = ${SHOP_ID})`;
const ordersCount = sql`(select count(*) from orders o where o.shop_id = ${SHOP_ID} and o.status <> 'canceled')`;
const isRecommended = sql`coalesce(${ratingAverage} >= ${RECOMMENDED_RATING}::double precision, false)`;

/** Best rated first: the recommended branches' order. */
const bestRated = [sql`${ratingAverage} desc nulls last`, sql`${reviewsCount} desc`, asc(shops.id)];

/** ORDER BY terms of a branch list; by id when no order is asked. */
export function shopOrderTerms(order: ShopOrder | undefined): SQL[] {
  switch (order) {
    case undefined: return [asc(shops.id)];
    case 'new': return [desc(shops.createdAt), desc(shops.id)];
    case 'old': return [asc(shops.createdAt), asc(shops.id)];
    case 'best_sale': return [sql`${ordersCount} desc`, asc(shops.id)];
    case 'low_sale': return [sql`${ordersCount} asc`, asc(shops.id)];
    case 'high_rating': return bestRated;
    case 'low_rating': return [sql`${ratingAverage} asc nulls last`, asc(shops.id)];
    case 'trust_you': return [sql`${isRecommended} desc`, sql`(case when ${isRecommended} then ${ratingAverage} end) desc nulls last`,
      sql`(case when ${isRecommended} then ${reviewsCount} end) desc nulls last`, asc(shops.id)];
  }
}

/** The branches recommended: rated, an average of RECOMMENDED_RATING or more. */
export const recommendedCondition: SQL = isRecommended;
export const recommendedOrder = bestRated;

/** `order_by`: absent or empty → by id; anything else unknown → 400 `params.order_by`. */
export function parseShopOrder(value: string | undefined): ShopOrder | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!(SHOP_ORDERS as readonly string[]).includes(text)) throw badRequest('order_by', `must be one of ${SHOP_ORDERS.join(', ')}`, { code: 'one_of' });
  return text as ShopOrder;
}

/** `type`, the kind filter of the branch lists: absent or blank → every kind; anything but shop
 * or restaurant → 400 `params.type`. */
export function parseShopKind(value: string | undefined): ShopType | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (!(SHOP_TYPES as readonly string[]).includes(text)) throw badRequest('type', 'The selected type is invalid.', { code: 'one_of' });
  return text as ShopType;
}

/** A search text, trimmed: blank → undefined when optional (400 when required); too long → 400. */
export function parseShopSearch(value: string | undefined, required: boolean): string | undefined {
  const text = value?.trim() ?? '';
  if (!text) {
    if (required) throw badRequest('search', 'The search field is required.', { code: 'required' });
    return undefined;
  }
  if (text.length > MAX_SEARCH_LENGTH) throw badRequest('search', `must NOT have more than ${MAX_SEARCH_LENGTH} characters`, { code: 'too_long', max: MAX_SEARCH_LENGTH });
  return text;
}

/** Foodyman's `take`: one tag id or several (`take=1&take=2`, `take[]=1`, `take[0]=1`). */
export function tagCondition(tagIds: number[] | undefined): SQL | undefined {
  if (!tagIds?.length) return undefined;
  return sql`exists (select 1 from shop_tag_links l where l.shop_id = ${SHOP_ID} and l.tag_id in ${tagIds})`;
}

const tagTranslation = (ctx: RequestContext) => sql<TranslationRecord>`(select
  json_build_object('id', tt.id, 'locale', tt.locale, 'title', tt.title)
  from shop_tag_translations tt where tt.tag_id = ${TAG_ID} and ${shownLocale(sql`tt.locale`, ctx)})`;

export interface ShopTagView {
  id: number;
  img: string | null;
  translation: { id: number; locale: string; title: string };
}

const tagView = (row: { id: number; img: string | null; translation: TranslationRecord }, ctx: RequestContext): ShopTagView => ({
  id: row.id,
  img: row.img,
  translation: { id: row.translation?.id ?? 0, locale: row.translation?.locale ?? ctx.locale, title: row.translation?.title ?? '' },
});

export function createShopDiscovery(db: Database) {
  return {
    /** Every tag, by id, titled in the requested language (else the default one). */
    async allTags(ctx: RequestContext): Promise<ShopTagView[]> {
      const rows = await db.select({ id: shopTags.id, img: shopTags.img, translation: tagTranslation(ctx) }).from(shopTags)
        .orderBy(asc(shopTags.id));
      return rows.map((row) => tagView(row, ctx));
    },

    /** The tags of each shop, by tag id. */
    async tagsOf(shopIds: number[], ctx: RequestContext): Promise<Map<number, ShopTagView[]>> {
      const tags = new Map<number, ShopTagView[]>();
      if (!shopIds.length) return tags;
      const rows = await db.select({ shopId: shopTagLinks.shopId, id: shopTags.id, img: shopTags.img, translation: tagTranslation(ctx) })
        .from(shopTagLinks).innerJoin(shopTags, eq(shopTags.id, shopTagLinks.tagId))
        .where(inArray(shopTagLinks.shopId, shopIds)).orderBy(asc(shopTags.id));
      for (const row of rows) {
        const list = tags.get(row.shopId) ?? [];
        list.push(tagView(row, ctx));
        tags.set(row.shopId, list);
      }
      return tags;
    },

    /** The shop's pictures by id, each titled by its alternative text in the requested language,
     * else the default one, else its stored caption; null when it has none. */
    async galleryOf(shopId: number, ctx: RequestContext) {
      const rows = await db.select({
        id: galleries.id,
        title: sql<string>`coalesce((select gt.title from gallery_translations gt where gt.gallery_id = ${GALLERY_ID}
          and ${shownLocale(sql`gt.locale`, ctx)}), ${galleries.title})`,
        type: galleries.type,
        path: galleries.path,
      }).from(galleries).where(eq(galleries.shopId, shopId)).orderBy(asc(galleries.id));
      if (!rows.length) return null;
      return { id: shopId, active: true, shop_id: shopId, galleries: rows.map((row) => ({ ...row, base_path: IMAGES_PATH })) };
    },

    /**
     * The branches of `mainId` whose title or address, in the requested language (else the
     * default one), has every word of `search` as the start of a word, ignoring case and accents
     * (the product search's folding), as a condition on shops.
     */
    async searchCondition(mainId: number, search: string, ctx: RequestContext): Promise<SQL> {
      const words = searchWords(search);
      if (!words.length) return sql`false`;
      const rows = await db.select({
        shopId: shopTranslations.shopId, locale: shopTranslations.locale, title: shopTranslations.title, address: shopTranslations.address,
      }).from(shopTranslations).innerJoin(shops, eq(shops.id, shopTranslations.shopId))
        .where(and(eq(shops.parentId, mainId), inArray(shopTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale))));
      const matching = [...pickTranslations(rows, (row) => row.shopId, ctx.locale).values()].filter((row) => {
        const tokens = foldForSearch(`${row.title} ${row.address}`).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
        return words.every((word) => tokens.some((token) => token.startsWith(word)));
      }).map((row) => row.shopId);
      return matching.length ? inArray(shops.id, matching) : sql`false`;
    },
  };
}

export type ShopDiscovery = ReturnType<typeof createShopDiscovery>;
