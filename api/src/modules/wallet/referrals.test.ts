import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  notificationPreferences, notifications, referralProgrammes, settings, smsOutbox, userReferrals, users,
} from '../../db/schema';
import { createTestApp, fakeClock, TEST_IMAGES, type TestApp } from '../../testing/test-app';
import { loadFixture, type Fixture } from '../../testing/menu';
import { moveTo, placeTestOrder } from '../../testing/orders';
import { certificateEndpoint, createTestKey, idTokenClaims, signIdToken } from '../firebase/test-support';
import { revokeReferral } from './referrals';
import { WALLET_MESSAGES } from './rules';
import {
  balanceOf, call, expectCodedError, expectLedgersBalanced, newCustomer, newStaff, storedHistory, topUp, withdraw,
} from './test-support';

const PROJECT = 'storefront-test';
const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
const key = createTestKey();
let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp(clock(), { clock, firebase: { projectId: PROJECT, emulator: false, fetch: certificateEndpoint([key]).fetch } });
  f = await loadFixture(t);
});
afterAll(async () => { await t.close(); });

let nextPhone = 4165557000;
let nextIp = 1;
const post = async (path: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${path}`, payload, remoteAddress: `10.7.0.${nextIp++ % 250}` });
  return { status: response.statusCode, body: response.json() };
};

/** Starts a sign-up of `phone` with `referral`. */
const signUp = (phone: string, referral?: string) => post('/auth/register', {
  firstname: 'Omar', phone, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', ...(referral === undefined ? {} : { referral }),
});

/** A new account signed up by phone code with `referral`; answers its id and token. */
async function referredFriend(referral: string | undefined, phone = `1${nextPhone++}`) {
  const sent = await signUp(phone, referral);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [sms] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  const verified = await post('/auth/verify/phone', { verifyId: sent.body.data.verifyId, verifyCode: /\b(\d{6})\b/.exec(sms.body)![1] });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { id: verified.body.data.user.id as number, token: verified.body.data.token as string, phone };
}

/** A customer and their referral code. */
async function referrer() {
  const customer = await newCustomer(t);
  const [row] = await t.database.db.select({ code: users.myReferral }).from(users).where(eq(users.id, customer.id));
  return { ...customer, code: row.code };
}

const linkOf = async (friendId: number) => (await t.database.db.select().from(userReferrals).where(eq(userReferrals.friendId, friendId)))[0];
const setSetting = (name: string, value: string) => t.database.db.update(settings).set({ value }).where(eq(settings.key, name));
const referralNotices = (userId: number) => t.database.db.select().from(notifications)
  .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_user_by_referral')));

async function deliverOrder(userId: number) {
  const order = await placeTestOrder(t, userId);
  await moveTo(t, order.id, 'delivered', clock());
  return order;
}

describe('GET /rest/referral', () => {
  it('answers the running programme in the requested language and currency', async () => {
    const answer = await call(t, 'GET', '/rest/referral', null);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      price_from: 5, price_to: 5, img: `${TEST_IMAGES}news/referral.svg`, expired_at: null,
      translation: { locale: 'en', title: 'Give $5, get $5' }, locales: ['en', 'fr', 'ar'],
    });
    expect(answer.body.data.translations).toHaveLength(3);
    const french = await call(t, 'GET', `/rest/referral?lang=fr&currency_id=${f.eur.id}`, null);
    expect(french.body.data).toMatchObject({ price_from: 4.6, price_to: 4.6, translation: { locale: 'fr', title: 'Offrez 5 $, recevez 5 $' } });
  });

  it('is not found while referral_active is off or the programme has expired', async () => {
    await setSetting('referral_active', '0');
    try {
      expect((await call(t, 'GET', '/rest/referral', null)).status).toBe(404);
    } finally {
      await setSetting('referral_active', '1');
    }
    await t.database.db.update(referralProgrammes).set({ expiredAt: new Date(clock().getTime() - 1000) });
    try {
      expect((await call(t, 'GET', '/rest/referral', null)).status).toBe(404);
    } finally {
      await t.database.db.update(referralProgrammes).set({ expiredAt: null });
    }
  });
});

describe('signing up with a referral code', () => {
  it('links the new account to the code\'s owner, the code typed in any case', async () => {
    const owner = await referrer();
    const code = `R${owner.id}`.padEnd(8, 'X'); // codes are capitals, as newReferralCode makes them
    await t.database.db.update(users).set({ myReferral: code }).where(eq(users.id, owner.id));
    const friend = await referredFriend(`  ${code.toLowerCase()} `);
    expect(await linkOf(friend.id)).toMatchObject({ referrerId: owner.id, friendPhone: friend.phone, friendEmail: null, status: 'pending' });
    expect((await call(t, 'GET', '/dashboard/user/profile/show', owner.token)).body.data).toMatchObject({ referral_count: 1, referral_earned: 0 });
  });

  it('refuses an unknown code on `referral` (ERROR_472) before texting anything', async () => {
    const phone = `1${nextPhone++}`;
    expectCodedError(await signUp(phone, 'NOPE0000'), 'ERROR_472', WALLET_MESSAGES.referralUnknown, 'referral');
    expect(await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toEqual([]);
    const deactivated = await referrer();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, deactivated.id));
    expectCodedError(await signUp(phone, deactivated.code), 'ERROR_472', WALLET_MESSAGES.referralUnknown, 'referral');
    expect((await signUp(phone, '  ')).status).toBe(200); // blank: no code
  });

  it('never refers one phone twice, even after the account is deleted and signed up again', async () => {
    const [first, second] = [await referrer(), await referrer()];
    const friend = await referredFriend(first.code);
    await t.database.db.delete(users).where(eq(users.id, friend.id));
    expectCodedError(await signUp(friend.phone, second.code), 'ERROR_474', WALLET_MESSAGES.referralUsed, 'referral');
    const again = await referredFriend(undefined, friend.phone);
    expect(await linkOf(again.id)).toBeUndefined();
    await deliverOrder(again.id);
    expect(await balanceOf(t, first.id)).toBe(0);
    expect(await balanceOf(t, second.id)).toBe(0);
  });
});

describe('firebase sign-in with a referral code', () => {
  const signIn = (uid: string, referral: string, claims: Record<string, unknown> = {}) => post('/auth/google/callback', {
    id_token: signIdToken(key, idTokenClaims(PROJECT, clock(), { sub: uid, email: `${uid}@example.com`, email_verified: true, ...claims })),
    referral,
  });

  it('links an account it creates, by its proven e-mail address, once', async () => {
    const owner = await referrer();
    const created = await signIn('fb-friend-1', owner.code);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await linkOf(created.body.data.user.id)).toMatchObject({ referrerId: owner.id, friendEmail: 'fb-friend-1@example.com', friendPhone: null });
    // Signing in again with another code changes nothing.
    const other = await referrer();
    expect((await signIn('fb-friend-1', other.code)).status).toBe(200);
    expect(await linkOf(created.body.data.user.id)).toMatchObject({ referrerId: owner.id });
  });

  it('refuses the account\'s own code (ERROR_473) and an unknown one (ERROR_472)', async () => {
    const first = await signIn('fb-self', 'DEMO0001');
    const [own] = await t.database.db.select({ code: users.myReferral }).from(users).where(eq(users.id, first.body.data.user.id));
    expectCodedError(await signIn('fb-self', own.code), 'ERROR_473', WALLET_MESSAGES.referralOwn, 'referral');
    expectCodedError(await signIn('fb-unknown', 'NOPE0000'), 'ERROR_472', WALLET_MESSAGES.referralUnknown, 'referral');
  });
});

describe('rewards', () => {
  it('pay both sides at the friend\'s first delivered order, once, and tell the referrer in their language', async () => {
    const owner = await referrer();
    await t.database.db.update(users).set({ lang: 'fr', currencyId: f.eur.id }).where(eq(users.id, owner.id));
    const friend = await referredFriend(owner.code);
    const first = await deliverOrder(friend.id);

    expect((await storedHistory(t, friend.id)).map((row) => [row.type, row.price, row.orderId])).toEqual([['referral_to_topup', 5_00, first.id]]);
    expect((await storedHistory(t, owner.id)).map((row) => [row.type, row.price, row.orderId])).toEqual([['referral_from_topup', 5_00, null]]);
    expect(await linkOf(friend.id)).toMatchObject({ status: 'rewarded', orderId: first.id, priceFrom: 5_00, priceTo: 5_00 });
    const [notice] = await referralNotices(owner.id);
    expect(notice).toMatchObject({
      title: 'Votre ami vous a rejoint', clientId: friend.id, data: { id: friend.id, type: 'new_user_by_referral' },
      body: 'Omar s’est inscrit avec votre code de parrainage et a reçu sa première commande : 4.60 € ont été ajoutés à votre portefeuille.',
    });
    const shown = await call(t, 'GET', '/dashboard/notifications?type=new_user_by_referral', owner.token);
    expect(shown.body.data[0]).toMatchObject({ type: 'new_user_by_referral', client: { id: friend.id, firstname: 'Omar' } });
    expect((await call(t, 'GET', '/dashboard/user/profile/show', owner.token)).body.data).toMatchObject({ referral_count: 1, referral_earned: 5 });

    await deliverOrder(friend.id);
    expect(await balanceOf(t, friend.id)).toBe(5_00);
    expect(await balanceOf(t, owner.id)).toBe(5_00);
    expect(await referralNotices(owner.id)).toHaveLength(1);
    await expectLedgersBalanced(t);
  });

  it('pay once when two first orders are delivered at the same moment', async () => {
    const owner = await referrer();
    const friend = await referredFriend(owner.code);
    const orders = [await placeTestOrder(t, friend.id), await placeTestOrder(t, friend.id)];
    await Promise.all(orders.map((order) => moveTo(t, order.id, 'delivered', clock())));
    expect(await balanceOf(t, friend.id)).toBe(5_00);
    expect(await balanceOf(t, owner.id)).toBe(5_00);
  });

  it('still pay a referrer who turned the notification off, without telling them', async () => {
    const owner = await referrer();
    await t.database.db.insert(notificationPreferences).values({ userId: owner.id, type: 'new_user_by_referral', active: false });
    const friend = await referredFriend(owner.code);
    await deliverOrder(friend.id);
    expect(await balanceOf(t, owner.id)).toBe(5_00);
    expect(await referralNotices(owner.id)).toEqual([]);
  });

  it('are taken back when the first order is refunded, once: what a balance no longer holds is owed and paid by the next money in', async () => {
    const staff = await newStaff(t);
    const owner = await referrer();
    const friend = await referredFriend(owner.code);
    const first = await deliverOrder(friend.id);
    expect((await withdraw(t, owner.token, { price: 3 })).status).toBe(200);
    const asked = await call(t, 'POST', '/dashboard/user/order-refunds', friend.token, { order_id: first.id, cause: 'Cold' });
    const approve = () => call(t, 'POST', `/dashboard/staff/order-refunds/${asked.body.data.id}/status`, staff.token, { status: 'approved' });
    expect((await approve()).status).toBe(200);

    const movements = async (userId: number) => (await storedHistory(t, userId)).map((row) => [row.type, row.price, row.orderId, row.authorId]);
    expect(await movements(friend.id)).toEqual([['referral_to_topup', 5_00, first.id, null], ['referral_revoked', -5_00, first.id, staff.id]]);
    expect(await movements(owner.id)).toEqual([
      ['referral_from_topup', 5_00, null, null], ['withdraw', -3_00, null, owner.id], ['referral_revoked', -5_00, null, staff.id],
    ]);
    expect(await linkOf(friend.id)).toMatchObject({ status: 'revoked', orderId: first.id });
    const profile = async () => (await call(t, 'GET', '/dashboard/user/profile/show', owner.token)).body.data;
    expect(await profile()).toMatchObject({ wallet: { price: 0, debt: 3 }, referral_count: 1, referral_earned: 0 });
    await expectLedgersBalanced(t);

    // Again, by staff or by the code itself: nothing more is taken.
    expect((await approve()).status).toBe(400);
    await t.database.db.transaction((tx) => revokeReferral(tx, first.id, staff.id, clock()));
    expect(await storedHistory(t, owner.id)).toHaveLength(3);
    // Money coming in pays the debt first; the friend's next order rewards no one.
    expect((await topUp(t, owner.token, 10)).body.data.wallet).toMatchObject({ price: 7, debt: 0 });
    await deliverOrder(friend.id);
    expect(await balanceOf(t, friend.id)).toBe(0);
    expect(await balanceOf(t, owner.id)).toBe(7_00);
    await expectLedgersBalanced(t);
  });

  it('lapse when the first order is delivered while the programme is off: nothing is paid, then or later', async () => {
    const owner = await referrer();
    const friend = await referredFriend(owner.code);
    await setSetting('referral_active', '0');
    try {
      await deliverOrder(friend.id);
    } finally {
      await setSetting('referral_active', '1');
    }
    await deliverOrder(friend.id);
    expect(await linkOf(friend.id)).toMatchObject({ status: 'lapsed', priceFrom: null });
    expect(await balanceOf(t, friend.id)).toBe(0);
    expect(await balanceOf(t, owner.id)).toBe(0);
  });
});
