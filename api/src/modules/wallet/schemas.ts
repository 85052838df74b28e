// Contract of the wallet, reward points and referrals (as Foodyman's wallet, points and referral routes). Money is in
// the requested currency, 2 decimals; points are whole numbers. Amount rules are checked by the
// service with their messages (range keywords would turn GraphQL inputs into custom scalars).
import { Type } from 'typebox';
import {
  DATE, dateField, localeQuery, nullable, nullableInteger, nullableString, pageOf, pageQuery, positiveId, rowDates,
  serviceBounds, successEnvelope, uuidParam,
} from '../../http/schemas';
import { WALLET_HISTORY_STATUSES, WALLET_HISTORY_TYPES, type WalletHistoryStatus, type WalletHistoryType } from './tables';
import { AMOUNT_MAX, NOTE_MAX } from './rules';

const MONEY = 'in the requested currency';

export const WalletHistoryTypeEnum = Type.Unsafe<WalletHistoryType>({
  type: 'string', enum: [...WALLET_HISTORY_TYPES], title: 'WalletHistoryType',
  description: 'What moved the money: opening_balance (the balance before the history began), topup (added through a '
    + 'payment provider), withdraw (asked to be paid out), withdraw_return (a rejected or canceled withdrawal given back), '
    + 'order_payment (an order paid from the wallet), order_refund (an approved refund), order_cancel (a canceled order\'s '
    + 'payment given back), referral_from_topup (you referred a friend), referral_to_topup (you were referred), '
    + 'points_conversion (reward points turned into money), referral_revoked (a referral reward taken back: the friend\'s '
    + 'first order was refunded).',
});

export const WalletHistoryStatusEnum = Type.Unsafe<WalletHistoryStatus>({
  type: 'string', enum: [...WALLET_HISTORY_STATUSES], title: 'WalletHistoryStatus',
  description: 'paid: done. A withdrawal is processed until staff pay it out (paid) or reject it (rejected), or you cancel it '
    + '(canceled); a rejected or canceled one came back as a withdraw_return row.',
});

export const Wallet = Type.Object({
  uuid: Type.String({ description: 'The wallet\'s uuid (`wallet_uuid` of its history).' }),
  user_id: Type.Integer({ description: 'Its owner.' }),
  price: Type.Number({ description: `The balance, ${MONEY}: never below zero; the history's prices sum to \`price\` − \`debt\`.` }),
  debt: Type.Number({
    description: `What you owe the shop, ${MONEY}: a referral reward taken back (its order was refunded) beyond what the `
      + 'balance held. Money coming in pays it first; 0 while the balance is above zero.',
  }),
  symbol: Type.String({ description: 'The requested currency\'s symbol, e.g. `$`.' }),
  ...rowDates('When it was created', 'Its last movement'),
}, { title: 'Wallet', description: 'A customer\'s wallet: money kept with the shop, spent on orders (payment_type wallet).' });

export const WalletAuthor = Type.Object({
  id: nullableInteger('The customer\'s id when they made it themselves; null for the restaurant.'),
  firstname: Type.String({ description: 'Their first name; for the restaurant, its name in the requested language. May be empty.' }),
  lastname: Type.String({ description: 'Their last name; empty for the restaurant.' }),
  img: nullableString('Their picture (the restaurant\'s logo), a full URL; null when none.'),
}, {
  title: 'WalletAuthor',
  description: 'Who made a movement, as Foodyman clients show it ("sender"): the wallet\'s owner for what they did (top-up, '
    + 'withdrawal and its cancel, order payment, their own order cancel, points conversion), else the restaurant (staff\'s '
    + 'decisions, refunds, referral rewards): a customer never sees a staff member\'s name.',
});

