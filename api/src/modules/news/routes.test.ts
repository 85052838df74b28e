import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { blogs, blogTranslations, notifications, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_NEWS } from '../../db/seed/demo-data';
import { ApiError } from '../../http/errors';
import { createTestApp, getJson, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import { call, newCustomer, setLanguage, storedNotifications } from '../notifications/test-support';
import { announceNews } from '../notifications';
import { publishNews } from './service';

/** Publishes as the seed does: notifications announce the item. */
const publish = (...args: [Database, number, Date]) => publishNews(...args, announceNews);

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface BlogView { id: number; uuid: string; img: string | null; published_at: string; translation: { title: string } }

const DEMO_NEWEST_FIRST = [...DEMO_NEWS].reverse();
const uuids = (data: BlogView[]) => data.map((item) => item.uuid);

/** A draft news item with texts in `locales` (title "<slug> <locale>"). */
async function draft(slug: string, locales = ['en', 'fr'], active = true): Promise<{ id: number; uuid: string }> {
  const [row] = await t.database.db.insert(blogs).values({ img: `news/${slug}.svg`, active }).returning({ id: blogs.id, uuid: blogs.uuid });
  await t.database.db.insert(blogTranslations).values(locales.map((locale) => ({
    blogId: row.id, locale, title: `${slug} ${locale}`, shortDesc: `short ${locale}`, description: `long ${locale}`,
  })));
  return row;
}

async function newsNotificationsOf(blogId: number) {
  const [{ total }] = await t.database.db.select({ total: count() }).from(notifications).where(eq(notifications.blogId, blogId));
  return total;
}

describe('GET /rest/blogs/paginate', () => {
  it('lists the published demo news, newest first, in the requested language, without a token', async () => {
    const { status, body } = await getJson<{ data: BlogView[]; meta: object }>(t.app, '/rest/blogs/paginate');
    expect(status).toBe(200);
    expect(uuids(body.data)).toEqual(DEMO_NEWEST_FIRST.map((item) => item.uuid));
    expect(body.meta).toMatchObject({ total: 4, per_page: 10, current_page: 1 });
    const [newest] = body.data;
    const [title, shortDesc, description] = DEMO_NEWEST_FIRST[0].texts.en;
    expect(newest).toEqual({
      id: expect.any(Number), uuid: DEMO_NEWEST_FIRST[0].uuid, img: `${TEST_IMAGES}news/${DEMO_NEWEST_FIRST[0].slug}.svg`,
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
      translation: { title, short_desc: shortDesc, description },
    });
    const french = await getJson<{ data: BlogView[] }>(t.app, '/rest/blogs/paginate?lang=fr&perPage=2&page=2');
    expect(french.body.data.map((item) => item.translation.title)).toEqual(DEMO_NEWEST_FIRST.slice(2).map((item) => item.texts.fr[0]));
  });

  it('leaves drafts and inactive items out; a published item appears first', async () => {
    const hidden = await draft('hidden');
    const inactive = await draft('inactive', ['en'], false);
    await publish(t.database.db, inactive.id, new Date());
    const before = await getJson<{ data: BlogView[] }>(t.app, '/rest/blogs/paginate');
    expect(uuids(before.body.data)).not.toContain(hidden.uuid);
    expect(uuids(before.body.data)).not.toContain(inactive.uuid);
    await publish(t.database.db, hidden.id, new Date());
    const after = await getJson<{ data: BlogView[] }>(t.app, '/rest/blogs/paginate?perPage=1');
    expect(uuids(after.body.data)).toEqual([hidden.uuid]);
  });

  it('refuses bad paging with 400 naming the field', async () => {
    for (const [query, field] of [['perPage=0', 'perPage'], ['perPage=101', 'perPage'], ['page=0', 'page'], ['lang=xx', 'lang']]) {
      const { status, body } = await getJson<{ params: object }>(t.app, `/rest/blogs/paginate?${query}`);
      expect(status).toBe(400);
      expect(Object.keys(body.params)).toEqual([field]);
    }
  });
});

describe('GET /rest/blogs/{uuid}', () => {
  it('shows a published item, falling back to the default language', async () => {
    const item = await draft('english-only', ['en']);
    await publish(t.database.db, item.id, new Date());
    const { status, body } = await getJson<{ data: BlogView }>(t.app, `/rest/blogs/${item.uuid.toUpperCase()}?lang=ar`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: item.id, uuid: item.uuid, translation: { title: 'english-only en', short_desc: 'short en' } });
  });

  it('answers 404 for a draft and an unknown uuid', async () => {
    const item = await draft('still-a-draft');
    for (const uuid of [item.uuid, '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await getJson<{ statusCode: string }>(t.app, `/rest/blogs/${uuid}`);
      expect(status, uuid).toBe(404);
      expect(body.statusCode).toBe('ERROR_404');
    }
  });

  it('refuses what is no uuid with 400 params.uuid', async () => {
    for (const uuid of ['not-a-uuid', '4', '..%2Fpaginate']) {
      const { status, body } = await getJson(t.app, `/rest/blogs/${uuid}`);
      expect(status, uuid).toBe(400);
      expect(body, uuid).toMatchObject({ status: false, statusCode: 'ERROR_400', message: 'Bad request.', params: { uuid: [expect.any(String)] } });
    }
  });
});

describe('publishNews', () => {
  it("notifies every active user once, in the user's language, except those who turned news off", async () => {
    const db = t.database.db;
    const french = await newCustomer(t);
    await setLanguage(t, french.id, 'fr');
    const german = await newCustomer(t);
    await setLanguage(t, german.id, 'de');
    const quiet = await newCustomer(t);
    await call(t, 'POST', '/dashboard/user/update/notifications', quiet.token, { notifications: [{ type: 'news_publish', active: false }] });
    const away = await newCustomer(t);
    await db.update(users).set({ active: false }).where(eq(users.id, away.id));
    const [{ active }] = await db.select({ active: count() }).from(users).where(eq(users.active, true));

    const item = await draft('big-news');
    const at = new Date('2031-02-03T04:05:06Z');
    await publish(db, item.id, at);
    expect(await newsNotificationsOf(item.id)).toBe(active - 1);
    const [{ notified }] = await db.select({ notified: countDistinct(notifications.userId) }).from(notifications)
      .where(eq(notifications.blogId, item.id));
    expect(notified).toBe(active - 1);
    const [row] = await db.select().from(blogs).where(eq(blogs.id, item.id));
    expect(row.publishedAt).toEqual(at);

    expect(await storedNotifications(t, french.id)).toMatchObject([{
      type: 'news_publish', title: 'big-news fr', body: 'short fr', blogId: item.id, orderId: null, clientId: null, readAt: null,
      data: { id: item.id, uuid: item.uuid, type: 'news_publish' }, createdAt: at,
    }]);
    expect(await storedNotifications(t, german.id)).toMatchObject([{ title: 'big-news en', body: 'short en' }]);
    expect(await storedNotifications(t, quiet.id)).toEqual([]);
    expect(await storedNotifications(t, away.id)).toEqual([]);

    const [shown] = (await call(t, 'GET', '/dashboard/notifications?lang=fr', french.token)).body.data;
    expect(shown).toMatchObject({ title: 'big-news fr', blog: { uuid: item.uuid, title: 'big-news fr', short_desc: 'short fr' }, client: null, order: null });
    const english = (await call(t, 'GET', '/dashboard/notifications?type=news_publish', french.token)).body.data[0];
    // Read in English by a customer who published in French: the item's texts follow the reading.
    expect(english).toMatchObject({ body: 'short fr', blog: { uuid: item.uuid, title: 'big-news en', short_desc: 'short en' } });
    expect((await call(t, 'GET', '/dashboard/user/profile/notifications-statistic', french.token)).body)
      .toMatchObject({ notification: 1, news_publish: 1 });
  });

  it('publishes an item once: publishing it again notifies nobody twice', async () => {
    const item = await draft('once');
    const first = new Date('2031-03-01T00:00:00Z');
    await publish(t.database.db, item.id, first);
    const notified = await newsNotificationsOf(item.id);
    expect(notified).toBeGreaterThan(0);
    await publish(t.database.db, item.id, new Date('2031-03-02T00:00:00Z'));
    expect(await newsNotificationsOf(item.id)).toBe(notified);
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, item.id));
    expect(row.publishedAt).toEqual(first);
  });

  it('refuses an unknown item with a 404 error, notifying nobody', async () => {
    await expect(publish(t.database.db, 2_000_000_000, new Date())).rejects.toMatchObject({ httpStatus: 404 });
    await expect(publish(t.database.db, 2_000_000_000, new Date())).rejects.toBeInstanceOf(ApiError);
  });

  it('gave each demo user one notification per demo news item, oldest first', async () => {
    const db = t.database.db;
    const demoItems = await db.select({ id: blogs.id }).from(blogs).where(inArray(blogs.uuid, DEMO_NEWS.map((item) => item.uuid)));
    const demoUsers = await db.select({ id: users.id }).from(users)
      .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
    expect(demoUsers).toHaveLength(DEMO_ACCOUNTS.length);
    for (const user of demoUsers) {
      const news = await db.select().from(notifications)
        .where(and(eq(notifications.userId, user.id), inArray(notifications.blogId, demoItems.map((item) => item.id))))
        .orderBy(asc(notifications.id));
      expect(news.map((row) => row.title)).toEqual(DEMO_NEWS.map((item) => item.texts.en[0]));
    }
  });
});
