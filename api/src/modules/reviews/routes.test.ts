import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopReviews, shops, users } from '../../db/schema';
import { createTestApp, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import { moveTo, placeTestOrder } from '../../testing/orders';
import { phonePhoto } from '../../testing/images';
import { form } from '../../testing/multipart';
import { PENDING_PICTURES_MAX } from './pictures';
import { REVIEW_MESSAGES } from './rules';
import {
  branchIds, call, countedRows, expectFieldError, imagePart, newCustomer, orderAt, PNG, storedCounts, typePart, uploadPicture,
  type Answer,
} from './test-support';

let t: TestApp;
let branch: number;
let otherBranch: number;
beforeAll(async () => {
  t = await createTestApp();
  [branch, otherBranch] = await branchIds(t);
});
afterAll(async () => { await t.close(); });

const review = (token: string | null, shopId: number, body: Record<string, unknown>) => call(t, 'POST', `/rest/shops/review/${shopId}`, token, body);
const reviewsOf = (shopId: number, query = '') => call(t, 'GET', `/rest/shops/${shopId}/reviews${query}`, null);
const groupOf = (shopId: number) => call(t, 'GET', `/rest/shops/${shopId}/reviews-group-rating`, null);
const rowsOfOrder = (orderId: number) => t.database.db.select().from(shopReviews).where(eq(shopReviews.orderId, orderId));

/** The reason code each refusal gives beside its message. */
const REASONS: Record<string, string> = { ERROR_480: 'invalid', ERROR_481: 'other_branch', ERROR_482: 'not_allowed', ERROR_483: 'duplicate' };

function expectRefusal(answer: Answer, statusCode: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toEqual({
    timestamp: expect.any(String), status: false, statusCode, message, params: { order_id: [message] }, reasons: { order_id: [{ code: REASONS[statusCode] }] },
  });
}

const REVIEW_KEYS = [
  'assignable_id', 'assignable_type', 'comment', 'created_at', 'galleries', 'id', 'img', 'rating', 'reviewable_id', 'reviewable_type',
  'updated_at', 'user',
];

describe('POST /rest/shops/review/{id}', () => {
  it('reviews a delivered order of the customer, answering the review, and counts it in the branch\'s rating at once', async () => {
    const customer = await newCustomer(t);
    const orderId = await orderAt(t, customer.id, branch);
    const before = await storedCounts(t, branch);
    const answer = await review(customer.token, branch, { rating: '4', comment: '  Crisp crust, <b>great</b> basil.\n  ', order_id: orderId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(REVIEW_KEYS);
    expect(answer.body.data).toMatchObject({
      reviewable_id: orderId, reviewable_type: 'Order', assignable_id: branch, assignable_type: 'Shop', rating: 4,
      comment: 'Crisp crust, <b>great</b> basil.', img: null, galleries: [], user: { id: customer.id, firstname: 'Cart', img: null },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
    });
    const after = await storedCounts(t, branch);
    expect(after).toEqual(before.map((n, i) => (i === 3 ? n + 1 : n)));
    expect(after).toEqual(await countedRows(t, branch));
    const [row] = await rowsOfOrder(orderId);
    expect(row).toMatchObject({ userId: customer.id, shopId: branch, locale: 'en', hidden: false, images: [] });
    expect((await reviewsOf(branch)).body.data[0]).toEqual(answer.body.data);
  });

  it('records the language the customer uses', async () => {
    const customer = await newCustomer(t);
    const orderId = await orderAt(t, customer.id, branch);
    expect((await call(t, 'POST', `/rest/shops/review/${branch}?lang=fr`, customer.token, { rating: 5 })).status).toBe(200);
    expect((await rowsOfOrder(orderId))[0].locale).toBe('fr');
  });

  it('takes the latest delivered order there not yet reviewed when no order_id is sent, until none is left', async () => {
    const customer = await newCustomer(t);
    const older = await orderAt(t, customer.id, branch);
    const newer = await orderAt(t, customer.id, branch);
    await orderAt(t, customer.id, branch, 'on_a_way');
    await orderAt(t, customer.id, otherBranch);
    expect((await review(customer.token, branch, { rating: 5 })).body.data.reviewable_id).toBe(newer);
    expect((await review(customer.token, branch, { rating: 3 })).body.data.reviewable_id).toBe(older);
    expectRefusal(await review(customer.token, branch, { rating: 3 }), 'ERROR_480', REVIEW_MESSAGES.noOrder);
    expectRefusal(await review((await newCustomer(t)).token, branch, { rating: 3 }), 'ERROR_480', REVIEW_MESSAGES.noOrder);
  });

  it('refuses a bad rating, comment or order id on the field, writing nothing', async () => {
    const customer = await newCustomer(t);
    const orderId = await orderAt(t, customer.id, branch);
    const before = await storedCounts(t, branch);
    for (const rating of [0, 6, -1, '0', '9', 100]) expectFieldError(await review(customer.token, branch, { rating, order_id: orderId }), 'rating', REVIEW_MESSAGES.rating);
    for (const rating of [4.5, 'abc', '4 stars', [], {}]) expectFieldError(await review(customer.token, branch, { rating, order_id: orderId }), 'rating');
    expectFieldError(await review(customer.token, branch, { order_id: orderId }), 'rating', 'Required');
    expectFieldError(await review(customer.token, branch, { rating: 5, order_id: orderId, comment: 'é'.repeat(1001) }), 'comment',
      'The comment may not be greater than 1000 characters.');
    expectFieldError(await review(customer.token, branch, { rating: 5, order_id: 0 }), 'order_id', 'The selected order_id is invalid.');
    expectFieldError(await review(customer.token, branch, { rating: 5, order_id: 'x' }), 'order_id');
    expectFieldError(await call(t, 'POST', '/rest/shops/review/abc', customer.token, { rating: 5 }), 'id');
    expectFieldError(await call(t, 'POST', '/rest/shops/review/99999999999', customer.token, { rating: 5 }), 'id');
    expect(await rowsOfOrder(orderId)).toEqual([]);
    expect(await storedCounts(t, branch)).toEqual(before);
    // A comment of exactly 1000 characters is taken, blank is none.
    expect((await review(customer.token, branch, { rating: 5, order_id: orderId, comment: 'é'.repeat(1000) })).status).toBe(200);
    const blank = await newCustomer(t);
    await orderAt(t, blank.id, branch);
    expect((await review(blank.token, branch, { rating: 2, comment: '   ' })).body.data.comment).toBeNull();
  });

  it('refuses another customer\'s order as an unknown one, an order of another branch, and one not delivered', async () => {
    const [owner, other] = [await newCustomer(t), await newCustomer(t)];
    const orderId = await orderAt(t, owner.id, branch);
    const missing = await review(other.token, branch, { rating: 1, order_id: orderId });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 'ERROR_404' });
    expect((await review(other.token, branch, { rating: 1, order_id: 2_000_000_000 })).status).toBe(404);
    expect(await rowsOfOrder(orderId)).toEqual([]);

    expectRefusal(await review(owner.token, otherBranch, { rating: 5, order_id: orderId }), 'ERROR_481', REVIEW_MESSAGES.otherBranch);
    for (const status of ['new', 'accepted', 'ready', 'on_a_way', 'canceled'] as const) {
      const pending = await orderAt(t, owner.id, branch, status);
      expectRefusal(await review(owner.token, branch, { rating: 5, order_id: pending }), 'ERROR_482', REVIEW_MESSAGES.notDelivered);
    }
    expect((await review(owner.token, 2_000_000_000, { rating: 5, order_id: orderId })).status).toBe(404);
    expect((await review(null, branch, { rating: 5, order_id: orderId })).status).toBe(401);
    expect(await rowsOfOrder(orderId)).toEqual([]);
  });

  it('takes one review per order: a second is refused, the first kept', async () => {
    const customer = await newCustomer(t);
    const orderId = await orderAt(t, customer.id, branch);
    expect((await review(customer.token, branch, { rating: 5, order_id: orderId, comment: 'first' })).status).toBe(200);
    const before = await storedCounts(t, branch);
    expectRefusal(await review(customer.token, branch, { rating: 1, order_id: orderId, comment: 'second' }),
      'ERROR_483', REVIEW_MESSAGES.alreadyReviewed);
    expect((await rowsOfOrder(orderId)).map((row) => row.comment)).toEqual(['first']);
    expect(await storedCounts(t, branch)).toEqual(before);
  });

  it('keeps exactly one review when one order is submitted many times at once', async () => {
    const customer = await newCustomer(t);
    const orderId = await orderAt(t, customer.id, branch);
    const before = await storedCounts(t, branch);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => review(customer.token, branch, { rating: 2, order_id: orderId, comment: `try ${i}` })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expectRefusal(answer, 'ERROR_483', REVIEW_MESSAGES.alreadyReviewed);
    expect(await rowsOfOrder(orderId)).toHaveLength(1);
    expect(await storedCounts(t, branch)).toEqual(before.map((n, i) => (i === 1 ? n + 1 : n)));
    expect(await storedCounts(t, branch)).toEqual(await countedRows(t, branch));
  });

  it('keeps the group rating equal to the list under many reviews of different orders at once', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(t)));
    const jobs = await Promise.all(customers.flatMap((customer, c) => [1, 2, 3].map(async (n) => ({
      customer, orderId: await orderAt(t, customer.id, otherBranch), rating: ((c + n) % 5) + 1,
    }))));
    const answers = await Promise.all(jobs.map(({ customer, orderId, rating }) => review(customer.token, otherBranch, { rating, order_id: orderId })));
    expect(answers.map((answer) => answer.status)).toEqual(jobs.map(() => 200));
    const counts = await storedCounts(t, otherBranch);
    expect(counts).toEqual(await countedRows(t, otherBranch));
    const group = (await groupOf(otherBranch)).body;
    expect(Object.values(group.group)).toEqual(counts);
    expect(group.count).toBe((await reviewsOf(otherBranch, '?perPage=1')).body.meta.total);
  });
});