export const WalletHistory = Type.Object({
  id: Type.Integer({ description: 'Id of the movement.' }),
  uuid: Type.String({ description: 'Its uuid: a withdrawal\'s status is changed by it.' }),
  wallet_uuid: Type.String({ description: 'The wallet it moved.' }),
  user_id: Type.Integer({ description: 'The wallet\'s owner.' }),
  transaction_id: nullableInteger('The order payment it is about (order_payment, order_refund, order_cancel), else null.'),
  order_id: nullableInteger('The order it is about (also referral_to_topup: the first delivered order, and the referral_revoked '
    + 'of that reward when the order was refunded), else null.'),
  type: WalletHistoryTypeEnum,
  price: Type.Number({
    description: `The amount, ${MONEY}, signed: negative took money out (order_payment, withdraw, referral_revoked: the whole `
      + 'reward, even the part the balance lacked and you owe), positive put it in (paying what you owe first).',
  }),
  note: nullableString('A note: the customer\'s for a withdrawal, `N points` for a conversion, `Withdrawal rejected` / '
    + '`Withdrawal canceled` for a withdraw_return; else null.'),
  status: WalletHistoryStatusEnum,
  can_cancel: Type.Boolean({ description: 'true: a withdrawal still `processed`, which its customer may cancel (cancelWithdrawal); false for every other movement.' }),
  provider: nullableString('A top-up\'s payment provider: `demo` (approved at once, no money taken); else null.'),
  author: WalletAuthor,
  ...rowDates('When it happened', 'Its last status change'),
}, { title: 'WalletHistory', description: 'One movement of a wallet; `type` says what moved it.' });

export const WalletHistoryPage = pageOf('WalletHistoryPage', WalletHistory, 'Wallet movements, a page at a time.', 'Movements, newest first.');
export const WalletHistoryResponse = successEnvelope('WalletHistoryResponse', WalletHistory, 'One wallet movement.');

export const WalletHistoriesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  type: Type.Optional(WalletHistoryTypeEnum),
  status: Type.Optional(WalletHistoryStatusEnum),
});

export const WithdrawalsQuery = Type.Object({ ...localeQuery, ...pageQuery, status: Type.Optional(WalletHistoryStatusEnum) });

export const WalletHistoryParams = Type.Object({
  uuid: uuidParam('The movement\'s uuid (malformed → 400 `params.uuid`; another customer\'s or unknown → 404 ERROR_404).'),
});

export const CancelWithdrawalQuery = Type.Object({
  ...localeQuery,
  status: Type.Optional(Type.Unsafe<'canceled'>({ type: 'string', enum: ['canceled'], description: 'canceled, the only change a customer makes.' })),
});

export const SetWithdrawalStatusBody = Type.Object({
  status: Type.Unsafe<'paid' | 'rejected'>({
    type: 'string', enum: ['paid', 'rejected'], title: 'WithdrawalDecision',
    description: 'paid (paid out) or rejected (the money goes back to the wallet).',
  }),
}, { title: 'SetWithdrawalStatus', description: 'Staff\'s answer to a withdrawal.' });

export const WithdrawBody = Type.Object({
  price: Type.Number({ description: `The amount, ${MONEY}: 0.01..${AMOUNT_MAX} and at most the balance (else 400 ERROR_109 \`params.price\`).` }),
  note: Type.Optional(nullableString(`Where to pay it, for staff; at most ${NOTE_MAX} characters.`, serviceBounds({ maxLength: NOTE_MAX }))),
}, { title: 'WithdrawFromWallet', description: 'Money to take out of the wallet.' });

export const TopUpBody = Type.Object({
  price: Type.Number({ description: `The amount to add, ${MONEY}: 0.01..${AMOUNT_MAX} (else 400 \`params.price\`).` }),
}, { title: 'TopUpWallet', description: 'Money to add to the wallet through the payment provider.' });

export const WalletTopUpResponse = successEnvelope('WalletTopUpResponse', Type.Object({
  provider: Type.String({ description: 'The payment provider that took the payment: `demo` (approves at once, takes no money).' }),
  wallet: Wallet,
  history: WalletHistory,
}, { title: 'WalletTopUp', description: 'A top-up that went through: the wallet after it and its topup row.' }), 'The wallet was topped up.');

