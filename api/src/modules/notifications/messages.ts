// The texts of order notifications: the spec's message for each status (§4), in the demo's
// languages. A notification is written once, in its owner's language, so the texts live here
// rather than in the web's translation files.
import type { OrderStatus } from '../../db/schema';

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

/** The status message in `locale`; a language without a text falls back to `defaultLocale`,
 * then English. */
export function orderStatusMessage(status: OrderStatus, locale: string, defaultLocale: string): string {
  const texts = ORDER_STATUS_MESSAGES[status];
  return texts[locale] ?? texts[defaultLocale] ?? texts.en;
}
