import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import * as schema from '../schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-app';
import { pointInPolygon } from '../../modules/delivery-zones';
import { prepareDatabase } from '../prepare';
import { DEMO_ACCOUNTS, DEMO_NEWS, DEMO_REFERRAL } from './demo-data';
import { DEMO_GALLERY_PATHS } from './galleries';
import { refreshDemo } from './demo-refresh';
import { seedFloors } from './floors';
import { DEMO_REVIEWERS, DEMO_REVIEWS } from './reviews';
import { demoImages } from './images';
import { seedDemo } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database, new Date(2030, 0, 7, 12)); // a Monday
});
afterAll(async () => { await database.dispose(); });

const TABLES = {
  shops: schema.shops, products: schema.products, productTranslations: schema.productTranslations, stocks: schema.stocks,
  stockAddons: schema.stockAddons, stockExtras: schema.stockExtras, categories: schema.categories, settings: schema.settings,
  translations: schema.translations, currencies: schema.currencies, languages: schema.languages,
  shopClosedDates: schema.shopClosedDates, galleries: schema.galleries, users: schema.users,
  deliveryZones: schema.deliveryZones, blogs: schema.blogs, blogTranslations: schema.blogTranslations,
  notifications: schema.notifications, bookings: schema.bookings, bookingWorkingDays: schema.bookingWorkingDays,
  bookingClosedDates: schema.bookingClosedDates, shopSections: schema.shopSections,
  shopSectionTranslations: schema.shopSectionTranslations, bookingTables: schema.bookingTables,
  wallets: schema.wallets, walletHistories: schema.walletHistories, referralProgrammes: schema.referralProgrammes,
  referralProgrammeTranslations: schema.referralProgrammeTranslations,
  orders: schema.orders, shopReviews: schema.shopReviews, shopRatings: schema.shopRatings,
  galleryTranslations: schema.galleryTranslations, shopTags: schema.shopTags, shopTagTranslations: schema.shopTagTranslations,
  shopTagLinks: schema.shopTagLinks,
};

async function counts() {
  const entries = await Promise.all(Object.entries(TABLES).map(async ([name, table]) => {
    const [{ total }] = await database.db.select({ total: count() }).from(table);
    return [name, total] as const;
  }));
  return Object.fromEntries(entries);
}

async function branchId(title: string): Promise<number> {
  const [row] = await database.db.select({ id: schema.shopTranslations.shopId }).from(schema.shopTranslations)
    .where(and(eq(schema.shopTranslations.locale, 'en'), eq(schema.shopTranslations.title, title)));
  return row.id;
}

describe('demo seed', () => {
  it('fills a whole restaurant', async () => {
    const totals = await counts();
    expect(totals.shops).toBe(5);
    expect(totals.categories).toBeGreaterThanOrEqual(9);
    expect(totals.products).toBeGreaterThanOrEqual(4 * 80);
    expect(totals.productTranslations).toBe(totals.products * 3);
    expect(totals.stocks).toBeGreaterThan(totals.products);
    expect(totals.stockAddons).toBeGreaterThan(0);
    expect(totals.stockExtras).toBeGreaterThan(0);
    expect(totals.translations).toBeGreaterThanOrEqual(90);
    expect(totals.galleries).toBeGreaterThanOrEqual(3);
    expect(totals.blogs).toBe(DEMO_NEWS.length);
    expect(totals.blogTranslations).toBe(DEMO_NEWS.length * 3);
    // Each demo account and demo reviewer is told about each news item once.
    expect(totals.notifications).toBe(DEMO_NEWS.length * (DEMO_ACCOUNTS.length + DEMO_REVIEWERS.length));
    const [main] = await database.db.select().from(schema.shops).where(eq(schema.shops.id, 501));
    expect(main.parentId).toBeNull();
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts();
    expect(await seedDemo(database.db)).toBe(false);
    await prepareDatabase(database, new Date(2030, 0, 7, 12));
    expect(await counts()).toEqual(before);
  });

  it('stores folded search columns beside each translation', async () => {
    const [row] = await database.db.select().from(schema.productTranslations)
      .where(and(eq(schema.productTranslations.locale, 'en'), eq(schema.productTranslations.title, 'Crème Brûlée'))).limit(1);
    expect(row.searchTitle).toBe('creme brulee');
  });
});

