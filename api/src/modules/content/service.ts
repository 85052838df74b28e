// The storefront's information content: pages by type (about and its sections, deliver with us,
// privacy, terms), open positions, help questions and the categories they are filed in. Only
// published rows are ever answered; texts are in the requested language, else the default one;
// rich texts leave as safe HTML (http/rich-text.ts).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resourceDate } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { plainText, richText } from '../../http/rich-text';
import { shownLocale } from '../../http/translation';
import { categories, isListed, products } from '../catalogue';
import { parseShopSearch } from '../shops';
import { careers, faqs, pages, type PageType } from './tables';
import { categoryTitle, isPublished, qualified, shownTextContains, shownTranslation, type CategoryTitleView } from './shown';

/** Which content table each category type files. */
const CATEGORY_ITEMS = { receipt: 'recipes', career: 'careers', faq: 'faqs' } as const;
/** Content categories, and the kinds Foodyman clients list as well: the menu's (`main`)
 * and kinds of shop (`shop`, of which there are none: branches carry tags). */
export type ContentCategoryType = keyof typeof CATEGORY_ITEMS | 'main' | 'shop';

export interface CareerFilter {
  categoryId?: number;
  shopId?: number;
  type?: (typeof careers.$inferSelect)['type'];
  search?: string;
}

export interface FaqFilter {
  categoryId?: number;
  search?: string;
}

interface PageText { title: string; description: string; button_text: string }
interface CareerText { title: string; location: string; description: string }
interface FaqText { question: string; answer: string }
interface CategoryText { title: string; description: string }

/** A list's page: its rows (already limited) as views, and the total of the whole list. */
async function pageOfViews<R, V>(
  total: Promise<{ total: number }[]>, rows: Promise<R[]>, view: (row: R) => V, page: PageRequest, url: PageUrl,
) {
  const [[{ total: all }], list] = await Promise.all([total, rows]);
  return paginated(list.map(view), all, page, url);
}

function pageView({ page, text }: { page: typeof pages.$inferSelect; text: PageText | null }) {
  return {
    id: page.id,
    type: page.type,
    position: page.position,
    img: page.img,
    translation: { title: text?.title ?? '', description: richText(text?.description ?? ''), button_text: text?.button_text ?? '' },
    updated_at: resourceDate(page.updatedAt),
  };
}

function careerView({ career, text, category }: { career: typeof careers.$inferSelect; text: CareerText | null; category: CategoryTitleView | null }) {
  return {
    id: career.id,
    type: career.type,
    shop_id: career.shopId,
    category,
    translation: { title: text?.title ?? '', location: text?.location ?? '', description: richText(text?.description ?? '') },
    created_at: resourceDate(career.createdAt),
  };
}

function faqView({ faq, text, category }: { faq: typeof faqs.$inferSelect; text: FaqText | null; category: CategoryTitleView | null }) {
  const answer = text?.answer ?? '';
  return { id: faq.id, category, translation: { question: text?.question ?? '', answer: plainText(answer), answer_html: richText(answer) } };
}

function careerConditions(filter: CareerFilter, ctx: RequestContext): SQL {
  const search = parseShopSearch(filter.search, false);
  return and(
    isPublished(careers.status),
    filter.categoryId === undefined ? undefined : eq(careers.categoryId, filter.categoryId),
    filter.shopId === undefined ? undefined : eq(careers.shopId, filter.shopId),
    filter.type === undefined ? undefined : eq(careers.type, filter.type),
    search === undefined ? undefined
      : shownTextContains('career_translations', 'career_id', careers.id, ['title', 'location', 'description'], search, ctx),
  )!;
}

function faqConditions(filter: FaqFilter, ctx: RequestContext): SQL {
  const search = parseShopSearch(filter.search, false);
  return and(
    isPublished(faqs.status),
    filter.categoryId === undefined ? undefined : eq(faqs.categoryId, filter.categoryId),
    search === undefined ? undefined : shownTextContains('faq_translations', 'faq_id', faqs.id, ['question', 'answer'], search, ctx),
  )!;
}

/** Published items of the category's type filed in it; a menu category's are the products a
 * customer can buy (catalogue/listing.ts); a kind of shop has none. */
