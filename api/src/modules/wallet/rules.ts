// The rules of the wallet, reward points and referrals without the database: the settings they
// read, how an amount asked for becomes cents, and the refusals (each a stable code, the field
// and an English message the web translates by code; docs/wallet.md).
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, fieldRefusal } from '../../http/errors';
import { fromMoney } from '../../http/money';
import { settings } from '../settings';

/** Most one top-up or withdrawal may move, in the requested currency. */
export const AMOUNT_MAX = 10_000;
/** A withdrawal's note, at most this long. */
export const NOTE_MAX = 500;
/** Most points one conversion or cashback check deals with (a bound, not a rule of the shop). */
export const POINTS_MAX = 10_000_000;

export interface RewardSettings {
  /** `referral_active` = "1": the referral programme runs. */
  referralActive: boolean;
  /** `points_per_unit`: points an order earns per unit (1.00) of the base currency it cost. */
  pointsPerUnit: number;
  /** `points_rate`: what one point is worth in the wallet, in the base currency. */
  pointsRate: number;
  /** `points_min_convert`: the fewest points one conversion takes. */
  pointsMin: number;
}

const SETTING_KEYS = ['referral_active', 'points_per_unit', 'points_rate', 'points_min_convert'];
export const DEFAULT_REWARDS: RewardSettings = { referralActive: false, pointsPerUnit: 0, pointsRate: 0, pointsMin: 1 };

/** A setting's number within [min, max]; an unreadable one gives the default. */
function numberSetting(value: string | null | undefined, min: number, max: number, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= min && number <= max
    ? number : fallback;
}

export function readRewardSettings(values: Map<string, string | null>): RewardSettings {
  return {
    referralActive: values.get('referral_active')?.trim() === '1',
    pointsPerUnit: numberSetting(values.get('points_per_unit'), 0, 1000, DEFAULT_REWARDS.pointsPerUnit),
    pointsRate: numberSetting(values.get('points_rate'), 0, 100, DEFAULT_REWARDS.pointsRate),
    pointsMin: Math.ceil(numberSetting(values.get('points_min_convert'), 1, POINTS_MAX, DEFAULT_REWARDS.pointsMin)),
  };
}

export async function loadRewardSettings(db: Database): Promise<RewardSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, SETTING_KEYS));
  return readRewardSettings(new Map(rows.map((row) => [row.key, row.value])));
}

/** Points an amount of base cents earns: whole points, rounded down. */
export const pointsFor = (cents: number, rules: RewardSettings): number => Math.max(0, Math.floor((cents * rules.pointsPerUnit) / 100 + 1e-9));

/** Base cents `points` are worth in the wallet, rounded down. */
export const centsForPoints = (points: number, rules: RewardSettings): number => Math.floor(points * rules.pointsRate * 100 + 1e-9);

/** An amount asked for in the requested currency (`rate`), 0.01..AMOUNT_MAX, as base cents (at
 * least 1). `field` names it in the refusal. */
export function amountCents(field: string, amount: number, rate: number): number {
  const message = `The ${field} must be between 0.01 and ${AMOUNT_MAX}.`;
  const refused = () => badRequest(field, message, { code: 'between', min: 0.01, max: AMOUNT_MAX });
  if (!Number.isFinite(amount) || amount < 0.01 || amount > AMOUNT_MAX) throw refused();
  const cents = fromMoney(amount, rate);
  if (cents < 1) throw refused();
  return cents;
}

export const WALLET_MESSAGES = {
  insufficientWallet: 'Insufficient wallet balance',
  insufficientPoints: 'Insufficient points',
  pointsBelowMinimum: 'You can convert at least {min} points.',
  referralUnknown: 'This referral code is invalid.',
  referralOwn: 'You cannot use your own referral code.',
  referralUsed: 'This phone number or e-mail address has already been referred.',
  topUpDeclined: 'The payment was declined.',
  withdrawalClosed: 'This withdrawal can no longer change.',
  onlyCancel: 'You can only cancel your withdrawal',
  notWithdrawal: 'Only a withdrawal can change its status.',
  sameStatus: 'The withdrawal already has this status.',
} as const;


/** Codes the web translates (docs/wallet.md); ERROR_109 and ERROR_252 are Foodyman's. */
export const walletRefusal = {
  insufficientWallet: () => fieldRefusal('ERROR_109', 'price', WALLET_MESSAGES.insufficientWallet, { code: 'insufficient' }),
  pointsBelowMinimum: (min: number) => fieldRefusal('ERROR_470', 'points', WALLET_MESSAGES.pointsBelowMinimum.replace('{min}', String(min)),
    { code: 'below_minimum', min }),
  insufficientPoints: () => fieldRefusal('ERROR_471', 'points', WALLET_MESSAGES.insufficientPoints, { code: 'insufficient' }),
  referralUnknown: () => fieldRefusal('ERROR_472', 'referral', WALLET_MESSAGES.referralUnknown, { code: 'invalid' }),
  referralOwn: () => fieldRefusal('ERROR_473', 'referral', WALLET_MESSAGES.referralOwn, { code: 'not_allowed' }),
  referralUsed: () => fieldRefusal('ERROR_474', 'referral', WALLET_MESSAGES.referralUsed, { code: 'taken' }),
  topUpDeclined: () => fieldRefusal('ERROR_475', 'price', WALLET_MESSAGES.topUpDeclined, { code: 'not_allowed' }),
  withdrawalClosed: () => fieldRefusal('ERROR_476', 'status', WALLET_MESSAGES.withdrawalClosed, { code: 'not_allowed' }),
  sameStatus: () => fieldRefusal('ERROR_252', 'status', WALLET_MESSAGES.sameStatus, { code: 'unchanged' }),
};