describe('demo reviews', () => {
  const db = () => database.db;

  it('gives every branch 5 to 20 reviews in English, French and Arabic, each of its author\'s own delivered order there', async () => {
    const branches = await db().select().from(schema.shops).where(isNotNull(schema.shops.parentId)).orderBy(asc(schema.shops.id));
    const reviews = await db().select({ review: schema.shopReviews, order: schema.orders }).from(schema.shopReviews)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.shopReviews.orderId));
    expect(reviews).toHaveLength(Object.values(DEMO_REVIEWS).flat().length);
    for (const branch of branches) {
      const own = reviews.filter(({ review }) => review.shopId === branch.id);
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(own.length).toBeLessThanOrEqual(20);
    }
    expect(new Set(reviews.map(({ review }) => review.locale))).toEqual(new Set(['en', 'fr', 'ar']));
    const reviewers = await db().select().from(schema.users).where(inArray(schema.users.email, DEMO_REVIEWERS.map((r) => r.email)));
    expect(reviewers).toHaveLength(DEMO_REVIEWERS.length);
    for (const { review, order } of reviews) {
      expect(order).toMatchObject({ userId: review.userId, shopId: review.shopId, status: 'delivered' });
      expect(review.createdAt.getTime()).toBeGreaterThan(order.createdAt.getTime());
      expect(review.hidden).toBe(false);
      expect(review.comment!.length).toBeGreaterThan(20);
      expect(reviewers.find((user) => user.id === review.userId)!.lang).toBe(review.locale);
      const history = await db().select().from(schema.orderStatusChanges).where(eq(schema.orderStatusChanges.orderId, order.id));
      expect(history.at(-1)!.status).toBe('delivered');
      for (const path of review.images) {
        expect(readFileSync(new URL(`../../../storage/images/${path}`, import.meta.url), 'utf8')).toContain('<svg');
      }
    }
  });

  it('keeps each branch\'s star counts equal to its visible reviews', async () => {
    const ratings = await db().select().from(schema.shopRatings);
    const reviews = await db().select().from(schema.shopReviews).where(eq(schema.shopReviews.hidden, false));
    expect(ratings.length).toBe(new Set(reviews.map((review) => review.shopId)).size);
    for (const row of ratings) {
      const own = reviews.filter((review) => review.shopId === row.shopId);
      expect([row.star1, row.star2, row.star3, row.star4, row.star5])
        .toEqual([1, 2, 3, 4, 5].map((stars) => own.filter((review) => review.rating === stars).length));
    }
  });
});

