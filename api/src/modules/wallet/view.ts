// The resources of the wallet (schemas.ts): the wallet, its history rows and point history rows,
// money converted by the requested currency's rate like every amount of the api.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, users } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';
import { toMoney } from '../../http/money';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { mainShopRow, shopTranslations } from '../shops';
import { wallets } from './tables';
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
    debt: toMoney(wallet.debt, ctx.rate),
    symbol,
    created_at: resourceDate(wallet.createdAt),
    updated_at: resourceDate(wallet.updatedAt),
  };
}

export interface AuthorView {
  id: number | null;
  firstname: string;
  lastname: string;
  img: string | null;
}

/** The restaurant as the author of what its staff or the restaurant itself did: the main shop's
 * title (requested language, else the default one) and logo. A customer sees no staff member's name. */
async function restaurantAuthor(db: Database, ctx: RequestContext): Promise<AuthorView> {
  const main = await mainShopRow(db);
  const texts = main ? await db.select().from(shopTranslations)
    .where(and(eq(shopTranslations.shopId, main.id), inArray(shopTranslations.locale, wantedLocales(ctx.locale, ctx.defaultLocale)))) : [];
  const title = pickTranslations(texts, (row) => row.shopId, ctx.locale).get(main?.id ?? 0)?.title ?? '';
  return { id: null, firstname: title, lastname: '', img: main?.logoImg || null };
}

/** Who made each movement of `rows`, by row id: the wallet's owner for what they did themselves,
 * else the restaurant (staff decisions, referral rewards, an author since deleted). */
async function authorsOf(db: Database, rows: WalletHistoryRow[], ctx: RequestContext): Promise<Map<number, AuthorView>> {
  const own = rows.filter((row) => row.authorId === row.userId);
  const people = own.length
    ? new Map((await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, img: users.img }).from(users)
      .where(inArray(users.id, [...new Set(own.map((row) => row.userId))])))
      .map((user) => [user.id, { id: user.id, firstname: user.firstname ?? '', lastname: user.lastname ?? '', img: user.img || null }]))
    : new Map<number, AuthorView>();
  const person = (row: WalletHistoryRow) => (row.authorId === row.userId ? people.get(row.userId) : undefined);
  const restaurant = rows.some((row) => !person(row)) ? await restaurantAuthor(db, ctx) : null;
  return new Map(rows.map((row) => [row.id, person(row) ?? restaurant!]));
}

/** History resources of `rows` (each with its wallet's uuid and author), in their order. */
export async function historyViews(db: Database, rows: WalletHistoryRow[], ctx: RequestContext) {
  const owners = [...new Set(rows.map((row) => row.userId))];
  const [uuids, authors] = await Promise.all([
    owners.length
      ? db.select({ userId: wallets.userId, uuid: wallets.uuid }).from(wallets).where(inArray(wallets.userId, owners))
        .then((found) => new Map(found.map((wallet) => [wallet.userId, wallet.uuid])))
      : new Map<number, string>(),
    authorsOf(db, rows, ctx),
  ]);
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
    can_cancel: row.type === 'withdraw' && row.status === 'processed',
    provider: row.provider,
    author: authors.get(row.id)!,
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