export const PointHistory = Type.Object({
  id: Type.Integer({ description: 'Id of the movement.' }),
  user_id: Type.Integer({ description: 'Its owner.' }),
  order_id: nullableInteger('The order that earned (or lost) the points, else null.'),
  type: Type.Unsafe<'earned' | 'converted' | 'revoked'>({
    type: 'string', enum: ['earned', 'converted', 'revoked'], title: 'PointHistoryType',
    description: 'earned (an order was delivered), converted (turned into wallet money), revoked (an order\'s refund was approved: '
      + 'everything it earned, the part the balance no longer held owed).',
  }),
  points: Type.Integer({ description: 'Points, signed: negative were spent or taken back.' }),
  note: nullableString('A note: `N points owed` on a revoked row the balance could not cover, `N points paid what was owed` on '
    + 'an earned row that paid a debt, `Converted to wallet money` on a conversion; else null.'),
  created_at: dateField('When'),
}, { title: 'PointHistory', description: 'One movement of the reward points.' });

export const PointHistoryPage = pageOf('PointHistoryPage', PointHistory, 'Point movements, a page at a time.', 'Movements, newest first.');

export const ConvertPointsBody = Type.Object({
  points: Type.Integer({ description: 'Points to convert: at least the `points_min_convert` setting (else 400 ERROR_470) and at most '
    + 'your balance, never while points are owed (else 400 ERROR_471).' }),
}, { title: 'ConvertPoints', description: 'Reward points to turn into wallet money at the `points_rate` setting.' });

export const PointConversionResponse = successEnvelope('PointConversionResponse', Type.Object({
  points: Type.Integer({ description: 'The points left.' }),
  wallet: Wallet,
  point_history: PointHistory,
  wallet_history: WalletHistory,
}, { title: 'PointConversion', description: 'A conversion: both movements and the balances after it.' }), 'The points were converted.');

export const CashbackCheckBody = Type.Object({
  amount: Type.Number({ description: `An order amount, ${MONEY}, 0..${AMOUNT_MAX} (else 400 \`params.amount\`).` }),
  shop_id: positiveId('The branch (else 400 `params.shop_id`).'),
}, { title: 'CheckCashback', description: 'An amount to price in reward points.' });

export const CashbackResponse = successEnvelope('CashbackResponse', Type.Object({
  price: Type.Integer({ description: 'The points the amount would earn once delivered (`points_per_unit` per unit of the base currency, rounded down).' }),
}, { title: 'Cashback', description: 'Reward points an order amount earns.' }), 'What the amount would earn.');

const ReferralTranslation = Type.Object({
  id: Type.Integer({ description: 'Id of the translation.' }),
  locale: Type.String({ description: 'Its language.' }),
  title: Type.String({ description: 'The programme\'s title.' }),
  description: Type.String({ description: 'What it offers, for people.' }),
  faq: Type.String({ description: 'Its rules in plain words; may be empty.' }),
}, { title: 'ReferralTranslation', description: 'The programme\'s texts in one language.' });

export const ReferralResponse = successEnvelope('ReferralResponse', Type.Object({
  id: Type.Integer({ description: 'Id of the programme.' }),
  price_from: Type.Number({ description: `What the referrer gets, ${MONEY}, when a friend's first order is delivered.` }),
  price_to: Type.Number({ description: `What the friend gets, ${MONEY}, when their first order is delivered.` }),
  img: nullableString('Its picture: a path under `/storage/images/` or a full URL; null when none.'),
  expired_at: nullableString(`When it ends, ${DATE}; null: open-ended.`),
  translation: nullable(ReferralTranslation),
  translations: Type.Array(ReferralTranslation, { description: 'Its texts in every language it has.' }),
  locales: Type.Array(Type.String(), { description: 'The languages of `translations`.' }),
}, { title: 'ReferralProgramme', description: 'The referral programme running now.' }), 'The referral programme.');