describe('demo galleries and shop tags', () => {
  const db = () => database.db;
  const committed = (path: string) => readFileSync(new URL(`../../../storage/images/${path}`, import.meta.url), 'utf8');

  it('gives the main shop and every branch 4–8 pictures, each committed as drawn and described in en, fr and ar', async () => {
    const pictures = new Map(demoImages().map((image) => [image.path, image.svg]));
    const shops = await db().select({ id: schema.shops.id }).from(schema.shops).orderBy(asc(schema.shops.id));
    expect(shops).toHaveLength(5);
    const paths = new Set<string>();
    for (const shop of shops) {
      const rows = await db().select().from(schema.galleries).where(eq(schema.galleries.shopId, shop.id));
      expect(rows.length, `shop ${shop.id}`).toBeGreaterThanOrEqual(4);
      expect(rows.length, `shop ${shop.id}`).toBeLessThanOrEqual(8);
      for (const row of rows) {
        expect(row.path).toMatch(/^galleries\/[a-z-]+\.svg$/);
        expect(committed(row.path)).toBe(pictures.get(row.path));
        paths.add(row.path);
        const texts = await db().select().from(schema.galleryTranslations).where(eq(schema.galleryTranslations.galleryId, row.id));
        expect(texts.map((text) => text.locale).sort()).toEqual(['ar', 'en', 'fr']);
        expect(texts.every((text) => text.title.length > 0)).toBe(true);
      }
    }
    expect(paths.size).toBe(DEMO_GALLERY_PATHS.length); // no picture shared between shops
  });

  it('seeds 4–6 shop tags in en, fr and ar with their icons, each on at least one branch', async () => {
    const tags = await db().select().from(schema.shopTags).orderBy(asc(schema.shopTags.id));
    expect(tags.length).toBeGreaterThanOrEqual(4);
    expect(tags.length).toBeLessThanOrEqual(6);
    const pictures = new Map(demoImages().map((image) => [image.path, image.svg]));
    for (const tag of tags) {
      expect(committed(tag.img!)).toBe(pictures.get(tag.img!));
      const texts = await db().select().from(schema.shopTagTranslations).where(eq(schema.shopTagTranslations.tagId, tag.id));
      expect(texts.map((text) => text.locale).sort()).toEqual(['ar', 'en', 'fr']);
      const links = await db().select().from(schema.shopTagLinks).where(eq(schema.shopTagLinks.tagId, tag.id));
      expect(links.length).toBeGreaterThan(0);
    }
    const etobicoke = await db().select().from(schema.shopTagLinks).where(eq(schema.shopTagLinks.shopId, await branchId('Etobicoke')));
    expect(etobicoke.length).toBeGreaterThan(0);
  });
});

