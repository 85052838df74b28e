import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadFixture, type Fixture } from '../../testing/menu';
import { WALLET_MESSAGES } from './rules';
import type { TopUpProvider } from './top-up';
import {
  balanceOf, call, expectCodedError, expectFieldError, expectLedgersBalanced, histories, newCustomer, newStaff, storedHistory, topUp,
  withdraw,
} from './test-support';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixture(t);
});
afterAll(async () => { await t.close(); });

/** A customer whose wallet holds `price` (a demo top-up). */
async function customerWith(price: number) {
  const customer = await newCustomer(t);
  if (price) expect((await topUp(t, customer.token, price)).status).toBe(200);
  return customer;
}

const HISTORY_KEYS = [
  'author', 'can_cancel', 'created_at', 'id', 'note', 'order_id', 'price', 'provider', 'status', 'transaction_id', 'type', 'updated_at', 'user_id', 'uuid', 'wallet_uuid',
];

describe('POST /payments/wallet/payment/top-up', () => {
  it('adds the money through the demo provider and records it, in the requested currency', async () => {
    const customer = await newCustomer(t);
    const answer = await topUp(t, customer.token, 25);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      provider: 'demo',
      wallet: { user_id: customer.id, price: 25, symbol: '$' },
      history: { type: 'topup', price: 25, status: 'paid', provider: 'demo', user_id: customer.id, order_id: null, transaction_id: null },
    });
    expect(answer.body.data.history.wallet_uuid).toBe(answer.body.data.wallet.uuid);
    expect(Object.keys(answer.body.data.history).sort()).toEqual(HISTORY_KEYS);

    const inEuro = await topUp(t, customer.token, 9.2, `?currency_id=${f.eur.id}`);
    expect(inEuro.body.data.history.price).toBe(9.2);
    expect(await balanceOf(t, customer.id)).toBe(25_00 + 10_00); // 9.20 EUR at 0.92 is $10
    expect((await storedHistory(t, customer.id)).map((row) => [row.type, row.price, row.provider])).toEqual([
      ['topup', 25_00, 'demo'], ['topup', 10_00, 'demo'],
    ]);
    expect((await storedHistory(t, customer.id))[0].providerReference).toMatch(/^demo-/);
  });

  it('refuses an amount that is not 0.01..10000 on `price`, and needs a sign-in', async () => {
    const customer = await newCustomer(t);
    for (const price of [0, -5, 0.001, 10_000.01, 1e308, 'ten']) expectFieldError(await topUp(t, customer.token, price), 'price');
    expectFieldError(await call(t, 'POST', '/payments/wallet/payment/top-up', customer.token, {}), 'price');
    expect((await topUp(t, null, 5)).status).toBe(401);
    expect(await storedHistory(t, customer.id)).toEqual([]);
  });

  it('credits nothing when the provider declines (400 ERROR_475)', async () => {
    const declining: TopUpProvider = { name: 'card', charge: async () => ({ status: 'declined', reason: 'insufficient funds' }) };
    const other = await createTestApp(new Date(), { topUps: declining });
    try {
      const customer = await newCustomer(other);
      expectCodedError(await topUp(other, customer.token, 20), 'ERROR_475', WALLET_MESSAGES.topUpDeclined, 'price');
      expect(await balanceOf(other, customer.id)).toBe(0);
      expect(await storedHistory(other, customer.id)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('POST /dashboard/user/wallet/withdraw', () => {
  it('takes the money at once as a processed withdrawal', async () => {
    const customer = await customerWith(40);
    const answer = await withdraw(t, customer.token, { price: 15.5, note: '  IBAN CA00 1234  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ type: 'withdraw', price: -15.5, status: 'processed', can_cancel: true, note: 'IBAN CA00 1234', provider: null });
    expect(await balanceOf(t, customer.id)).toBe(24_50);
    await expectLedgersBalanced(t);
  });

  it('refuses more than the balance with ERROR_109 on `price` and writes nothing', async () => {
    const customer = await customerWith(10);
    expectCodedError(await withdraw(t, customer.token, { price: 10.01 }), 'ERROR_109', 'Insufficient wallet balance', 'price');
    expect(await balanceOf(t, customer.id)).toBe(10_00);
    expect((await storedHistory(t, customer.id)).map((row) => row.type)).toEqual(['topup']);
    const walletless = await newCustomer(t);
    expectCodedError(await withdraw(t, walletless.token, { price: 1 }), 'ERROR_109', 'Insufficient wallet balance', 'price');
  });

  it('refuses bad input with the field, never a 500', async () => {
    const customer = await customerWith(10);
    expectFieldError(await withdraw(t, customer.token, { price: 0 }), 'price');
    expectFieldError(await withdraw(t, customer.token, { price: 'all' }), 'price');
    expectFieldError(await withdraw(t, customer.token, { price: 1, note: 'x'.repeat(501) }), 'note');
    expectFieldError(await withdraw(t, customer.token, {}), 'price');
    expect((await withdraw(t, null, { price: 1 })).status).toBe(401);
  });

  it('never takes a balance below zero, whatever arrives at once', async () => {
    const customer = await customerWith(50);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(t, customer.token, { price: 10 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.body.statusCode).toBe('ERROR_109');
    expect(await balanceOf(t, customer.id)).toBe(0);
    await expectLedgersBalanced(t);
  });
});

describe('GET /dashboard/user/wallet/histories', () => {
  it('lists only the caller\'s movements, newest first, filtered by type and status', async () => {
    const [owner, other] = [await customerWith(30), await customerWith(5)];
    await withdraw(t, owner.token, { price: 12 });
    const list = await histories(t, owner.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { type: string; price: number }) => [row.type, row.price])).toEqual([['withdraw', -12], ['topup', 30]]);
    expect(list.body.meta).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    expect((await histories(t, owner.token, '?type=withdraw')).body.data).toHaveLength(1);
    expect((await histories(t, owner.token, '?status=processed')).body.data.map((row: { type: string }) => row.type)).toEqual(['withdraw']);
    expect((await histories(t, owner.token, '?perPage=1&page=2')).body.data.map((row: { type: string }) => row.type)).toEqual(['topup']);
    expect((await histories(t, other.token)).body.data.map((row: { price: number }) => row.price)).toEqual([5]);
    expect((await histories(t, (await newCustomer(t)).token)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses an unknown type or status on that field, and needs a sign-in', async () => {
    const customer = await newCustomer(t);
    expectFieldError(await histories(t, customer.token, '?type=gift'), 'type');
    expectFieldError(await histories(t, customer.token, '?status=done'), 'status');
    expectFieldError(await histories(t, customer.token, '?perPage=101'), 'perPage');
    expect((await histories(t, null)).status).toBe(401);
  });
});

describe('a customer\'s withdrawal status', () => {
  const cancel = (token: string | null, uuid: string, query = '?status=canceled') =>
    call(t, 'POST', `/dashboard/user/wallet/history/${uuid}/status/change${query}`, token);

  it('may be canceled by its owner while processed: the money comes back as its own row', async () => {
    const [owner, other] = [await customerWith(20), await newCustomer(t)];
    const { uuid } = (await withdraw(t, owner.token, { price: 8 })).body.data;
    expect((await cancel(other.token, uuid)).status).toBe(404);
    expect(await balanceOf(t, owner.id)).toBe(12_00);

    const canceled = await cancel(owner.token, uuid);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data).toMatchObject({ uuid, type: 'withdraw', price: -8, status: 'canceled', can_cancel: false });
    expect(await balanceOf(t, owner.id)).toBe(20_00);
    expect((await storedHistory(t, owner.id)).map((row) => [row.type, row.price, row.status, row.note])).toEqual([
      ['topup', 20_00, 'paid', null], ['withdraw', -8_00, 'canceled', null], ['withdraw_return', 8_00, 'paid', 'Withdrawal canceled'],
    ]);
    expectCodedError(await cancel(owner.token, uuid), 'ERROR_252', WALLET_MESSAGES.sameStatus, 'status');
    expect(await balanceOf(t, owner.id)).toBe(20_00);
    await expectLedgersBalanced(t);
  });

  it('refuses what is no withdrawal, another status, an unknown or malformed uuid, and needs a sign-in', async () => {
    const owner = await customerWith(20);
    const [topped] = (await histories(t, owner.token)).body.data;
    expectFieldError(await cancel(owner.token, topped.uuid), 'status', WALLET_MESSAGES.notWithdrawal);
    const { uuid } = (await withdraw(t, owner.token, { price: 1 })).body.data;
    expectFieldError(await cancel(owner.token, uuid, '?status=paid'), 'status');
    expect((await cancel(owner.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expectFieldError(await cancel(owner.token, 'not-a-uuid'), 'uuid');
    expect((await cancel(null, uuid)).status).toBe(401);
    expect((await cancel(null, 'not-a-uuid')).status).toBe(401); // the sign-in first
  });
});

describe('staff and withdrawals', () => {
  const setStatus = (token: string | null, uuid: string, status: unknown) =>
    call(t, 'POST', `/dashboard/staff/wallet/histories/${uuid}/status`, token, { status });

  it('only staff list withdrawals and pay them out or reject them; a rejection gives the money back', async () => {
    const staff = await newStaff(t);
    const customer = await customerWith(30);
    const paidOut = (await withdraw(t, customer.token, { price: 10 })).body.data.uuid;
    const refused = (await withdraw(t, customer.token, { price: 5 })).body.data.uuid;

    expect((await setStatus(null, paidOut, 'paid')).status).toBe(401);
    expect((await setStatus(customer.token, paidOut, 'paid')).status).toBe(403);
    expect((await call(t, 'GET', '/dashboard/staff/wallet/withdrawals', customer.token)).status).toBe(403);
    expect((await call(t, 'GET', '/dashboard/staff/wallet/withdrawals', null)).status).toBe(401);

    const waiting = await call(t, 'GET', '/dashboard/staff/wallet/withdrawals?status=processed&perPage=100', staff.token);
    expect(waiting.body.data.map((row: { uuid: string }) => row.uuid)).toEqual(expect.arrayContaining([paidOut, refused]));
    expect(waiting.body.data.every((row: { type: string }) => row.type === 'withdraw')).toBe(true);

    expectFieldError(await setStatus(staff.token, paidOut, 'lost'), 'status');
    expect((await setStatus(staff.token, paidOut, 'paid')).body.data).toMatchObject({ uuid: paidOut, status: 'paid', price: -10 });
    expect(await balanceOf(t, customer.id)).toBe(15_00);
    expect((await setStatus(staff.token, refused, 'rejected')).body.data).toMatchObject({ status: 'rejected' });
    expect(await balanceOf(t, customer.id)).toBe(20_00);
    expect((await storedHistory(t, customer.id)).at(-1)).toMatchObject({ type: 'withdraw_return', price: 5_00, note: 'Withdrawal rejected' });

    expectCodedError(await setStatus(staff.token, paidOut, 'paid'), 'ERROR_252', WALLET_MESSAGES.sameStatus, 'status');
    expectCodedError(await setStatus(staff.token, paidOut, 'rejected'), 'ERROR_476', WALLET_MESSAGES.withdrawalClosed, 'status');
    expectCodedError(await call(t, 'POST', `/dashboard/user/wallet/history/${paidOut}/status/change`, customer.token),
      'ERROR_476', WALLET_MESSAGES.withdrawalClosed, 'status');
    expect((await setStatus(staff.token, '00000000-0000-4000-8000-000000000000', 'paid')).status).toBe(404);
    expectFieldError(await setStatus(staff.token, 'not-a-uuid', 'paid'), 'uuid');
    await expectLedgersBalanced(t);
  });
});

describe('who made a movement (author)', () => {
  const setStatus = (token: string, uuid: string, status: string) =>
    call(t, 'POST', `/dashboard/staff/wallet/histories/${uuid}/status`, token, { status });

  it('is the owner for what they did, the restaurant for staff\'s decisions; never another customer or a staff member', async () => {
    const staff = await newStaff(t);
    const customer = await customerWith(30);
    const kept = (await withdraw(t, customer.token, { price: 5 })).body.data.uuid;
    const refused = (await withdraw(t, customer.token, { price: 4 })).body.data.uuid;
    expect((await call(t, 'POST', `/dashboard/user/wallet/history/${kept}/status/change?status=canceled`, customer.token)).status).toBe(200);
    expect((await setStatus(staff.token, refused, 'rejected')).status).toBe(200);
    const rows = (await histories(t, customer.token)).body.data as { type: string; note: string | null; author: Record<string, unknown> }[];
    const owner = { id: customer.id, firstname: 'Cart', lastname: '', img: null };
    const restaurant = { id: null, firstname: 'Storefront Kitchen', lastname: '', img: expect.stringMatching(/^http.*\/storage\/images\/shops\/logo\.svg$/) };
    expect(rows.map((row) => [row.type, row.note, row.author])).toEqual([
      ['withdraw_return', 'Withdrawal rejected', restaurant],
      ['withdraw_return', 'Withdrawal canceled', owner],
      ['withdraw', null, owner],
      ['withdraw', null, owner],
      ['topup', null, owner],
    ]);
    // In the requested language, and the same on the staff's list.
    expect((await histories(t, customer.token, '?lang=ar')).body.data[0].author.firstname).toBe('مطبخ ستورفرونت');
    const staffList = await call(t, 'GET', '/dashboard/staff/wallet/withdrawals?perPage=100', staff.token);
    expect(staffList.body.data.find((row: { uuid: string }) => row.uuid === kept).author).toEqual(owner);
  });
});

describe('the profile\'s wallet', () => {
  it('is created empty at the first look and converted to the requested currency', async () => {
    const customer = await newCustomer(t);
    const empty = await call(t, 'GET', '/dashboard/user/profile/show', customer.token);
    expect(empty.body.data).toMatchObject({ wallet: { user_id: customer.id, price: 0, symbol: '$' }, points: 0, referral_count: 0, referral_earned: 0 });
    await topUp(t, customer.token, 100);
    const inEuro = await call(t, 'GET', `/dashboard/user/profile/show?currency_id=${f.eur.id}`, customer.token);
    expect(inEuro.body.data.wallet).toMatchObject({ uuid: empty.body.data.wallet.uuid, price: 92, symbol: '€' });
  });
});
