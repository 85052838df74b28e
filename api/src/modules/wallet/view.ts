// The resources of the wallet (schemas.ts): the wallet, its history rows and point history rows,
// money converted by the requested currency's rate like every amount of the api.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, wallets } from '../../db/schema';
import { resourceDate } from '../../http/envelope';
import { toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import type { WalletHistoryRow } from './ledger';
import type { PointHistoryRow } from './points';

type WalletRow = typeof wallets.$inferSelect;

/** The requested currency's symbol (`$` when it has none). */
export async function currencySymbol(db: Database, ctx: RequestContext): Promise<string> {
  const [row] = await db.select({ symbol: currencies.symbol }).from(currencies).where(eq(currencies.id, ctx.currencyId));
  return row?.symbol ?? '$';
}

export function walletView(wallet: WalletRow, symbol: string, ctx: RequestContext) {
  return {
    uuid: wallet.uuid,
    user_id: wallet.userId,
    price: toMoney(wallet.price, ctx.rate),
    symbol,
    created_at: resourceDate(wallet.createdAt),
    updated_at: resourceDate(wallet.updatedAt),
  };
}

/** History resources of `rows` (each with its wallet's uuid), in their order. */
export async function historyViews(db: Database, rows: WalletHistoryRow[], ctx: RequestContext) {
  const owners = [...new Set(rows.map((row) => row.userId))];
  const uuids = owners.length
    ? new Map((await db.select({ userId: wallets.userId, uuid: wallets.uuid }).from(wallets).where(inArray(wallets.userId, owners)))
      .map((wallet) => [wallet.userId, wallet.uuid]))
    : new Map<number, string>();
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    wallet_uuid: uuids.get(row.userId)!,
    user_id: row.userId,
    transaction_id: row.transactionId,
    order_id: row.orderId,
    type: row.type,
    price: toMoney(row.price, ctx.rate),
    note: row.note,
    status: row.status,
    provider: row.provider,
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
  }));
}

export async function historyView(db: Database, row: WalletHistoryRow, ctx: RequestContext) {
  const [view] = await historyViews(db, [row], ctx);
  return view;
}

export function pointHistoryView(row: PointHistoryRow) {
  return {
    id: row.id,
    user_id: row.userId,
    order_id: row.orderId,
    type: row.type,
    points: row.points,
    note: row.note,
    created_at: resourceDate(row.createdAt),
  };
}
