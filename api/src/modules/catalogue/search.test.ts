import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import { createTestApp, getJson, type TestApp } from '../../testing/test-app';
import type { ProductPage } from './schemas';

type Page = Static<typeof ProductPage>;
const DOWNTOWN = 502;
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const search = async (query: string) => (await getJson<Page>(t.app, `/rest/products/search?${query}`)).body;
const titles = (page: Page) => page.data.map((product) => product.translation.title);

describe('product search', () => {
  it('ignores case and accents in the query ("creme brulee" finds "Crème Brûlée")', async () => {
    expect(titles(await search(`search=creme%20brulee&shop_id=${DOWNTOWN}`))).toEqual(['Crème Brûlée']);
    expect(titles(await search(`search=CR%C3%88ME&shop_id=${DOWNTOWN}`))).toEqual(['Crème Brûlée']);
  });

  it('ignores accents in the titles both ways ("CAFÉ" finds "Café Latte", "acai" finds "Açaí Bowl")', async () => {
    expect(titles(await search(`search=CAF%C3%89&shop_id=${DOWNTOWN}`))).toEqual(['Café Latte']);
    expect(titles(await search(`search=cafe&shop_id=${DOWNTOWN}`))).toEqual(['Café Latte']);
    expect(titles(await search(`search=acai&shop_id=${DOWNTOWN}`))).toEqual(['Açaí Bowl']);
    expect(titles(await search(`search=jalapeno&shop_id=${DOWNTOWN}`))).toEqual(['Spicy Jalapeño Burger', 'Jalapeño Poppers']);
  });

  it('matches the beginning of a word ("marg" finds "Margherita")', async () => {
    expect(titles(await search(`search=marg&shop_id=${DOWNTOWN}`))).toEqual(['Margherita Pizza']);
  });

  it('matches descriptions, title matches first', async () => {
    const page = await search(`search=mozzarella&shop_id=${DOWNTOWN}&perPage=50`);
    const found = titles(page);
    expect(found[0]).toBe('Mozzarella Sticks');
    expect(found).toEqual(expect.arrayContaining(['Margherita Pizza', 'Caprese Salad']));
    const rest = page.data.slice(1).map((product) => product.id);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('searches in the requested language, French accents included', async () => {
    expect(titles(await search(`search=cafe%20glace&lang=fr&shop_id=${DOWNTOWN}`))).toEqual(['Café glacé']);
    expect(titles(await search(`search=oeufs&lang=fr&shop_id=${DOWNTOWN}`))).toContain('Œufs Bénédicte');
  });

  it('searches in Arabic', async () => {
    const page = await search(`search=${encodeURIComponent('مارغريتا')}&lang=ar&shop_id=${DOWNTOWN}`);
    expect(titles(page)).toEqual(['بيتزا مارغريتا']);
    const prefix = await search(`search=${encodeURIComponent('شوكو')}&lang=ar&shop_id=${DOWNTOWN}`);
    expect(titles(prefix)).toEqual(expect.arrayContaining(['كيكة الشوكولاتة الذائبة', 'موس الشوكولاتة']));
  });

  it('carries stocks and the paging meta the results screen reads', async () => {
    const first = await search('search=pizza&perPage=2');
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(first.meta.total).toBeGreaterThan(2);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 2));
    expect(first.data[0].stocks.length).toBeGreaterThan(0);
    const second = await search('search=pizza&perPage=2&page=2');
    expect(second.data.map((product) => product.id)).not.toEqual(first.data.map((product) => product.id));
  });

  it('is scoped to a branch with shop_id', async () => {
    const all = await search('search=margherita');
    const one = await search(`search=margherita&shop_id=${DOWNTOWN}`);
    expect(all.meta.total).toBe(4);
    expect(one.data.map((product) => product.shop_id)).toEqual([DOWNTOWN]);
  });

  it('finds nothing, without error, for words it does not know or punctuation only', async () => {
    expect((await search('search=zzzzqx')).meta.total).toBe(0);
    expect((await search('search=%21%21%21')).meta.total).toBe(0);
  });
});
