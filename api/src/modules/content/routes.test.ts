import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careers, careerTranslations, categories, faqs, faqTranslations, pages, pageTranslations, type PageType,
} from '../../db/schema';
import { DEMO_CAREERS, DEMO_CONTENT_CATEGORIES, DEMO_FAQS, DEMO_PAGES } from '../../db/seed/content-data';
import { expectInert, HOSTILE_MARKDOWN } from '../../testing/rich-text';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface Page { id: number; type: string; translation: { title: string; description: string; button_text: string } }
interface Career { id: number; type: string; shop_id: number | null; category: { id: number; title: string } | null; translation: { title: string; location: string; description: string } }
interface Faq { id: number; category: { id: number; title: string } | null; translation: { question: string; answer: string; answer_html: string } }
interface ListOf<T> { data: T[]; meta: { total: number } }

const demoPage = (type: PageType) => DEMO_PAGES.find((page) => page.type === type)!;

/** A page written straight into the database (a draft unless said otherwise), texts in `locales`. */
async function addPage(type: PageType, texts: Record<string, string>, status: 'draft' | 'published' = 'draft', position = -1) {
  const [row] = await t.database.db.insert(pages).values({ type, status, position }).returning({ id: pages.id });
  await t.database.db.insert(pageTranslations).values(Object.entries(texts).map(([locale, title]) => ({
    pageId: row.id, locale, title, description: `${title} text`,
  })));
  return row.id;
}

