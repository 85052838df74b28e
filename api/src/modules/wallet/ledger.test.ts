import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { users, walletHistories, wallets } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-app';
import { createCheckoutTest, customerWithCart, placeOrder, setWallet, type CheckoutTest } from '../checkout/test-support';
import { moveWallet } from './ledger';
import { balanceOf, call, expectLedgersBalanced, newStaff, storedHistory, withdraw } from './test-support';

let c: CheckoutTest;
beforeAll(async () => { c = await createCheckoutTest(); });
afterAll(async () => { await c.t.close(); });

type Buyer = Awaited<ReturnType<typeof customerWithCart>>;

const walletOrder = (buyer: Buyer) => placeOrder(c, buyer, { cart_id: buyer.cartId, delivery_type: 'pickup', payment_type: 'wallet' });

/** Staff move a pickup order to delivered, step by step. */
async function deliver(staffToken: string, orderId: number) {
  for (const status of ['accepted', 'ready', 'delivered']) {
    const answer = await call(c.t, 'POST', `/dashboard/staff/orders/${orderId}/status`, staffToken, { status });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

async function refund(staffToken: string, buyer: Buyer, orderId: number) {
  const asked = await call(c.t, 'POST', '/dashboard/user/order-refunds', buyer.token, { order_id: orderId, cause: 'Cold food' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect((await call(c.t, 'POST', `/dashboard/staff/order-refunds/${asked.body.data.id}/status`, staffToken, { status: 'approved' })).status).toBe(200);
}

describe('the ledger', () => {
  it('keeps every balance equal to the sum of its history through a burst of wallet orders, top-ups, withdrawals, cancels and refunds', async () => {
    const staff = await newStaff(c.t);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => customerWithCart(c)));
    for (const buyer of buyers) await setWallet(c, buyer.id, 200_00);

    const placed = await Promise.all(buyers.map(async (buyer) => {
      const [order] = await Promise.all([
        walletOrder(buyer),
        call(c.t, 'POST', '/payments/wallet/payment/top-up', buyer.token, { price: 10 }),
        withdraw(c.t, buyer.token, { price: 5 }),
      ]);
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      return order.body.data as { id: number; total_price: number };
    }));
    await expectLedgersBalanced(c.t);

    // Half are canceled by their customer, half delivered and refunded: all at once.
    await Promise.all(buyers.map((buyer, i) => (i % 2
      ? call(c.t, 'POST', `/dashboard/user/orders/${placed[i].id}/status/change?status=canceled`, buyer.token)
      : deliver(staff.token, placed[i].id).then(() => refund(staff.token, buyer, placed[i].id)))));
    await expectLedgersBalanced(c.t);

    for (const [i, buyer] of buyers.entries()) {
      expect(await balanceOf(c.t, buyer.id)).toBe(200_00 + 10_00 - 5_00);
      const rows = (await storedHistory(c.t, buyer.id)).filter((row) => row.orderId === placed[i].id);
      expect(rows.map((row) => [row.type, row.price])).toEqual([
        ['order_payment', -Math.round(placed[i].total_price * 100)], [i % 2 ? 'order_cancel' : 'order_refund', Math.round(placed[i].total_price * 100)],
      ]);
      expect(new Set(rows.map((row) => row.transactionId)).size).toBe(1);
    }
  });

  it('lets exactly one of an order and a withdrawal through when the balance holds only one', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => customerWithCart(c)));
    for (const buyer of buyers) await setWallet(c, buyer.id, 30_00);
    const results = await Promise.all(buyers.map((buyer) => Promise.all([walletOrder(buyer), withdraw(c.t, buyer.token, { price: 25 })])));
    for (const [order, taken] of results) {
      expect([order.status, taken.status].sort()).toEqual([200, 400]);
      expect((order.status === 400 ? order : taken).body.statusCode).toBe('ERROR_109');
    }
    await expectLedgersBalanced(c.t);
  });

  it('refuses a debit past the balance and writes no row', async () => {
    const [buyer] = [await customerWithCart(c)];
    await setWallet(c, buyer.id, 5_00);
    const at = new Date();
    const refused = await c.t.database.db.transaction((tx) => moveWallet(tx, { userId: buyer.id, cents: -5_01, type: 'withdraw', authorId: buyer.id, at }));
    expect(refused).toBeNull();
    expect((await storedHistory(c.t, buyer.id)).map((row) => row.price)).toEqual([5_00]);
    await expect(c.t.database.db.transaction((tx) => moveWallet(tx, { userId: buyer.id, cents: 0, type: 'topup', authorId: buyer.id, at }))).rejects.toThrow();
  });
});

describe('balances from before the history', () => {
  it('get one opening_balance row each from migration 0011', async () => {
    const database = await openTestDatabase();
    try {
      const db = database.db;
      const [rich, empty] = await db.insert(users).values([{ myReferral: 'OLD00001' }, { myReferral: 'OLD00002' }]).returning({ id: users.id });
      const at = new Date(2029, 5, 1, 12);
      await db.insert(wallets).values([{ userId: rich.id, price: 42_50, updatedAt: at }, { userId: empty.id, price: 0 }]);
      // The migration ran on an empty database; its backfill is run again as an old database would have.
      const migration = readFileSync(new URL('../../db/migrations/0011_wallet.sql', import.meta.url), 'utf8');
      const backfill = migration.split('--> statement-breakpoint').at(-1)!;
      expect(backfill).toContain('INSERT INTO "wallet_histories"');
      await db.execute(sql.raw(backfill));
      const rows = await db.select().from(walletHistories);
      expect(rows.map((row) => [row.userId, row.type, row.price, row.status, row.createdAt])).toEqual([[rich.id, 'opening_balance', 42_50, 'paid', at]]);
      const [balance] = await db.select({ price: wallets.price }).from(wallets).where(eq(wallets.userId, rich.id));
      expect(balance.price).toBe(rows[0].price);
    } finally {
      await database.dispose();
    }
  });

  it('the demo customer\'s demo balance is an opening_balance row', async () => {
    const [demo] = await c.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@storefront.test'));
    expect((await storedHistory(c.t, demo.id)).map((row) => [row.type, row.price, row.note])).toEqual([['opening_balance', 50_00, 'Demo balance']]);
    await expectLedgersBalanced(c.t);
  });
});
