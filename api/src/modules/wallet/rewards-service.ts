// Reward points and the referral programme as customers see them: the point history, converting
// points into wallet money, what an amount would earn (cashback check), the running programme,
// and the wallet, points and referral figures the profile shows (createAccountFigures).
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { fromMoney, toMoney } from '../../http/money';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import type { RequestContext } from '../../http/request-context';
import { pickTranslations, wantedLocales } from '../../http/translation';
import { shops } from '../shops';
import { pointHistories, referralProgrammeTranslations } from './tables';
import { convertPoints, pointsHeld } from './points';
import { activeProgramme, referralStats } from './referrals';
import { AMOUNT_MAX, centsForPoints, loadRewardSettings, pointsFor } from './rules';
import { type WalletService, walletOf } from './service';
import { historyView, pointHistoryView } from './view';

type TranslationRow = typeof referralProgrammeTranslations.$inferSelect;

const translationOf = (row: TranslationRow) => ({
  id: row.id, locale: row.locale, title: row.title, description: row.description, faq: row.faq,
});

export function createRewardsService(db: Database, wallets: WalletService, clock: Clock) {
  return {
    /** The user's point movements, newest first. */
    async pointHistories(userId: number, request: PageRequest, url: PageUrl) {
      const mine = eq(pointHistories.userId, userId);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(pointHistories).where(mine),
        db.select().from(pointHistories).where(mine).orderBy(desc(pointHistories.id)).limit(request.perPage).offset(pageOffset(request)),
      ]);
      return paginated(rows.map(pointHistoryView), total, request, url);
    },

    /** Converts points into wallet money; answers both rows and the new balances. */
    async convert(userId: number, points: number, ctx: RequestContext) {
      const { pointHistory, walletHistory } = await convertPoints(db, userId, points, clock());
      return {
        points: (await pointsHeld(db, userId)).balance,
        wallet: await wallets.wallet(userId, ctx),
        point_history: pointHistoryView(pointHistory),
        wallet_history: await historyView(db, walletHistory, ctx),
      };
    },

    /** The points `amount` (requested currency) would earn at branch `shopId`. */
    async cashback(amount: number, shopId: number, ctx: RequestContext) {
      if (!Number.isFinite(amount) || amount < 0 || amount > AMOUNT_MAX) throw badRequest('amount', `The amount must be between 0 and ${AMOUNT_MAX}.`, { code: 'between', min: 0, max: AMOUNT_MAX });
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
      if (!shop) throw badRequest('shop_id', 'The selected shop id is invalid.', { code: 'invalid' });
      return { price: pointsFor(fromMoney(amount, ctx.rate), await loadRewardSettings(db)) };
    },

    /** The running referral programme; 404 while `referral_active` is off or none applies. */
    async programme(ctx: RequestContext) {
      const rules = await loadRewardSettings(db);
      const programme = rules.referralActive ? await activeProgramme(db, clock()) : undefined;
      if (!programme) throw notFound();
      const rows = await db.select().from(referralProgrammeTranslations).where(eq(referralProgrammeTranslations.programmeId, programme.id));
      const wanted = rows.filter((row) => wantedLocales(ctx.locale, ctx.defaultLocale).includes(row.locale));
      const picked = pickTranslations(wanted, () => programme.id, ctx.locale).get(programme.id);
      return {
        id: programme.id,
        price_from: toMoney(programme.priceFrom, ctx.rate),
        price_to: toMoney(programme.priceTo, ctx.rate),
        img: programme.img,
        expired_at: programme.expiredAt ? resourceDate(programme.expiredAt) : null,
        translation: picked ? translationOf(picked) : null,
        translations: rows.map(translationOf),
        locales: rows.map((row) => row.locale),
      };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;

/** What the profile shows of the user's money: wallet, points and referral figures. Apart from
 * the rewards service: the profile builds it from this face (it needs no payment provider). */
export function createAccountFigures(db: Database, clock: Clock) {
  return {
    async accountFigures(userId: number, ctx: RequestContext) {
      const [wallet, points, referrals, rules] = await Promise.all([
        walletOf(db, userId, clock(), ctx), pointsHeld(db, userId), referralStats(db, userId), loadRewardSettings(db),
      ]);
      return {
        wallet,
        points: points.balance,
        points_debt: points.debt,
        points_worth: toMoney(centsForPoints(points.balance, rules), ctx.rate),
        referral_count: referrals.count,
        referral_earned: toMoney(referrals.earnedCents, ctx.rate),
      };
    },
  };
}

export type AccountFigures = ReturnType<typeof createAccountFigures>;