function expectNotFound(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(404);
  expect(answer.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
}

describe('pages, policy and terms', () => {
  it('answers the about sections in order, as Markdown rendered to HTML, in the requested language', async () => {
    const { status, body } = await getJson<ListOf<Page>>(t.app, '/rest/pages/paginate?type=all_about&lang=fr');
    expect(status).toBe(200);
    const sections = DEMO_PAGES.filter((page) => page.type === 'all_about');
    expect(body.data.map((page) => page.translation.title)).toEqual(sections.map((page) => page.texts.fr[0]));
    expect(body.data[0].translation.description).toBe('<p>Deux cuisiniers, un four et une règle : <em>cuisiner chaque commande au '
      + 'moment où elle est passée</em>. La règle est restée quand le four est devenu quatre cuisines.</p>\n');
    expect(body.meta.total).toBe(sections.length);
  });

  it.each([['/rest/pages/about', 'about'], ['/rest/pages/delivery', 'delivery'], ['/rest/policy', 'privacy'], ['/rest/term', 'terms']] as const)(
    '%s answers the %s page in the envelope', async (path, type) => {
      const { status, body } = await getJson<{ status: boolean; data: Page }>(t.app, `${path}?lang=ar`);
      expect(status).toBe(200);
      expect(body.status).toBe(true);
      expect(body.data).toMatchObject({ type, translation: { title: demoPage(type).texts.ar[0], button_text: demoPage(type).texts.ar[2] } });
    },
  );

  it('falls back to the default language for a text missing in the requested one', async () => {
    const id = await addPage('all_about', { en: 'English only section' }, 'published', 99);
    const { body } = await getJson<ListOf<Page>>(t.app, '/rest/pages/paginate?type=all_about&lang=ar');
    expect(body.data.find((page) => page.id === id)?.translation).toEqual({
      title: 'English only section', description: '<p>English only section text</p>\n', button_text: '',
    });
    await t.database.db.delete(pages).where(eq(pages.id, id));
  });

  it('never answers a draft: not listed, and not the page of its type even when first', async () => {
    const id = await addPage('terms', { en: 'Draft terms' });
    const list = await getJson<ListOf<Page>>(t.app, '/rest/pages/paginate?perPage=100');
    expect(list.body.data.map((page) => page.id)).not.toContain(id);
    expect((await getJson<{ data: Page }>(t.app, '/rest/term')).body.data.translation.title).toBe(demoPage('terms').texts.en[0]);
    await t.database.db.update(pages).set({ status: 'draft' }).where(eq(pages.type, 'privacy'));
    expectNotFound(await getJson(t.app, '/rest/policy'));
    await t.database.db.update(pages).set({ status: 'published' }).where(eq(pages.type, 'privacy'));
    await t.database.db.delete(pages).where(eq(pages.id, id));
  });

  it('renders hostile page text inert', async () => {
    const [row] = await t.database.db.insert(pages).values({ type: 'delivery', status: 'published', position: -5 }).returning({ id: pages.id });
    await t.database.db.insert(pageTranslations).values({ pageId: row.id, locale: 'en', title: '<b>x</b>', description: HOSTILE_MARKDOWN.join('\n\n') });
    const { body } = await getJson<{ data: Page }>(t.app, '/rest/pages/delivery');
    expect(body.data.id).toBe(row.id);
    expect(body.data.translation.title).toBe('<b>x</b>'); // plain text: the web shows it as text
    expectInert(body.data.translation.description);
    expect(body.data.translation.description).toContain('&lt;script&gt;');
    await t.database.db.delete(pages).where(eq(pages.id, row.id));
  });

  it('refuses an unknown type and bad paging with 400 naming the field', async () => {
    for (const [path, field] of [['/rest/pages/paginate?type=home', 'type'], ['/rest/pages/home', 'type'], ['/rest/pages/paginate?perPage=101', 'perPage'],
      ['/rest/policy?lang=xx', 'lang']]) {
      const { status, body } = await getJson<{ params: object }>(t.app, path);
      expect(status, path).toBe(400);
      expect(Object.keys(body.params)).toEqual([field]);
    }
  });
});

describe('GET /rest/landing-pages/{type}', () => {
  it('answers the welcome page: the restaurant as the hero, the about sections as features, texts per locale in plain text', async () => {
    const { status, body } = await getJson<{ status: boolean; data: Record<string, any> }>(t.app, '/rest/landing-pages/welcome'); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const sections = DEMO_PAGES.filter((page) => page.type === 'all_about');
    expect(body.data).toMatchObject({
      id: expect.any(Number), type: 'welcome', created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/),
      data: {
        img: expect.stringMatching(/^http.*\/storage\/images\/shops\/main\.svg$/),
        title: { en: 'Storefront Kitchen', fr: 'Storefront Kitchen', ar: 'مطبخ ستورفرونت' },
        description: { en: expect.any(String), fr: expect.any(String), ar: expect.any(String) },
      },
    });
    expect(body.data.data.features.map((feature: { title: Record<string, string> }) => feature.title))
      .toEqual(sections.map((section) => ({ en: section.texts.en[0], fr: section.texts.fr[0], ar: section.texts.ar[0] })));
    expect(body.data.data.features[0].description.en).toBe('Two cooks, one oven and a rule: cook every order when it is placed. The rule stayed as the oven became four kitchens.');
    expect(body.data.data.features[2].img).toBeNull();
    // A draft section is no feature.
    const draft = await addPage('all_about', { en: 'Hidden section' });
    expect((await getJson<{ data: { data: { features: unknown[] } } }>(t.app, '/rest/landing-pages/welcome')).body.data.data.features).toHaveLength(sections.length);
    await t.database.db.delete(pages).where(eq(pages.id, draft));
  });

  it('answers 404 for any other landing page', async () => {
    for (const type of ['home', 'WELCOME', '1']) expectNotFound(await getJson(t.app, `/rest/landing-pages/${type}`));
  });
});

