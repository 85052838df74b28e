// What a delivered order gives, in the transaction that marks it delivered (orders' recordStatus,
// whoever moves it: staff or the kitchen simulator): its customer's points, and at a referred
// customer's first delivered order the referral rewards.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../orders';
import { earnOrderPoints } from './points';
import { rewardReferral } from './referrals';
import { loadRewardSettings } from './rules';

export async function rewardDelivery(tx: Database, orderId: number, at: Date): Promise<void> {
  const [order] = await tx.select({ id: orders.id, userId: orders.userId, totalPrice: orders.totalPrice }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const rules = await loadRewardSettings(tx);
  await earnOrderPoints(tx, order, rules, at);
  await rewardReferral(tx, order.userId, order.id, rules, at);
}
