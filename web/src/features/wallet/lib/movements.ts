// The wallet's movements as the page shows them (docs/wallet.md "Movements").
import type { TFunction } from 'i18next';
import type { BadgeProps } from '@fluentui/react-components';
import type { WalletHistoryStatus, WalletHistoryType } from '../../../graphql/wallet.generated';
import { isolate } from '../../../shared/lib/i18n/direction';
import { formatPoints } from './points';

/** The type filter's choices, in the order of docs/wallet.md. */
export const WALLET_HISTORY_TYPES: readonly WalletHistoryType[] = [
  'opening_balance', 'topup', 'withdraw', 'withdraw_return', 'order_payment', 'order_cancel', 'order_refund',
  'referral_from_topup', 'referral_to_topup', 'points_conversion', 'referral_revoked',
];

export const STATUS_COLORS: Readonly<Record<WalletHistoryStatus, BadgeProps['color']>> = {
  paid: 'success', processed: 'warning', rejected: 'danger', canceled: 'subtle',
};

/** The top-up provider that takes no money (the only one today): its top-ups are labelled. */
export const DEMO_PROVIDER = 'demo';

const API_NOTES: Readonly<Record<string, string>> = {
  'Withdrawal rejected': 'wallet.note.withdrawRejected',
  'Withdrawal canceled': 'wallet.note.withdrawCanceled',
};

/** The api's notes that carry a number of points, with the (plural) key that says them: a
 * conversion's `N points`, and the points' debt (docs/wallet.md "Debts"): a take-back's
 * `N points owed` (what the balance no longer held), an earning's `N points paid what was owed`. */
const COUNTED_NOTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(\d+) points$/, 'wallet.points.count'],
  [/^(\d+) points owed$/, 'wallet.note.pointsOwed'],
  [/^(\d+) points paid what was owed$/, 'wallet.note.pointsDebtPaid'],
];

/** A movement's note (of the money or of the points): the api's own notes translated, the
 * customer's words isolated. */
export function noteText(t: TFunction, note: string | null): string | null {
  if (!note) return null;
  if (API_NOTES[note]) return t(API_NOTES[note]);
  for (const [pattern, key] of COUNTED_NOTES) {
    const match = pattern.exec(note);
    if (match) return t(key, { count: Number(match[1]), formatted: formatPoints(Number(match[1])) });
  }
  return isolate(note);
}