describe('demo floors', () => {
  const db = () => database.db;
  const branches = () => db().select().from(schema.shops).where(isNotNull(schema.shops.parentId)).orderBy(asc(schema.shops.id));

  it('gives every branch a booking row, seven reservation days and 2–3 sections of 8–15 tables in all', async () => {
    const all = await branches();
    expect(all).toHaveLength(4);
    const pictures = new Map(demoImages().map((image) => [image.path, image.svg]));
    let inactive = 0;
    for (const branch of all) {
      const bookings = await db().select().from(schema.bookings).where(eq(schema.bookings.shopId, branch.id));
      expect(bookings).toMatchObject([{ maxTime: 180, active: true }]);
      const days = await db().select().from(schema.bookingWorkingDays).where(eq(schema.bookingWorkingDays.shopId, branch.id));
      expect(days.map((day) => day.day).sort()).toEqual(['friday', 'monday', 'saturday', 'sunday', 'thursday', 'tuesday', 'wednesday']);
      for (const day of days) {
        expect(day.from).toMatch(/^\d{2}-\d{2}$/);
        expect(day.to).toMatch(/^\d{2}-\d{2}$/);
        expect(day.from < day.to).toBe(true);
        expect(day.disabled).toBe(false);
      }
      expect(await db().select().from(schema.bookingClosedDates).where(eq(schema.bookingClosedDates.shopId, branch.id))).toEqual([]);

      const sections = await db().select().from(schema.shopSections).where(eq(schema.shopSections.shopId, branch.id));
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(sections.length).toBeLessThanOrEqual(3);
      let tables = 0;
      for (const section of sections) {
        expect(section.area).toBeGreaterThan(0);
        expect(section.img).toMatch(/^sections\/[a-z-]+\.svg$/);
        // The picture is committed as the seed draws it.
        const file = readFileSync(new URL(`../../../storage/images/${section.img}`, import.meta.url), 'utf8');
        expect(file).toBe(pictures.get(section.img!));
        const titles = await db().select().from(schema.shopSectionTranslations).where(eq(schema.shopSectionTranslations.sectionId, section.id));
        expect(titles.map((title) => title.locale).sort()).toEqual(['ar', 'en', 'fr']);
        expect(titles.every((title) => title.title.length > 0)).toBe(true);
        const rows = await db().select().from(schema.bookingTables).where(eq(schema.bookingTables.sectionId, section.id));
        for (const table of rows) {
          expect(table.chairCount).toBeGreaterThanOrEqual(2);
          expect(table.chairCount).toBeLessThanOrEqual(8);
        }
        tables += rows.length;
        inactive += rows.filter((table) => !table.active).length;
      }
      expect(tables).toBeGreaterThanOrEqual(8);
      expect(tables).toBeLessThanOrEqual(15);
      const names = await db().select({ name: schema.bookingTables.name }).from(schema.bookingTables)
        .innerJoin(schema.shopSections, eq(schema.shopSections.id, schema.bookingTables.sectionId))
        .where(eq(schema.shopSections.shopId, branch.id));
      expect(new Set(names.map((row) => row.name)).size).toBe(tables);
    }
    expect(inactive).toBe(1);
    // One branch takes reservations later on weekends.
    const [downtown] = all;
    const saturday = await db().select().from(schema.bookingWorkingDays)
      .where(and(eq(schema.bookingWorkingDays.shopId, downtown.id), eq(schema.bookingWorkingDays.day, 'saturday')));
    expect(saturday).toMatchObject([{ from: '11-00', to: '23-30' }]);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(await seedFloors(db())).toBe(false);
    expect(await seedFloors(db())).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('gives a demo database seeded before reservations its floors at start, once', async () => {
    const before = await counts();
    await db().delete(schema.bookings);
    await db().delete(schema.bookingWorkingDays);
    await db().delete(schema.shopSections);
    const emptied = await counts();
    expect([emptied.bookings, emptied.bookingWorkingDays, emptied.shopSections, emptied.shopSectionTranslations, emptied.bookingTables])
      .toEqual([0, 0, 0, 0, 0]);
    await prepareDatabase(database, new Date(2030, 0, 7, 12));
    expect(await counts()).toEqual(before);
    await prepareDatabase(database, new Date(2030, 0, 7, 12));
    expect(await counts()).toEqual(before);
  });

  it('leaves a database not filled by the demo seed without floors', async () => {
    await db().update(schema.appMeta).set({ value: 'production' }).where(eq(schema.appMeta.key, 'seed'));
    await db().delete(schema.shopSections);
    await db().delete(schema.bookings);
    expect(await seedFloors(db())).toBe(false);
    expect((await counts()).shopSections).toBe(0);
    await db().update(schema.appMeta).set({ value: 'demo' }).where(eq(schema.appMeta.key, 'seed'));
    await db().delete(schema.bookingWorkingDays);
    expect(await seedFloors(db())).toBe(true);
  });
});

describe('demo refresh', () => {
  it('closes Scarborough today by a closed date and disables today at Midtown', async () => {
    const scarborough = await branchId('Scarborough');
    const midtown = await branchId('Midtown');
    const closed = await database.db.select().from(schema.shopClosedDates).where(eq(schema.shopClosedDates.shopId, scarborough));
    expect(closed.map((row) => row.day)).toEqual(['2030-01-07']);
    const days = await database.db.select().from(schema.shopWorkingDays).where(eq(schema.shopWorkingDays.shopId, midtown));
    expect(days.filter((day) => day.disabled).map((day) => day.day)).toEqual(['monday']);
  });

  it('moves both to the new day when the demo runs later', async () => {
    expect(await refreshDemo(database.db, new Date(2030, 0, 10, 9))).toBe(true); // a Thursday
    const scarborough = await branchId('Scarborough');
    const midtown = await branchId('Midtown');
    const closed = await database.db.select().from(schema.shopClosedDates).where(eq(schema.shopClosedDates.shopId, scarborough));
    expect(closed.map((row) => row.day)).toEqual(['2030-01-10']);
    const days = await database.db.select().from(schema.shopWorkingDays).where(eq(schema.shopWorkingDays.shopId, midtown));
    expect(days.filter((day) => day.disabled).map((day) => day.day)).toEqual(['thursday']);
    const others = await database.db.select().from(schema.shopWorkingDays).where(eq(schema.shopWorkingDays.disabled, true));
    expect(others).toHaveLength(1);
  });

  it('gives a demo database seeded before accounts existed its demo accounts, once', async () => {
    const demoUsers = () => database.db.select().from(schema.users)
      .where(inArray(schema.users.email, DEMO_ACCOUNTS.map((account) => account.email))).orderBy(schema.users.email);
    expect((await demoUsers()).map((user) => [user.email, user.role])).toEqual([
      ['demo2@storefront.test', 'user'], ['demo@storefront.test', 'user'], ['staff@storefront.test', 'staff'],
    ]);
    await database.db.delete(schema.users);
    await refreshDemo(database.db, new Date(2030, 0, 10, 9));
    const restored = await demoUsers();
    expect(restored).toHaveLength(3);
    expect(restored.every((user) => user.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    await refreshDemo(database.db, new Date(2030, 0, 10, 9));
    expect((await demoUsers()).map((user) => user.id)).toEqual(restored.map((user) => user.id));
  });

  it('gives every open branch a delivery zone around it, and a database seeded before zones its zones, once', async () => {
    const zones = () => database.db.select().from(schema.deliveryZones).orderBy(schema.deliveryZones.shopId);
    const openBranches = await database.db.select().from(schema.shops)
      .where(and(isNotNull(schema.shops.parentId), eq(schema.shops.open, true))).orderBy(schema.shops.id);
    const before = await zones();
    expect(before.map((zone) => zone.shopId)).toEqual(openBranches.map((branch) => branch.id));
    expect(before.map((zone) => zone.shopId)).not.toContain(await branchId('Etobicoke'));
    for (const [zone, branch] of before.map((zone, i) => [zone, openBranches[i]] as const)) {
      expect(zone.address.length).toBeGreaterThanOrEqual(3);
      expect(pointInPolygon([branch.latitude, branch.longitude], zone.address)).toBe(true);
    }
    await database.db.delete(schema.deliveryZones);
    await refreshDemo(database.db, new Date(2030, 0, 10, 9));
    const restored = await zones();
    expect(restored.map((zone) => zone.address)).toEqual(before.map((zone) => zone.address));
    await refreshDemo(database.db, new Date(2030, 0, 10, 9));
    expect((await zones()).map((zone) => zone.id)).toEqual(restored.map((zone) => zone.id));
  });

  it('gives a demo database seeded before checkout its service fee, coupons and demo wallet, once', async () => {
    const db = database.db;
    const serviceFee = () => db.select().from(schema.settings).where(eq(schema.settings.key, 'service_fee'));
    const demoWallet = () => db.select({ price: schema.wallets.price }).from(schema.wallets)
      .innerJoin(schema.users, eq(schema.users.id, schema.wallets.userId)).where(eq(schema.users.email, 'demo@storefront.test'));
    expect((await serviceFee()).map((row) => row.value)).toEqual(['0.99']);
    expect((await db.select().from(schema.coupons)).map((row) => [row.name, row.type, row.price])).toEqual([
      ['WELCOME10', 'percent', 10], ['FIVEOFF', 'fix', 500],
    ]);
    expect(await demoWallet()).toEqual([{ price: 50_00 }]);

    await db.delete(schema.settings).where(eq(schema.settings.key, 'service_fee'));
    await db.delete(schema.coupons);
    await db.delete(schema.wallets);
    await refreshDemo(db, new Date(2030, 0, 10, 9));
    expect((await serviceFee()).map((row) => row.value)).toEqual(['0.99']);
    expect(await db.select().from(schema.coupons)).toHaveLength(2);
    expect(await demoWallet()).toEqual([{ price: 50_00 }]);

    // What exists is kept: a spent wallet is not topped up, a changed fee stays.
    await db.update(schema.wallets).set({ price: 1_00 });
    await db.update(schema.settings).set({ value: '1.50' }).where(eq(schema.settings.key, 'service_fee'));
    await refreshDemo(db, new Date(2030, 0, 10, 9));
    expect(await demoWallet()).toEqual([{ price: 1_00 }]);
    expect((await serviceFee()).map((row) => row.value)).toEqual(['1.50']);
  });

  it('gives a demo database seeded before the wallet its reward settings, referral programme and an opening row, once', async () => {
    const db = database.db;
    const REWARD_KEYS = ['points_min_convert', 'points_per_unit', 'points_rate', 'referral_active'];
    const rewardSettings = async () => (await db.select().from(schema.settings).where(inArray(schema.settings.key, REWARD_KEYS)))
      .map((row) => [row.key, row.value]).sort();
    const demoHistory = () => db.select({ type: schema.walletHistories.type, price: schema.walletHistories.price }).from(schema.walletHistories)
      .innerJoin(schema.users, eq(schema.users.id, schema.walletHistories.userId)).where(eq(schema.users.email, 'demo@storefront.test'));
    expect(await rewardSettings()).toEqual([['points_min_convert', '50'], ['points_per_unit', '1'], ['points_rate', '0.05'], ['referral_active', '1']]);
    expect(await demoHistory()).toEqual([{ type: 'opening_balance', price: 50_00 }]);

    await db.delete(schema.settings).where(inArray(schema.settings.key, REWARD_KEYS));
    await db.delete(schema.referralProgrammes);
    await db.delete(schema.wallets);
    await refreshDemo(db, new Date(2030, 0, 10, 9));
    expect((await rewardSettings())).toHaveLength(4);
    expect(await demoHistory()).toEqual([{ type: 'opening_balance', price: 50_00 }]);
    const [programme] = await db.select().from(schema.referralProgrammes);
    expect(programme).toMatchObject({ priceFrom: DEMO_REFERRAL.priceFrom, priceTo: DEMO_REFERRAL.priceTo, active: true, expiredAt: null });
    expect(await db.select().from(schema.referralProgrammeTranslations)).toHaveLength(3);

    // What exists is kept: an ended programme is not replaced.
    await db.update(schema.referralProgrammes).set({ active: false });
    const before = await counts();
    await refreshDemo(db, new Date(2030, 0, 10, 9));
    expect(await counts()).toEqual(before);
    expect((await db.select().from(schema.referralProgrammes)).map((row) => row.active)).toEqual([false]);
  });

  it('gives a demo database seeded before news its published news and their notifications, once', async () => {
    const db = database.db;
    const published = () => db.select({ uuid: schema.blogs.uuid, publishedAt: schema.blogs.publishedAt }).from(schema.blogs)
      .orderBy(schema.blogs.publishedAt);
    const newsOf = (email: string) => db.select({ title: schema.notifications.title, createdAt: schema.notifications.createdAt })
      .from(schema.notifications).innerJoin(schema.users, eq(schema.users.id, schema.notifications.userId))
      .where(and(eq(schema.users.email, email), eq(schema.notifications.type, 'news_publish'))).orderBy(schema.notifications.id);
    await db.delete(schema.notifications);
    await db.delete(schema.blogs);
    const now = new Date(2030, 0, 10, 9);
    await refreshDemo(db, now);
    const items = await published();
    expect(items.map((item) => item.uuid)).toEqual(DEMO_NEWS.map((item) => item.uuid));
    expect(items.map((item) => item.publishedAt)).toEqual(DEMO_NEWS.map((item) => new Date(now.getTime() - item.daysAgo * 86_400_000)));
    for (const account of DEMO_ACCOUNTS) {
      expect((await newsOf(account.email)).map((row) => row.title)).toEqual(DEMO_NEWS.map((item) => item.texts.en[0]));
    }
    const before = await counts();
    await refreshDemo(db, now);
    expect(await counts()).toEqual(before);
    expect(await published()).toEqual(items);
  });

  it('leaves a database not filled by the demo seed alone', async () => {
    await database.db.update(schema.appMeta).set({ value: 'production' }).where(eq(schema.appMeta.key, 'seed'));
    expect(await refreshDemo(database.db, new Date(2030, 0, 11))).toBe(false);
    const closed = await database.db.select().from(schema.shopClosedDates);
    expect(closed.map((row) => row.day)).toEqual(['2030-01-10']);
  });
});
