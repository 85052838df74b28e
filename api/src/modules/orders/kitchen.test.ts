import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { call, newCustomer, newStaff } from '../../testing/customers';
import { moveTo, placeTestOrder, storedHistory } from '../../testing/orders';
import { orderEffects } from '../../app';
import { loadConfig } from '../../config';
import { createKitchenSimulator } from './kitchen';

const STEP = 45_000;

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { vi.useRealTimers(); });

/** A simulator over the test database with its own clock; an order placed "now" on that clock. */
async function kitchenWithOrder(options: Parameters<typeof placeTestOrder>[2] = {}) {
  const clock = fakeClock(new Date('2031-01-01T12:00:00Z'));
  const kitchen = createKitchenSimulator({ db: t.database.db, clock, stepMs: STEP, effects: orderEffects });
  const customer = await newCustomer(t);
  const order = await placeTestOrder(t, customer.id, { ...options, at: clock() });
  return { clock, kitchen, customer, order };
}

const statuses = async (id: number) => (await storedHistory(t, id)).map((change) => change.status);

describe('kitchen simulator', () => {
  it('moves an order one step once its status is stepMs old, by nobody', async () => {
    const { clock, kitchen, customer, order } = await kitchenWithOrder();
    await kitchen.tick();
    clock.advance(STEP - 1);
    await kitchen.tick();
    expect(await statuses(order.id)).toEqual(['new']);
    clock.advance(1);
    await kitchen.tick();
    expect(await storedHistory(t, order.id)).toEqual([{ status: 'new', changedBy: customer.id }, { status: 'accepted', changedBy: null }]);
    // One step per tick: the new status has to age again.
    await kitchen.tick();
    expect(await statuses(order.id)).toEqual(['new', 'accepted']);
  });

  it('takes a delivery order through every status to delivered, then leaves it', async () => {
    const { clock, kitchen, customer, order } = await kitchenWithOrder();
    for (let i = 0; i < 6; i++) {
      clock.advance(STEP);
      await kitchen.tick();
    }
    expect(await statuses(order.id)).toEqual(['new', 'accepted', 'ready', 'on_a_way', 'delivered']);
    const shown = await call(t, 'GET', `/dashboard/user/orders/${order.id}`, customer.token);
    expect(shown.body.data.status).toBe('delivered');
  });

  it('takes a pickup order from ready straight to delivered', async () => {
    const { clock, kitchen, order } = await kitchenWithOrder({ deliveryType: 'pickup' });
    for (let i = 0; i < 4; i++) {
      clock.advance(STEP);
      await kitchen.tick();
    }
    expect(await statuses(order.id)).toEqual(['new', 'accepted', 'ready', 'delivered']);
  });

  it('leaves canceled orders alone', async () => {
    const { clock, kitchen, customer, order } = await kitchenWithOrder();
    await call(t, 'POST', `/dashboard/user/orders/${order.id}/status/change?status=canceled`, customer.token);
    clock.advance(STEP * 10);
    await kitchen.tick();
    expect(await statuses(order.id)).toEqual(['new', 'canceled']);
  });

  it('counts the step from the latest change, whoever made it', async () => {
    const { clock, kitchen, order } = await kitchenWithOrder();
    const staff = await newStaff(t);
    clock.advance(STEP - 1000);
    // Staff accept it "now" on the simulator's clock (the app runs on the real clock).
    await moveTo(t, order.id, 'accepted', clock());
    expect((await call(t, 'GET', '/dashboard/staff/orders/paginate?status=accepted', staff.token)).body.data
      .map((row: { id: number }) => row.id)).toContain(order.id);
    clock.advance(1000);
    await kitchen.tick();
    expect(await statuses(order.id)).toEqual(['new', 'accepted']);
    clock.advance(STEP);
    await kitchen.tick();
    expect(await statuses(order.id)).toEqual(['new', 'accepted', 'ready']);
  });

  it('ticks on its interval between start() and stop()', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { clock, kitchen, order } = await kitchenWithOrder();
    kitchen.start();
    clock.advance(STEP);
    await vi.advanceTimersByTimeAsync(5_000);
    await kitchen.stop();
    expect(await statuses(order.id)).toEqual(['new', 'accepted']);
    clock.advance(STEP);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await statuses(order.id)).toEqual(['new', 'accepted']);
  });
});

describe('kitchen configuration', () => {
  it('is off by default, every 45 s', () => {
    expect(loadConfig({}).kitchen).toEqual({ simulator: false, stepSeconds: 45 });
    expect(loadConfig({ KITCHEN_SIMULATOR: 'on', KITCHEN_STEP_SECONDS: '5' }).kitchen).toEqual({ simulator: true, stepSeconds: 5 });
    expect(loadConfig({ KITCHEN_SIMULATOR: 'off' }).kitchen.simulator).toBe(false);
  });

  it('refuses values it does not understand', () => {
    expect(() => loadConfig({ KITCHEN_SIMULATOR: 'yes' })).toThrow(/KITCHEN_SIMULATOR must be on or off/);
    expect(() => loadConfig({ KITCHEN_STEP_SECONDS: '0' })).toThrow(/KITCHEN_STEP_SECONDS/);
    expect(() => loadConfig({ KITCHEN_STEP_SECONDS: 'soon' })).toThrow(/KITCHEN_STEP_SECONDS/);
  });
});
