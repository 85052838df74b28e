// The landing page Foodyman clients open first (`GET /rest/landing-pages/welcome`): a hero with
// features, every text per locale. It is made of content the restaurant already keeps, so there
// is nothing else to edit: the hero is the main shop (its title, description and cover picture),
// the features are the published sections of the about page (pages of type `all_about`).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { languages } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { plainText } from '../../http/rich-text';
import { mainShopRow, shopTranslations } from '../shops';
import { pages, pageTranslations } from './tables';
import { isPublished } from './shown';

/** The only landing page there is. */
export const LANDING_PAGE_TYPES = ['welcome'] as const;

type PerLocale = Record<string, string>;

/** `{locale: text}` of `rows` of one owner, in the active languages only. */
const perLocale = <R extends { locale: string }>(rows: R[], locales: Set<string>, text: (row: R) => string): PerLocale =>
  Object.fromEntries(rows.filter((row) => locales.has(row.locale)).map((row) => [row.locale, text(row)]));

export function createLandingPages(db: Database) {
  return {
    /** The landing page of `type` (only `welcome`; else, or without a main shop, 404). */
    async show(type: string) {
      if (!(LANDING_PAGE_TYPES as readonly string[]).includes(type)) throw notFound();
      const main = await mainShopRow(db);
      if (!main) throw notFound();
      const [active, heroTexts, sections] = await Promise.all([
        db.select({ locale: languages.locale }).from(languages).where(eq(languages.active, true)),
        db.select().from(shopTranslations).where(eq(shopTranslations.shopId, main.id)),
        db.select().from(pages).where(and(eq(pages.type, 'all_about'), isPublished(pages.status))).orderBy(asc(pages.position), asc(pages.id)),
      ]);
      const locales = new Set(active.map((language) => language.locale));
      const sectionTexts = sections.length
        ? await db.select().from(pageTranslations).where(inArray(pageTranslations.pageId, sections.map((section) => section.id)))
        : [];
      const updated = [main.updatedAt, ...sections.map((section) => section.updatedAt)].reduce((a, b) => (b > a ? b : a));
      return {
        id: main.id,
        type,
        data: {
          img: main.backgroundImg || null,
          title: perLocale(heroTexts, locales, (row) => row.title),
          description: perLocale(heroTexts, locales, (row) => row.description),
          features: sections.map((section) => {
            const texts = sectionTexts.filter((row) => row.pageId === section.id);
            return {
              img: section.img,
              title: perLocale(texts, locales, (row) => row.title),
              description: perLocale(texts, locales, (row) => plainText(row.description)),
            };
          }),
        },
        created_at: resourceDate(main.createdAt),
        updated_at: resourceDate(updated),
      };
    },
  };
}

export type LandingPages = ReturnType<typeof createLandingPages>;
