import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopReviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { branchIds, call, countedRows, expectFieldError, newCustomer, newStaff, orderAt, storedCounts } from './test-support';

let t: TestApp;
let staff: { id: number; token: string };
let branch: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaff(t);
  [, , branch] = await branchIds(t);
});
afterAll(async () => { await t.close(); });

const hide = (token: string | null, id: number, body: unknown = { reason: 'Spam' }) => call(t, 'POST', `/dashboard/staff/reviews/${id}/hide`, token, body);
const visibleIds = async (shopId: number) => (await call(t, 'GET', `/rest/shops/${shopId}/reviews?perPage=100`, null)).body.data
  .map((item: { id: number }) => item.id);

/** A new customer's review of a new delivered order at the branch. */
async function posted(rating = 3) {
  const customer = await newCustomer(t);
  await orderAt(t, customer.id, branch);
  const answer = await call(t, 'POST', `/rest/shops/review/${branch}`, customer.token, { rating, comment: 'Buy cheap watches at example.test' });
  expect(answer.status).toBe(200);
  return { customer, review: answer.body.data as { id: number } };
}

describe('POST /dashboard/staff/reviews/{id}/hide', () => {
  it('is for staff only: 401 without a token, 403 ERROR_403 for a customer, nothing changed', async () => {
    const { customer, review } = await posted();
    expect((await hide(null, review.id)).status).toBe(401);
    const refused = await hide(customer.token, review.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ timestamp: expect.any(String), status: false, statusCode: 'ERROR_403', message: 'Only staff may do this' });
    expect((await call(t, 'GET', '/dashboard/staff/reviews/paginate', customer.token)).status).toBe(403);
    expect(await visibleIds(branch)).toContain(review.id);
  });

  it('takes the review out of the list and its stars out of the rating at once, recording why, who and when', async () => {
    const { review } = await posted(1);
    const before = await storedCounts(t, branch);
    const group = (await call(t, 'GET', `/rest/shops/${branch}/reviews-group-rating`, null)).body;
    const answer = await hide(staff.token, review.id, { reason: '  Advertising, not a review.  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: review.id, hidden: true, hidden_reason: 'Advertising, not a review.', hidden_by: staff.id, locale: 'en',
      hidden_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/),
    });
    expect(await visibleIds(branch)).not.toContain(review.id);
    expect(await storedCounts(t, branch)).toEqual(before.map((n, i) => (i === 0 ? n - 1 : n)));
    expect(await storedCounts(t, branch)).toEqual(await countedRows(t, branch));
    const after = (await call(t, 'GET', `/rest/shops/${branch}/reviews-group-rating`, null)).body;
    expect(after.count).toBe(group.count - 1);
    expect((await call(t, 'GET', `/rest/shops/${branch}`, null)).body.data.reviews_count).toBe(group.count - 1);
  });

  it('changes nothing when the review is hidden again, even many times at once', async () => {
    const { review } = await posted(5);
    const before = await storedCounts(t, branch);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => hide(staff.token, review.id, { reason: `reason ${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.database.db.select().from(shopReviews).where(eq(shopReviews.id, review.id));
    expect(answers.map((answer) => answer.body.data.hidden_reason)).toEqual(answers.map(() => row.hiddenReason));
    expect(await storedCounts(t, branch)).toEqual(before.map((n, i) => (i === 4 ? n - 1 : n)));
    const again = await hide(staff.token, review.id, { reason: 'Once more' });
    expect(again.body.data).toMatchObject({ hidden_reason: row.hiddenReason, hidden_at: answers[0].body.data.hidden_at });
    expect(await storedCounts(t, branch)).toEqual(await countedRows(t, branch));
  });

  it('needs a reason, at most 500 characters; an unknown review is a 404', async () => {
    const { review } = await posted();
    expectFieldError(await hide(staff.token, review.id, {}), 'reason', 'Required');
    expectFieldError(await hide(staff.token, review.id, { reason: '   ' }), 'reason', 'The reason field is required.');
    expectFieldError(await hide(staff.token, review.id, { reason: 'x'.repeat(501) }), 'reason', 'The reason may not be greater than 500 characters.');
    expectFieldError(await hide(staff.token, 0, { reason: 'Spam' }), 'id');
    expect(await visibleIds(branch)).toContain(review.id);
    const missing = await hide(staff.token, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 'ERROR_404' });
  });

  it('keeps the review on its order for its author, who may not post another', async () => {
    const customer = await newCustomer(t);
    const orderId = await orderAt(t, customer.id, branch);
    const review = (await call(t, 'POST', `/rest/shops/review/${branch}`, customer.token, { rating: 2, order_id: orderId })).body.data;
    await hide(staff.token, review.id);
    const order = (await call(t, 'GET', `/dashboard/user/orders/${orderId}`, customer.token)).body.data;
    expect(order).toMatchObject({ can_review: false, review: { id: review.id, rating: 2 } });
    expect((await call(t, 'POST', `/rest/shops/review/${branch}`, customer.token, { rating: 5, order_id: orderId })).body.statusCode).toBe('ERROR_483');
  });
});

describe('GET /dashboard/staff/reviews/paginate', () => {
  it('lists every review, hidden ones included, newest first, optionally of one branch', async () => {
    const { review } = await posted();
    await hide(staff.token, review.id, { reason: 'Off topic' });
    const all = await call(t, 'GET', '/dashboard/staff/reviews/paginate?perPage=100', staff.token);
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toMatchObject({ id: review.id, hidden: true, hidden_reason: 'Off topic', hidden_by: staff.id });
    const dates: string[] = all.body.data.map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const own = await call(t, 'GET', `/dashboard/staff/reviews/paginate?perPage=100&shop_id=${branch}`, staff.token);
    expect(own.body.data.every((item: { assignable_id: number }) => item.assignable_id === branch)).toBe(true);
    expect(own.body.meta.total).toBe((await visibleIds(branch)).length + own.body.data.filter((item: { hidden: boolean }) => item.hidden).length);
    expectFieldError(await call(t, 'GET', '/dashboard/staff/reviews/paginate?shop_id=-1', staff.token), 'shop_id', 'The selected shop_id is invalid.');
  });
});