describe('careers', () => {
  it('lists the published positions with category, branch, type and texts', async () => {
    const { status, body } = await getJson<ListOf<Career>>(t.app, '/rest/careers/paginate?perPage=100&lang=fr');
    expect(status).toBe(200);
    expect(body.data.map((career) => career.translation.title)).toEqual(DEMO_CAREERS.map((career) => career.texts.fr[0]));
    const [first] = body.data;
    expect(first).toMatchObject({ type: 'full_time', shop_id: expect.any(Number), category: { title: 'Cuisine' } });
    expect(first.translation.location).toBe(DEMO_CAREERS[0].texts.fr[1]);
    expect(first.translation.description).toContain('<strong>Votre profil :</strong>');
    expect(body.data.filter((career) => career.shop_id === null)).toHaveLength(DEMO_CAREERS.filter((career) => career.branch === null).length);
  });

  it('filters by category, branch, type and search', async () => {
    const all = (await getJson<ListOf<Career>>(t.app, '/rest/careers/paginate?perPage=100')).body.data;
    const kitchen = all[0].category!.id;
    const byCategory = await getJson<ListOf<Career>>(t.app, `/rest/careers/paginate?category_id=${kitchen}`);
    expect(byCategory.body.data.map((career) => career.id)).toEqual(all.filter((career) => career.category?.id === kitchen).map((career) => career.id));
    const branch = all[0].shop_id!;
    const byBranch = await getJson<ListOf<Career>>(t.app, `/rest/careers/paginate?shop_id=${branch}`);
    expect(byBranch.body.data.map((career) => career.id)).toEqual(all.filter((career) => career.shop_id === branch).map((career) => career.id));
    const interns = await getJson<ListOf<Career>>(t.app, '/rest/careers/paginate?type=internship');
    expect(interns.body.data.map((career) => career.type)).toEqual(['internship']);
    const sushi = await getJson<ListOf<Career>>(t.app, `/rest/careers/paginate?search=${encodeURIComponent('SUSHI')}`);
    expect(sushi.body.data.map((career) => career.translation.title)).toEqual(['Sushi chef']);
    // `%` is taken literally: only the rider's "100% of tips" holds one.
    const percent = await getJson<ListOf<Career>>(t.app, '/rest/careers/paginate?search=%25');
    expect(percent.body.data.map((career) => career.translation.title)).toEqual(['Delivery rider']);
  });

  it('shows one published position; a draft or an unknown one is 404, a malformed id 400', async () => {
    const all = (await getJson<ListOf<Career>>(t.app, '/rest/careers/paginate?perPage=1')).body.data;
    const shown = await getJson<{ data: Career }>(t.app, `/rest/careers/${all[0].id}?lang=ar`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.translation.title).toBe(DEMO_CAREERS[0].texts.ar[0]);
    const [draft] = await t.database.db.insert(careers).values({ type: 'seasonal' }).returning({ id: careers.id });
    await t.database.db.insert(careerTranslations).values({ careerId: draft.id, locale: 'en', title: 'Secret job' });
    expectNotFound(await getJson(t.app, `/rest/careers/${draft.id}`));
    expect((await getJson<ListOf<Career>>(t.app, '/rest/careers/paginate?perPage=100')).body.data.map((career) => career.id)).not.toContain(draft.id);
    expectNotFound(await getJson(t.app, '/rest/careers/2000000000'));
    const malformed = await getJson<{ params: object }>(t.app, '/rest/careers/abc');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.params)).toEqual(['id']);
  });
});