describe('pictures: POST /dashboard/galleries', () => {
  const filesOf = (userId: number) => {
    const dir = join(t.uploadsDir, 'reviews', String(userId));
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores a picture under the user\'s folder, serves it, and lets its uploader put it in a review', async () => {
    const customer = await newCustomer(t);
    const uploaded = await uploadPicture(t, customer.token);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ status: true, data: { type: 'reviews' } });
    const path: string = uploaded.body.data.title;
    expect(path).toMatch(new RegExp(`^reviews/${customer.id}/[0-9a-f]{32}\\.png$`));
    const served = await t.app.inject({ url: `/storage/images/${path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = (await uploadPicture(t, customer.token)).body.data.title;
    await orderAt(t, customer.id, branch);
    const answer = await review(customer.token, branch, { rating: 5, images: [second, path] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ img: `${TEST_IMAGES}${second}`, galleries: [{ path: second }, { path }] });
  });

  it('stores a photo upright and without its EXIF, GPS position included', async () => {
    const customer = await newCustomer(t);
    const uploaded = await uploadPicture(t, customer.token, form(imagePart(await phonePhoto('jpeg', 40, 20)), typePart()));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const path: string = uploaded.body.data.title;
    expect(path).toMatch(new RegExp(`^reviews/${customer.id}/[0-9a-f]{32}\\.jpg$`));
    const kept = await sharp(readFileSync(join(t.uploadsDir, path))).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(kept.exif).toBeUndefined();
  });

  it('refuses what is no image, another type or no type, and a stranger, writing nothing', async () => {
    const customer = await newCustomer(t);
    const refused = async (body: ReturnType<typeof form>, field: string, message: string) => {
      const answer = await uploadPicture(t, customer.token, body);
      expectFieldError(answer, field, message);
    };
    await refused(form(imagePart('<svg xmlns="http://www.w3.org/2000/svg"/>'), typePart()), 'image', 'The image must be a file of type: jpeg, png, webp, gif.');
    const undecodable = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 1)]);
    await refused(form(imagePart(undecodable), typePart()), 'image', 'The image must be a file of type: jpeg, png, webp, gif.');
    await refused(form(typePart()), 'image', 'Required');
    await refused(form(imagePart()), 'type', REVIEW_MESSAGES.typeRequired);
    await refused(form(imagePart(), typePart('avatars')), 'type', REVIEW_MESSAGES.typeInvalid);
    await refused(form(imagePart(Buffer.alloc(2 * 1024 * 1024 + 10, 0x89)), typePart()), 'image', 'The image may not be greater than 2048 kilobytes.');
    expect(filesOf(customer.id)).toEqual([]);
    expect((await uploadPicture(t, null)).status).toBe(401);
  });

  it('lets a review take only pictures its author uploaded, each once, at most 4', async () => {
    const [author, other] = [await newCustomer(t), await newCustomer(t)];
    const mine = await Promise.all(Array.from({ length: 5 }, async () => (await uploadPicture(t, author.token)).body.data.title as string));
    const theirs = (await uploadPicture(t, other.token)).body.data.title as string;
    const orderId = await orderAt(t, author.id, branch);
    const [name] = filesOf(author.id);
    const refusedImage = async (images: unknown, field: string, message?: string) =>
      expectFieldError(await review(author.token, branch, { rating: 5, order_id: orderId, images }), field, message);
    await refusedImage(mine, 'images', REVIEW_MESSAGES.imagesMax);
    await refusedImage([theirs], 'images.0', REVIEW_MESSAGES.imageInvalid(0));
    await refusedImage([mine[0], theirs.replace(`reviews/${other.id}/`, `reviews/${author.id}/`)], 'images.1', REVIEW_MESSAGES.imageInvalid(1));
    for (const unsafe of [
      `reviews/${author.id}/../${other.id}/${theirs.split('/')[2]}`, `../uploads/reviews/${author.id}/${name}`, `/storage/images/reviews/${author.id}/${name}`,
      `https://example.test/reviews/${author.id}/${name}`, `reviews/${author.id}/${name}?x=1`, 'products/margherita.svg', `avatars/${name}`,
      `reviews/${author.id}/${'0'.repeat(32)}.png`, `reviews/${author.id}`, `REVIEWS/${author.id}/${name}`, '',
    ]) await refusedImage([unsafe], 'images.0', REVIEW_MESSAGES.imageInvalid(0));
    await refusedImage([mine[0], mine[1], mine[0]], 'images.2', REVIEW_MESSAGES.imageDuplicate(2));
    expect(await rowsOfOrder(orderId)).toEqual([]);
    expect((await review(author.token, branch, { rating: 5, order_id: orderId, images: mine.slice(0, 4) })).status).toBe(200);
  });

  it(`keeps at most ${PENDING_PICTURES_MAX} uploads of a user in no review`, async () => {
    const customer = await newCustomer(t);
    const paths: string[] = [];
    for (let i = 0; i < PENDING_PICTURES_MAX; i += 1) paths.push((await uploadPicture(t, customer.token)).body.data.title);
    const full = await uploadPicture(t, customer.token);
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ statusCode: 'ERROR_484', params: { image: [expect.any(String)] } });
    expect(filesOf(customer.id)).toHaveLength(PENDING_PICTURES_MAX);
    await orderAt(t, customer.id, branch);
    expect((await review(customer.token, branch, { rating: 4, images: paths.slice(0, 4) })).status).toBe(200);
    expect((await uploadPicture(t, customer.token)).status).toBe(200);
  });
});

