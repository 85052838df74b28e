// The customer's wallet: its history, top-ups through the payment port, withdrawals and their
// settlement (the customer may cancel a withdrawal still `processed`; staff mark it paid or
// reject it). Money given back is its own `withdraw_return` row, so the balance (less what is
// owed) always equals the sum of the history (ledger.ts). Another customer's history is not found, never shown.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { isUuid } from '../../http/schemas';
import { optionalText } from '../../http/text';
import { walletHistories, type WalletHistoryStatus, type WalletHistoryType } from './tables';
import { ensureWallet, moveWallet, type WalletHistoryRow } from './ledger';
import { NOTE_MAX, WALLET_MESSAGES, amountCents, walletRefusal } from './rules';
import type { TopUpProvider } from './top-up';
import { currencySymbol, historyView, historyViews, walletView } from './view';

export interface HistoryFilter {
  type?: WalletHistoryType;
  status?: WalletHistoryStatus;
}

export interface WithdrawRequest {
  price: number;
  note?: string | null;
}

export interface WalletDeps {
  db: Database;
  clock: Clock;
  topUps: TopUpProvider;
}

/** The change a settlement makes: the withdrawal's new status; any but `paid` gives the money back. */
type Settlement = Exclude<WalletHistoryStatus, 'processed'>;

/** The user's wallet (created empty when they have none), as of `at`. */
export async function walletOf(db: Database, userId: number, at: Date, ctx: RequestContext) {
  const [row, symbol] = await Promise.all([ensureWallet(db, userId, at), currencySymbol(db, ctx)]);
  return walletView(row, symbol, ctx);
}

export function createWalletService({ db, clock, topUps }: WalletDeps) {
  async function page(where: SQL | undefined, request: PageRequest, url: PageUrl, ctx: RequestContext) {
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(walletHistories).where(where),
      db.select().from(walletHistories).where(where).orderBy(desc(walletHistories.id)).limit(request.perPage).offset(pageOffset(request)),
    ]);
    return paginated(await historyViews(db, rows, ctx), total, request, url);
  }

  const filtered = ({ type, status }: HistoryFilter) => and(
    type ? eq(walletHistories.type, type) : undefined, status ? eq(walletHistories.status, status) : undefined,
  );

  /** `settledBy` settles the withdrawal `where` names under its row lock (none → 404). */
  async function settle(where: SQL, next: Settlement, settledBy: number, ctx: RequestContext) {
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const [withdrawal] = await tx.select().from(walletHistories).where(where).for('update');
      if (!withdrawal) throw notFound();
      if (withdrawal.type !== 'withdraw') throw badRequest('status', WALLET_MESSAGES.notWithdrawal, { code: 'invalid' });
      if (withdrawal.status === next) throw walletRefusal.sameStatus();
      if (withdrawal.status !== 'processed') throw walletRefusal.withdrawalClosed();
      const [settled] = await tx.update(walletHistories).set({ status: next, updatedAt: now }).where(eq(walletHistories.id, withdrawal.id)).returning();
      if (next !== 'paid') {
        await moveWallet(tx, {
          userId: withdrawal.userId, cents: -withdrawal.price, type: 'withdraw_return', note: `Withdrawal ${next}`, authorId: settledBy, at: now,
        });
      }
      return settled;
    });
    return historyView(db, row, ctx);
  }

  /** A history row by its uuid (a malformed one names nothing). */
  const byUuid = (uuid: string, userId?: number) => {
    if (!isUuid(uuid)) throw notFound();
    return and(eq(walletHistories.uuid, uuid.toLowerCase()), userId === undefined ? undefined : eq(walletHistories.userId, userId))!;
  };

  const wallet = (userId: number, ctx: RequestContext) => walletOf(db, userId, clock(), ctx);

  return {
    wallet,

    /** The user's movements, newest first, of one type and/or status when given. */
    histories: (userId: number, filter: HistoryFilter, request: PageRequest, url: PageUrl, ctx: RequestContext) =>
      page(and(eq(walletHistories.userId, userId), filtered(filter)), request, url, ctx),

    /** Every customer's withdrawals, newest first (staff). */
    withdrawals: (status: WalletHistoryStatus | undefined, request: PageRequest, url: PageUrl, ctx: RequestContext) =>
      page(filtered({ type: 'withdraw', status }), request, url, ctx),

    /** Takes `price` from the balance as a `withdraw` row `processed` until staff settle it. */
    async withdraw(userId: number, input: WithdrawRequest, ctx: RequestContext) {
      const cents = amountCents('price', input.price, ctx.rate);
      const note = optionalText('note', input.note, NOTE_MAX);
      const row = await db.transaction(async (tx) => {
        const taken = await moveWallet(tx, { userId, cents: -cents, type: 'withdraw', status: 'processed', note, authorId: userId, at: clock() });
        if (!taken) throw walletRefusal.insufficientWallet();
        return taken;
      });
      return historyView(db, row, ctx);
    },

    /** The customer takes back their own withdrawal while it is `processed`. */
    cancelWithdrawal: (userId: number, uuid: string, ctx: RequestContext) => settle(byUuid(uuid, userId), 'canceled', userId, ctx),

    /** Staff member `staffId` pays out or rejects a `processed` withdrawal. */
    settleWithdrawal: (staffId: number, uuid: string, status: 'paid' | 'rejected', ctx: RequestContext) =>
      settle(byUuid(uuid), status, staffId, ctx),

    /** Charges `price` through the payment provider and credits the wallet once it is paid. */
    async topUp(userId: number, price: number, ctx: RequestContext) {
      const cents = amountCents('price', price, ctx.rate);
      const result = await topUps.charge({ userId, cents, currencyId: ctx.currencyId, rate: ctx.rate });
      if (result.status !== 'paid') throw walletRefusal.topUpDeclined();
      const row: WalletHistoryRow = await db.transaction(async (tx) => (await moveWallet(tx, {
        userId, cents, type: 'topup', payment: { provider: topUps.name, reference: result.reference }, authorId: userId, at: clock(),
      }))!);
      return { provider: topUps.name, wallet: await wallet(userId, ctx), history: await historyView(db, row, ctx) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
