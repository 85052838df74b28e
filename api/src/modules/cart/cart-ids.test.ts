import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, newCustomer } from '../../testing/customers';
import { loadFixture, type Fixture } from '../../testing/menu';
import { cartIds, NEW_CART_IDS } from './lines';

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixture(t);
});
afterAll(async () => { await t.close(); });

/** The cart a customer's first dish makes: its id. */
async function cartIdOf(customer: { token: string }): Promise<number> {
  const answer = await call(t, 'POST', '/dashboard/user/cart/insert-product', customer.token, {
    shop_id: f.shopId, products: [{ stock_id: f.stocks[0]!.stock.id, quantity: 1 }],
  });
  expect(answer.status).toBe(200);
  return answer.body.data.id;
}

const newCartId = async () => cartIdOf(await newCustomer(t));

describe("a cart's id", () => {
  it('is drawn at random, not the next integer: a group link cannot be walked to the next cart', async () => {
    const ids = [await newCartId(), await newCartId(), await newCartId()];
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(NEW_CART_IDS.min);
      expect(id).toBeLessThanOrEqual(NEW_CART_IDS.max);
    }
    expect(Math.abs(ids[1]! - ids[0]!)).toBeGreaterThan(1);
    expect(Math.abs(ids[2]! - ids[1]!)).toBeGreaterThan(1);
  });

  it("is drawn again when the draw is already a cart's id", async () => {
    const taken = await newCartId();
    const customer = await newCustomer(t);
    const draw = vi.spyOn(cartIds, 'draw').mockReturnValueOnce(taken).mockReturnValueOnce(taken).mockReturnValueOnce(1_234_567);
    try {
      expect(await cartIdOf(customer)).toBe(1_234_567);
      expect(draw).toHaveBeenCalledTimes(3);
    } finally {
      draw.mockRestore();
    }
  });

  it('stays the same for the same customer: a cart is made once', async () => {
    const customer = await newCustomer(t);
    const first = await cartIdOf(customer);
    expect(await cartIdOf(customer)).toBe(first);
  });
});
