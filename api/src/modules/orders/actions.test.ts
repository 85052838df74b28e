// What an order answer says its customer may still do (`can_cancel`, `can_refund`), decided by
// status.ts for each status along the way; a file of its own, as delivered orders keep the demo
// menu's stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, newCustomer } from '../../testing/customers';
import { moveTo, placeTestOrder } from '../../testing/orders';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const list = (token: string) => call(t, 'GET', '/dashboard/user/orders/paginate', token);
const show = (token: string, id: number) => call(t, 'GET', `/dashboard/user/orders/${id}`, token);
const cancel = (token: string, id: number) => call(t, 'POST', `/dashboard/user/orders/${id}/status/change?status=canceled`, token);

/** The order's actions as `token`'s order answer says them, the same in their list. */
async function actionsOf(token: string, id: number) {
  const { can_cancel, can_refund } = (await show(token, id)).body.data;
  const listed = (await list(token)).body.data.find((order: { id: number }) => order.id === id);
  expect(listed).toMatchObject({ can_cancel, can_refund });
  return { can_cancel, can_refund };
}

describe('an order\'s can_cancel and can_refund', () => {
  it('let its customer cancel it while new, and ask a refund once it is delivered, until they have asked', async () => {
    const user = await newCustomer(t);
    const actions = (id: number) => actionsOf(user.token, id);
    const delivered = await placeTestOrder(t, user.id);
    expect(await actions(delivered.id)).toEqual({ can_cancel: true, can_refund: false });
    for (const status of ['accepted', 'ready', 'on_a_way'] as const) {
      await moveTo(t, delivered.id, status);
      expect(await actions(delivered.id), status).toEqual({ can_cancel: false, can_refund: false });
    }
    await moveTo(t, delivered.id, 'delivered');
    expect(await actions(delivered.id)).toEqual({ can_cancel: false, can_refund: true });
    const asked = await call(t, 'POST', '/dashboard/user/order-refunds', user.token, { order_id: delivered.id, cause: 'Cold' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await actions(delivered.id)).toEqual({ can_cancel: false, can_refund: false });
  });

  it('let its customer ask a refund of a canceled order, which they may no longer cancel', async () => {
    const user = await newCustomer(t);
    const actions = (id: number) => actionsOf(user.token, id);
    const canceled = await placeTestOrder(t, user.id);
    const answer = await cancel(user.token, canceled.id);
    expect(answer.body.data).toMatchObject({ status: 'canceled', can_cancel: false, can_refund: true });
    expect(await actions(canceled.id)).toEqual({ can_cancel: false, can_refund: true });
  });
});