describe('FAQs', () => {
  it('lists the published questions by category, answers as plain text and as HTML', async () => {
    const { body } = await getJson<ListOf<Faq>>(t.app, '/rest/faqs/paginate?perPage=100');
    expect(body.meta.total).toBe(DEMO_FAQS.length);
    expect(body.data.map((faq) => faq.translation.question)).toEqual(DEMO_FAQS.map((faq) => faq.texts.en[0]));
    expect(new Set(body.data.map((faq) => faq.category!.title)).size).toBe(4);
    // Foodyman clients show `answer` as it is (no markup); the web renders `answer_html`.
    expect(body.data[1].translation.answer_html).toContain('<strong>group order</strong>');
    expect(body.data[1].translation.answer).toContain('group order');
    expect(body.data.every((faq) => !/[<>]/.test(faq.translation.answer))).toBe(true);
  });

  it('searches the question and the answer in the requested language, else the default one', async () => {
    const french = await getJson<ListOf<Faq>>(t.app, `/rest/faqs/paginate?search=${encodeURIComponent('portefeuille')}&lang=fr&perPage=100`);
    expect(french.body.data.length).toBeGreaterThan(0);
    for (const faq of french.body.data) expect(`${faq.translation.question} ${faq.translation.answer}`.toLowerCase()).toContain('portefeuille');
    expect((await getJson<ListOf<Faq>>(t.app, '/rest/faqs/paginate?search=portefeuille&lang=en')).body.data).toEqual([]);
    const [faq] = await t.database.db.insert(faqs).values({ status: 'published' }).returning({ id: faqs.id });
    await t.database.db.insert(faqTranslations).values({ faqId: faq.id, locale: 'en', question: 'Zanzibar question?', answer: 'Only in English.' });
    const fallback = await getJson<ListOf<Faq>>(t.app, '/rest/faqs/paginate?search=zanzibar&lang=fr');
    expect(fallback.body.data.map((row) => row.id)).toEqual([faq.id]);
    await t.database.db.update(faqs).set({ status: 'draft' }).where(eq(faqs.id, faq.id));
    expect((await getJson<ListOf<Faq>>(t.app, '/rest/faqs/paginate?search=zanzibar')).body.data).toEqual([]);
  });

  it('filters by category and refuses a search over 100 characters', async () => {
    const all = (await getJson<ListOf<Faq>>(t.app, '/rest/faqs/paginate?perPage=100')).body.data;
    const category = all[0].category!.id;
    const one = await getJson<ListOf<Faq>>(t.app, `/rest/faqs/paginate?category_id=${category}&perPage=100`);
    expect(one.body.data.map((faq) => faq.id)).toEqual(all.filter((faq) => faq.category?.id === category).map((faq) => faq.id));
    const long = await getJson<{ params: object }>(t.app, `/rest/faqs/paginate?search=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.params)).toEqual(['search']);
  });
});

describe('GET /rest/categories/paginate', () => {
  it('lists the categories of a content type with their published items counted', async () => {
    const { body } = await getJson<ListOf<{ id: number; type: string; items_count: number; translation: { title: string } }>>(
      t.app, '/rest/categories/paginate?type=career&lang=fr');
    const demo = DEMO_CONTENT_CATEGORIES.filter((category) => category.type === 'career');
    expect(body.data.map((category) => category.translation.title)).toEqual(demo.map((category) => category.texts.fr[0]));
    expect(body.data.map((category) => category.items_count))
      .toEqual(demo.map((category) => DEMO_CAREERS.filter((career) => career.category === category.key).length));
    const [menu] = await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.type, 'main')).limit(1);
    expect(body.data.map((category) => category.id)).not.toContain(menu.id);
  });

  it('lists the menu\'s categories (type=main) with the products a customer can buy, and no kinds of shop (type=shop)', async () => {
    const main = await getJson<ListOf<{ id: number; type: string; items_count: number }>>(t.app, '/rest/categories/paginate?perPage=20&type=main');
    expect(main.status).toBe(200);
    const menu = await t.database.db.select({ id: categories.id }).from(categories)
      .where(and(eq(categories.type, 'main'), eq(categories.active, true), eq(categories.status, 'published'))).orderBy(asc(categories.input), asc(categories.id));
    expect(main.body.data.map((category) => category.id)).toEqual(menu.slice(0, 20).map((category) => category.id));
    expect(main.body.data.every((category) => category.type === 'main')).toBe(true);
    const downtownMenu = await getJson<ListOf<{ id: number }>>(t.app, '/rest/branch/products?shop_id=502&perPage=100');
    const [first] = downtownMenu.body.data;
    expect(main.body.data.find((category) => category.id === first.id)!.items_count).toBeGreaterThan(0);
    const shop = await getJson<ListOf<unknown>>(t.app, '/rest/categories/paginate?perPage=20&type=shop');
    expect(shop.status).toBe(200);
    expect(shop.body.data).toEqual([]);
    expect((await getJson<ListOf<unknown>>(t.app, '/rest/categories/paginate?perPage=20&type=receipt')).body.data.length).toBeGreaterThan(0);
  });

  it('needs a known type', async () => {
    for (const path of ['/rest/categories/paginate', '/rest/categories/paginate?type=blog']) {
      const { status, body } = await getJson<{ params: object }>(t.app, path);
      expect(status).toBe(400);
      expect(Object.keys(body.params)).toEqual(['type']);
    }
  });
});