describe('GET /rest/shops/{id}/reviews and /rest/main-shop/reviews', () => {
  it('lists a branch\'s visible reviews newest first, a page at a time', async () => {
    const all = await reviewsOf(branch, '?perPage=100');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(5);
    const dates: string[] = all.body.data.map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.data.every((item: { assignable_id: number }) => item.assignable_id === branch)).toBe(true);
    const second = await reviewsOf(branch, '?perPage=2&page=2');
    expect(second.body.data).toEqual(all.body.data.slice(2, 4));
    expect(second.body.meta).toMatchObject({ current_page: 2, per_page: 2, total: all.body.meta.total, path: `/api/v1/rest/shops/${branch}/reviews` });
  });

  it('shows the seeded reviews in three languages, some with a picture', async () => {
    const { body } = await call(t, 'GET', '/rest/main-shop/reviews?perPage=100', null);
    const comments: string[] = body.data.map((item: { comment: string }) => item.comment);
    expect(comments.some((text) => /[\u0600-\u06ff]/.test(text))).toBe(true);
    expect(comments.some((text) => /\b(très|avec|une)\b/.test(text))).toBe(true);
    expect(body.data.some((item: { img: string | null }) => item.img?.startsWith(`${TEST_IMAGES}products/`))).toBe(true);
  });

  it('never shows an author\'s last name, e-mail or phone; a gone author is null', async () => {
    const customer = await newCustomer(t);
    await t.database.db.update(users).set({ firstname: 'Zoë', lastname: 'Secretlastname', phone: '14165559876', img: 'avatars/zoe.png' })
      .where(eq(users.id, customer.id));
    const [{ email }] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
    await orderAt(t, customer.id, branch);
    const posted = await review(customer.token, branch, { rating: 5, comment: 'Lovely' });
    for (const answer of [posted, await reviewsOf(branch), await call(t, 'GET', '/rest/main-shop/reviews', null)]) {
      const text = JSON.stringify(answer.body);
      for (const secret of ['Secretlastname', '14165559876', email!, 'lastname', 'email', 'phone']) expect(text).not.toContain(secret);
    }
    expect((await reviewsOf(branch)).body.data[0].user).toEqual({ id: customer.id, firstname: 'Zoë', img: `${TEST_IMAGES}avatars/zoe.png` });
    for (const item of (await call(t, 'GET', '/rest/main-shop/reviews?perPage=100', null)).body.data) {
      if (item.user) expect(Object.keys(item.user).sort()).toEqual(['firstname', 'id', 'img']);
    }
    // The account gone (its user id cleared, as the foreign key does): the review stays, without author.
    await t.database.db.update(shopReviews).set({ userId: null }).where(eq(shopReviews.id, posted.body.data.id));
    expect((await reviewsOf(branch)).body.data.find((item: { id: number }) => item.id === posted.body.data.id).user).toBeNull();
  });

  it('lists every branch\'s reviews for the main shop, as its id does', async () => {
    const main = await call(t, 'GET', '/rest/main-shop/reviews?perPage=5', null);
    const ids = await branchIds(t);
    const totals = await Promise.all(ids.map(async (id) => (await reviewsOf(id, '?perPage=1')).body.meta.total as number));
    expect(main.body.meta.total).toBe(totals.reduce((a, b) => a + b, 0));
    expect(new Set(main.body.data.map((item: { assignable_id: number }) => item.assignable_id)).size).toBeGreaterThanOrEqual(1);
    const byId = await reviewsOf(501, '?perPage=5');
    expect(byId.body.data).toEqual(main.body.data);
    expect(byId.body.meta.total).toBe(main.body.meta.total);
  });

  it('answers 404 for an unknown or unapproved shop and 400 for a bad id or page', async () => {
    expect((await reviewsOf(2_000_000_000)).status).toBe(404);
    expect((await groupOf(2_000_000_000)).status).toBe(404);
    const [hidden] = await t.database.db.insert(shops).values({ parentId: 501, status: 'rejected' }).returning({ id: shops.id });
    expect((await reviewsOf(hidden.id)).status).toBe(404);
    await t.database.db.delete(shops).where(eq(shops.id, hidden.id));
    expectFieldError(await call(t, 'GET', '/rest/shops/abc/reviews', null), 'id');
    expectFieldError(await call(t, 'GET', '/rest/shops/0/reviews-group-rating', null), 'id');
    expectFieldError(await reviewsOf(branch, '?perPage=101'), 'perPage');
    expectFieldError(await reviewsOf(branch, '?page=0'), 'page');
    expectFieldError(await call(t, 'GET', '/rest/main-shop/reviews?perPage=0', null), 'perPage');
  });
});

