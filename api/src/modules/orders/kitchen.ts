// The kitchen simulator: in the demo no staff work the orders, so this moves them on by itself.
// Each tick moves every open order whose last status change is at least `stepMs` old one step
// forward (new → accepted → ready → on_a_way → delivered; pickup: ready → delivered), recorded
// like any change but by nobody (changedBy null). Off unless KITCHEN_SIMULATOR=on (config.ts).
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { orders, orderStatusChanges, type OrderStatus } from './tables';
import { lockOrder, nextStatus } from './status';
import type { OrderEffects } from './effects';
import { changeStatus } from './view';

export interface KitchenOptions {
  db: Database;
  clock: Clock;
  /** How long an order stays in each status. */
  stepMs: number;
  /** How often start() ticks; default: every stepMs, at most every 5 s. */
  intervalMs?: number;
  /** Where a failed tick is reported (the next tick tries again). */
  onError?: (error: unknown) => void;
  /** What follows each step elsewhere, as for the staff's changes (app.ts's orderEffects). */
  effects: OrderEffects;
}

const DONE: OrderStatus[] = ['delivered', 'canceled'];

export function createKitchenSimulator({ db, clock, stepMs, intervalMs = Math.min(stepMs, 5000), onError = () => {}, effects }: KitchenOptions) {
  /** Open orders, with the status they had when their last change is `stepMs` old. */
  async function dueOrders(now: Date) {
    const lastChange = sql<Date | null>`max(${orderStatusChanges.createdAt})`.mapWith(orderStatusChanges.createdAt);
    const rows = await db.select({ id: orders.id, status: orders.status, updatedAt: orders.updatedAt, lastChange })
      .from(orders).leftJoin(orderStatusChanges, eq(orderStatusChanges.orderId, orders.id))
      .where(notInArray(orders.status, DONE)).groupBy(orders.id).orderBy(orders.id);
    return rows.filter((row) => now.getTime() - (row.lastChange ?? row.updatedAt).getTime() >= stepMs);
  }

  /** Moves the order one step, unless someone changed it since it was found due (statuses only
   * move forward, so the same status means no change). */
  async function step(id: number, seen: OrderStatus, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.id, id));
      const next = order?.status === seen ? nextStatus(order) : null;
      if (!next) return false;
      await changeStatus(tx, effects, id, next, null, now);
      return true;
    });
  }

  /** One round: moves each due order one step; answers how many moved. */
  async function tick(): Promise<number> {
    const now = clock();
    let moved = 0;
    for (const order of await dueOrders(now)) if (await step(order.id, order.status, now)) moved++;
    return moved;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  return {
    tick,
    /** Ticks every intervalMs; a tick still running is not overlapped. */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running ??= tick().catch(onError).finally(() => { running = undefined; });
      }, intervalMs);
      timer.unref();
    },
    /** Stops ticking and waits for a tick under way. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type KitchenSimulator = ReturnType<typeof createKitchenSimulator>;
