// Product search over the folded title and description of each product's translation in the
// requested language (the default language's when the product has none). Backed by the GIN
// index on product_translations.search_vector (PostgreSQL's planner picks it once the catalogue
// outgrows a few thousand translations; below that a scan is cheaper). Title matches rank
// before description-only ones, then products by id.
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { prefixQuery, searchWords } from '../../http/search-text';
import { productTranslations, products } from './tables';
import { isListed } from './listing';
import { ranksJoin, type Ranking } from './ordering';
import { productRecord, type ProductRecord } from './product-record';

export interface SearchRequest extends PageRequest {
  search: string;
  shopId?: number;
}

/** Longest search text, once trimmed. */
export const MAX_SEARCH_LENGTH = 100;

/** The translation a customer sees: the requested locale's, else the default locale's. */
function shownTranslation(ctx: RequestContext): SQL {
  if (ctx.locale === ctx.defaultLocale) return eq(productTranslations.locale, ctx.locale);
  const hasRequested = sql`exists (select 1 from product_translations requested where requested.product_id = ${productTranslations.productId} and requested.locale = ${ctx.locale})`;
  return or(
    eq(productTranslations.locale, ctx.locale),
    and(eq(productTranslations.locale, ctx.defaultLocale), sql`not ${hasRequested}`),
  ) as SQL;
}

export function createProductSearch(db: Database) {
  /** Only needed for a page past the last one, where the window count has no row to ride on. */
  async function countMatches(where: SQL | undefined): Promise<number> {
    const [{ total }] = await db.select({ total: count() }).from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId)).where(where);
    return total;
  }

  return {
    /** `options.ranking` orders the matches instead of relevance (title matches first, then by id);
     * `options.narrowing` keeps only the products it holds for (category, price range). */
    async find(ctx: RequestContext, request: SearchRequest, options: { ranking?: Ranking; narrowing?: SQL } = {}): Promise<{
      records: ProductRecord[]; total: number;
    }> {
      const term = request.search.trim();
      if (!term) throw badRequest('search', 'The search field is required.', { code: 'required' });
      if (term.length > MAX_SEARCH_LENGTH) throw badRequest('search', `must NOT have more than ${MAX_SEARCH_LENGTH} characters`, { code: 'too_long', max: MAX_SEARCH_LENGTH });
      const words = searchWords(term);
      if (!words.length) return { records: [], total: 0 };

      const matches = sql`${productTranslations.searchVector} @@ to_tsquery('simple', ${prefixQuery(words)})`;
      const inTitle = sql`${productTranslations.searchVector} @@ to_tsquery('simple', ${prefixQuery(words, 'A')})`;
      const where = and(
        matches,
        shownTranslation(ctx),
        isListed,
        request.shopId === undefined ? undefined : eq(products.shopId, request.shopId),
        options.narrowing,
      );
      const { ranking } = options;
      // One round trip: the window count gives the total alongside the page.
      const query = db.select({ record: productRecord(ctx), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId)).$dynamic();
      if (ranking?.ranks) query.leftJoin(ranking.ranks, ranksJoin);
      const found = await query.where(where)
        .orderBy(...(ranking ? ranking.terms : [desc(inTitle), asc(products.id)]))
        .limit(request.perPage).offset(pageOffset(request));
      const total = found.length ? found[0].total : await countMatches(where);
      return { records: found.map(({ record }) => record), total };
    },
  };
}