describe('group rating and the shops\' rating_avg, reviews_count', () => {
  const mean = (counts: number[]) => counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / counts.reduce((a, b) => a + b, 0);

  it('counts a branch\'s visible reviews per star with their true mean, as a bare object', async () => {
    const answer = await groupOf(branch);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['avg', 'count', 'group']);
    const counts = await countedRows(t, branch);
    expect(answer.body.group).toEqual({ 1: counts[0], 2: counts[1], 3: counts[2], 4: counts[3], 5: counts[4] });
    expect(answer.body.count).toBe(counts.reduce((a, b) => a + b, 0));
    expect(answer.body.avg).toBeCloseTo(mean(counts), 2);
    const shop = (await call(t, 'GET', `/rest/shops/${branch}`, null)).body.data;
    expect(shop.reviews_count).toBe(answer.body.count);
    expect(shop.rating_avg).toBe(Math.round(mean(counts) * 10) / 10);
  });

  it('sums the branches for the main shop', async () => {
    const perBranch = await Promise.all((await branchIds(t)).map((id) => countedRows(t, id)));
    const counts = [0, 1, 2, 3, 4].map((i) => perBranch.reduce((sum, row) => sum + row[i], 0));
    const main = (await call(t, 'GET', '/rest/main-shop/reviews-group-rating', null)).body;
    expect(Object.values(main.group)).toEqual(counts);
    expect(main.avg).toBeCloseTo(mean(counts), 2);
    expect((await groupOf(501)).body).toEqual(main);
    const shop = (await call(t, 'GET', '/rest/main-shop', null)).body.data;
    expect(shop).toMatchObject({ reviews_count: main.count, rating_avg: Math.round(mean(counts) * 10) / 10 });
    const list = (await call(t, 'GET', '/rest/shops/paginate?perPage=100', null)).body.data;
    for (const [i, id] of (await branchIds(t)).entries()) {
      const listed = list.find((item: { id: number }) => item.id === id);
      if (listed) expect(listed.reviews_count).toBe(perBranch[i].reduce((a, b) => a + b, 0));
    }
  });

  it('is empty, with avg and rating_avg null, for a branch without reviews', async () => {
    const [fresh] = await t.database.db.insert(shops).values({ parentId: 501 }).returning({ id: shops.id });
    expect((await groupOf(fresh.id)).body).toEqual({ group: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, count: 0, avg: null });
    expect((await call(t, 'GET', `/rest/shops/${fresh.id}`, null)).body.data).toMatchObject({ rating_avg: null, reviews_count: 0 });
    expect((await reviewsOf(fresh.id)).body).toMatchObject({ data: [], meta: { total: 0 } });
    await t.database.db.delete(shops).where(eq(shops.id, fresh.id));
  });
});

describe('the order shows whether it can be reviewed', () => {
  it('offers a delivered order without review, then shows the review', async () => {
    const customer = await newCustomer(t);
    const placed = await placeTestOrder(t, customer.id);
    const show = async () => (await call(t, 'GET', `/dashboard/user/orders/${placed.id}`, customer.token)).body.data;
    expect(await show()).toMatchObject({ review: null, can_review: false });
    await moveTo(t, placed.id, 'delivered');
    expect(await show()).toMatchObject({ review: null, can_review: true });
    const posted = await review(customer.token, placed.shopId, { rating: 4, comment: 'Good', order_id: placed.id });
    const order = await show();
    expect(order).toMatchObject({
      can_review: false, review: { id: posted.body.data.id, rating: 4, comment: 'Good', created_at: posted.body.data.created_at },
    });
    expect(Object.keys(order.review).sort()).toEqual(['comment', 'created_at', 'id', 'rating']);
    const list = await call(t, 'GET', '/dashboard/user/orders/paginate', customer.token);
    expect(list.body.data[0]).toEqual(order);
  });
});