function itemsCount(type: ContentCategoryType) {
  if (type === 'main') {
    return sql<number>`(select count(*)::int from ${products} where ${isListed} and ${products.categoryId} = ${qualified(categories.id)})`;
  }
  if (type === 'shop') return sql<number>`0`;
  return sql<number>`(select count(*)::int from ${sql.identifier(CATEGORY_ITEMS[type])} x
  where x.category_id = ${qualified(categories.id)} and x.status = 'published')`;
}

export function createContentService(db: Database) {
  const pageColumns = (ctx: RequestContext) => ({ page: pages, text: shownTranslation<PageText>('page_translations', 'page_id', pages.id, ctx) });
  const careerColumns = (ctx: RequestContext) => ({
    career: careers,
    text: shownTranslation<CareerText>('career_translations', 'career_id', careers.id, ctx),
    category: categoryTitle(careers.categoryId, ctx),
  });
  const faqColumns = (ctx: RequestContext) => ({
    faq: faqs, text: shownTranslation<FaqText>('faq_translations', 'faq_id', faqs.id, ctx), category: categoryTitle(faqs.categoryId, ctx),
  });

  return {
    /** Published pages (of `type` when given), by position then id. */
    listPages(type: PageType | undefined, page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const where = and(isPublished(pages.status), type === undefined ? undefined : eq(pages.type, type));
      return pageOfViews(
        db.select({ total: count() }).from(pages).where(where),
        db.select(pageColumns(ctx)).from(pages).where(where).orderBy(asc(pages.position), asc(pages.id))
          .limit(page.perPage).offset(pageOffset(page)),
        pageView, page, url,
      );
    },

    /** The page of `type`: its first published page by position; none → 404. */
    async showPage(type: PageType, ctx: RequestContext) {
      const [row] = await db.select(pageColumns(ctx)).from(pages).where(and(isPublished(pages.status), eq(pages.type, type)))
        .orderBy(asc(pages.position), asc(pages.id)).limit(1);
      if (!row) throw notFound();
      return pageView(row);
    },

    /** Published positions matching the filter, by position then id. */
    listCareers(filter: CareerFilter, page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const where = careerConditions(filter, ctx);
      return pageOfViews(
        db.select({ total: count() }).from(careers).where(where),
        db.select(careerColumns(ctx)).from(careers).where(where).orderBy(asc(careers.position), asc(careers.id))
          .limit(page.perPage).offset(pageOffset(page)),
        careerView, page, url,
      );
    },

    /** A published position; a draft or an unknown id → 404. */
    async showCareer(id: number, ctx: RequestContext) {
      const [row] = await db.select(careerColumns(ctx)).from(careers).where(and(eq(careers.id, id), isPublished(careers.status)));
      if (!row) throw notFound();
      return careerView(row);
    },

    /** Published questions matching the filter, by their category's input, then position, then id. */
    listFaqs(filter: FaqFilter, page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const where = faqConditions(filter, ctx);
      const categoryInput = sql`(select c.input from categories c where c.id = ${qualified(faqs.categoryId)}) asc nulls last`;
      return pageOfViews(
        db.select({ total: count() }).from(faqs).where(where),
        db.select(faqColumns(ctx)).from(faqs).where(where).orderBy(categoryInput, asc(faqs.categoryId), asc(faqs.position), asc(faqs.id))
          .limit(page.perPage).offset(pageOffset(page)),
        faqView, page, url,
      );
    },

    /** Active, published categories of `type`, by input then id, with their published items counted. */
    listCategories(type: ContentCategoryType, page: PageRequest, url: PageUrl, ctx: RequestContext) {
      const where = and(eq(categories.type, type), eq(categories.active, true), eq(categories.status, 'published'));
      const text = sql<CategoryText | null>`(select json_build_object('title', ct.title, 'description', ct.description)
        from category_translations ct where ct.category_id = ${qualified(categories.id)} and ${shownLocale(sql`ct.locale`, ctx)})`;
      return pageOfViews(
        db.select({ total: count() }).from(categories).where(where),
        db.select({ category: categories, text, items: itemsCount(type) }).from(categories).where(where)
          .orderBy(asc(categories.input), asc(categories.id)).limit(page.perPage).offset(pageOffset(page)),
        ({ category, text: shown, items }) => ({
          id: category.id, type, input: category.input, img: category.img, items_count: items,
          translation: { title: shown?.title ?? '', description: shown?.description ?? '' },
        }),
        page, url,
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
