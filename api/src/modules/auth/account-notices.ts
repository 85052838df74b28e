// Tells a customer what happened to their account, on the channels already proven theirs (a
// verified e-mail address, a verified phone): a change of credentials, which whoever made it
// with a stolen session cannot silence, and a sign-up with their phone or address, which the
// sign-up itself answers as any other (it never tells a stranger who has an account). What the
// notice is about is done by then: one that cannot be sent is logged, not turned into a failure.
import type { FastifyBaseLogger } from 'fastify';
import type { users } from '../../db/common-tables';
import type { EmailSender } from './email-verification';
import type { SmsSender } from './sms';
import { IDENTIFIER_COLUMNS, type Identifier } from './identifier-owners';

type Account = Pick<typeof users.$inferSelect, 'email' | 'emailVerifiedAt' | 'pendingEmail' | 'phone' | 'phoneVerifiedAt' | 'pendingPhone'>;

export interface AccountNoticesDeps {
  mail: EmailSender;
  sms: SmsSender;
  /** The storefront's origin, for the link to the password reset. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** `a•••@example.com`: enough for the owner to recognise, not a list of addresses for anyone reading it. */
const maskEmail = (email: string) => `${email.slice(0, 1)}•••${email.slice(email.indexOf('@'))}`;
const maskPhone = (phone: string) => `•••${phone.slice(-2)}`;

/** What became of a proven address or number (`held` is its column, `pending` the one asked
 * for): asked to change, changed or removed; null when nothing did or it was never proven. */
function changeOf(before: Account, after: Account, kind: Identifier, mask: (value: string) => string, confirmer: string): string | null {
  const { held, provenAt, pending } = IDENTIFIER_COLUMNS[kind];
  const was = before[held];
  const asked = after[pending] && after[pending] !== before[pending] ? after[pending] : null;
  if (!was || !before[provenAt] || (after[held] === was && !asked)) return null;
  if (asked) return `asked to change to ${mask(asked)} (it changes once ${confirmer} confirms it)`;
  return after[held] ? `changed to ${mask(after[held])}` : 'removed';
}

export function createAccountNotices({ mail, sms, origin, log }: AccountNoticesDeps) {
  const notYou = `If this was not you, reset your password now: ${origin}/reset-password`;

  const logged = (sending: Promise<void>) => sending.catch((error: unknown) => log.warn({ err: error }, 'An account notice could not be sent'));

  /** Sends `text` to the account's verified e-mail address, else to its verified phone. */
  async function tell(account: Account, subject: string, text: string): Promise<void> {
    if (account.email && account.emailVerifiedAt) await logged(mail.send(account.email, subject, `${text}\n${notYou}`));
    else if (account.phone && account.phoneVerifiedAt) await logged(sms.send(account.phone, `Storefront: ${text} ${notYou}`));
  }

  return {
    async passwordChanged(account: Account): Promise<void> {
      await tell(account, 'Your password was changed', 'The password of your Storefront account was changed and every device signed out.');
    },

    /** Someone started a sign-up with the phone of an existing account. */
    async phoneHasAccount(phone: string): Promise<void> {
      await logged(sms.send(phone, `Storefront: someone tried to sign up with this number, which already has an account. Sign in at ${origin}/login. ${notYou}`));
    },

    /** A sign-up proved its phone with the address of an existing account: the new account was made without it. */
    async emailHasAccount(email: string): Promise<void> {
      await logged(mail.send(email, 'Someone signed up with your address',
        `A new Storefront account tried to use this address, which already belongs to an account; it was not given to the new one. Sign in at ${origin}/login.\n${notYou}`));
    },

    /** Tells each verified address or number that `after` replaces it or asks to. */
    async identifiersChanged(before: Account, after: Account): Promise<void> {
      const told: Promise<void>[] = [];
      const email = changeOf(before, after, 'email', maskEmail, 'that address');
      if (email) {
        told.push(logged(mail.send(before.email!, 'Your e-mail address was changed',
          `The e-mail address of your Storefront account was ${email}.\n${notYou}`)));
      }
      const phone = changeOf(before, after, 'phone', maskPhone, 'that number');
      if (phone) told.push(logged(sms.send(before.phone!, `Storefront: the phone number of your account was ${phone}. ${notYou}`)));
      await Promise.all(told);
    },
  };
}

export type AccountNotices = ReturnType<typeof createAccountNotices>;
