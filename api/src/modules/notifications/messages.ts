// The texts of order notifications: one message for each status, in the demo's
// languages. A notification is written once, in its owner's language, so the texts live here
// rather than in the web's translation files.
import type { OrderStatus } from '../orders';
import type { ReservationStatus } from '../reservations';

type Texts = { en: string } & Partial<Record<string, string>>;

export const ORDER_STATUS_MESSAGES: Record<OrderStatus, Texts> = {
  new: {
    en: 'Your order is Pending. We confirm your soon.',
    fr: 'Votre commande est en attente. Nous la confirmons bientôt.',
    ar: 'طلبك قيد الانتظار. سنؤكده قريبًا.',
  },
  accepted: {
    en: 'Your order is accepted, Will Start Cooking soon',
    fr: 'Votre commande est acceptée, nous commençons bientôt à la préparer',
    ar: 'تم قبول طلبك، وسنبدأ بتحضيره قريبًا',
  },
  ready: {
    en: 'Your order is ready. Please Pick your order',
    fr: 'Votre commande est prête. Venez la récupérer',
    ar: 'طلبك جاهز. يرجى استلامه',
  },
  on_a_way: {
    en: 'Your order in the courier. He rushes to you :(',
    fr: 'Votre commande est chez le livreur. Il se dépêche de vous l’apporter :(',
    ar: 'طلبك مع المندوب. إنه في طريقه إليك مسرعًا :(',
  },
  delivered: {
    en: 'Your order is delivered. Enjoy!',
    fr: 'Votre commande est livrée. Bon appétit !',
    ar: 'تم توصيل طلبك. بالهناء والشفاء!',
  },
  canceled: {
    en: 'Your order is canceled',
    fr: 'Votre commande est annulée',
    ar: 'تم إلغاء طلبك',
  },
};

export const RESERVATION_STATUS_MESSAGES: Record<ReservationStatus, Texts> = {
  new: {
    en: 'Your reservation is pending. We confirm it soon.',
    fr: 'Votre réservation est en attente. Nous la confirmons bientôt.',
    ar: 'حجزك قيد الانتظار. سنؤكده قريبًا.',
  },
  accepted: {
    en: 'Your reservation is confirmed. See you soon!',
    fr: 'Votre réservation est confirmée. À bientôt !',
    ar: 'تم تأكيد حجزك. نراك قريبًا!',
  },
  canceled: {
    en: 'Your reservation is canceled',
    fr: 'Votre réservation est annulée',
    ar: 'تم إلغاء حجزك',
  },
};

const NEW_BOOKING: Texts = {
  en: 'New table reservation for {start}',
  fr: 'Nouvelle réservation de table pour le {start}',
  ar: 'حجز طاولة جديد في {start}',
};

const NEW_REFERRAL_TITLE: Texts = {
  en: 'Your friend joined',
  fr: 'Votre ami vous a rejoint',
  ar: 'انضم صديقك',
};

const NEW_REFERRAL: Texts = {
  en: '{name} signed up with your referral code and received a first order: {amount} was added to your wallet.',
  fr: '{name} s’est inscrit avec votre code de parrainage et a reçu sa première commande : {amount} ont été ajoutés à votre portefeuille.',
  ar: 'سجّل {name} برمز الإحالة الخاص بك واستلم طلبه الأول: تمت إضافة {amount} إلى محفظتك.',
};

const A_FRIEND: Texts = { en: 'Your friend', fr: 'Votre ami', ar: 'صديقك' };

/** The text in `locale`; a language without one falls back to `defaultLocale`, then English. */
const inLanguage = (texts: Texts, locale: string, defaultLocale: string) => texts[locale] ?? texts[defaultLocale] ?? texts.en;

export const orderStatusMessage = (status: OrderStatus, locale: string, defaultLocale: string): string =>
  inLanguage(ORDER_STATUS_MESSAGES[status], locale, defaultLocale);

export const reservationStatusMessage = (status: ReservationStatus, locale: string, defaultLocale: string): string =>
  inLanguage(RESERVATION_STATUS_MESSAGES[status], locale, defaultLocale);

/** The staff's notice of a new reservation starting at `start` (`YYYY-MM-DD HH:MM`). */
export const newBookingMessage = (start: string, locale: string, defaultLocale: string): string =>
  inLanguage(NEW_BOOKING, locale, defaultLocale).replace('{start}', start);

/** The referrer's notice that friend `name` (null: unnamed) earned them `amount` (formatted). */
export const newReferralMessage = (name: string | null, amount: string, locale: string, defaultLocale: string) => ({
  title: inLanguage(NEW_REFERRAL_TITLE, locale, defaultLocale),
  body: inLanguage(NEW_REFERRAL, locale, defaultLocale)
    .replace('{name}', name?.trim() || inLanguage(A_FRIEND, locale, defaultLocale)).replace('{amount}', amount),
});
