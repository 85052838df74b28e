// E-mail verification (`GET /auth/verify/{hash}`, `POST /auth/resend-verify` with `email`): a
// link with a random hash (256 bits) goes to an address an account asked for (its pending one) or
// holds unproven; only its SHA-256 is kept, it is valid 24 hours, once, for the signed-in account
// it was sent for, and only while that account still asks for or holds that address. Opening it
// moves a pending address to the account's `email`, proven: from then on it is the account's, and
// an account that held it without proof loses it. The message goes through the e-mail port (the
// default writes it to the email_outbox table and the log, as SMS do to sms_outbox).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { addressKey } from '../../http/client-address';
import { emailOutbox, emailVerifications } from './tables';
import { isValidEmail, normaliseEmail } from './account-rules';
import { tooManyAttempts } from './service';
import type { Throttle } from './throttle';
import { isRefusal, proveIdentifier } from './identifier-owners';

export const EMAIL_LINK_HOURS = 24;
/** The storefront page a link opens (web route `/verify-email/:hash`). */
export const VERIFY_EMAIL_PATH = '/verify-email/';

export interface EmailSender {
  send(email: string, subject: string, body: string): Promise<void>;
}

export function createOutboxEmail(db: Database, log?: Pick<FastifyBaseLogger, 'info'>): EmailSender {
  return {
    async send(email, subject, body) {
      await db.insert(emailOutbox).values({ email, subject, body });
      // As the SMS outbox does with codes: the demo and the stack tests read the link in the log.
      log?.info({ email: { to: email, subject, body } }, `E-mail to ${email}: ${subject}`);
    },
  };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailVerificationDeps {
  db: Database;
  mail: EmailSender;
  /** Links sent, per address and per IP (SEND_POLICY, as SMS codes). */
  sends: Throttle;
  clock: Clock;
  /** The storefront a link opens (PUBLIC_URL, else WEB_ORIGIN): configured, never taken from a
   * request, whose Host and X-Forwarded-Host the caller chooses. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Links sent are counted per address and per IP, apart from SMS codes (its own per-IP key:
 * e-mailed links must not use up the codes of the same address). */
async function countSend(sends: Throttle, email: string, ip: string): Promise<void> {
  const keys = [`send-email:${email}`, `send-email-ip:${addressKey(ip)}`];
  const wait = await sends.waitSeconds(keys);
  if (wait > 0) throw tooManyAttempts(wait);
  await sends.recordFailure(keys);
}

export function createEmailVerifications({ db, mail, sends, clock, origin, log }: EmailVerificationDeps) {
  /** E-mails a new link for `email` to the account `userId`. A failed send is logged and answered
   * as any other: a different answer would tell that the address has an account. */
  async function sendLink(userId: number, email: string): Promise<void> {
    const token = randomBytes(32).toString('hex');
    const now = clock();
    await db.insert(emailVerifications).values({
      userId, email, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000), createdAt: now,
    });
    const link = `${origin}${VERIFY_EMAIL_PATH}${token}`;
    await mail.send(email, 'Confirm your e-mail address',
      `Open this link, signed in to your Storefront account, to confirm your e-mail address: ${link}\nIt works once, for ${EMAIL_LINK_HOURS} hours.\n`
      + 'If you did not add this address to a Storefront account, ignore this message: no account gets it unless the link is opened there.')
      .catch((error: unknown) => log.warn({ err: error }, 'A verification link could not be sent'));
  }

  return {
    /** Counts a link about to be sent for `email` from `ip`, refused (429) past the throttle:
     * asked before the change it follows is saved, so a refusal changes nothing. */
    async countPendingSend(email: string, ip: string): Promise<void> {
      await countSend(sends, email, ip);
    },

    /** E-mails a link for the address `userId` has just asked for (its pending one); counted by
     * `countPendingSend` beforehand, or by the SMS code of a sign-up. */
    async sendForPending(userId: number, email: string): Promise<void> {
      await sendLink(userId, email);
    },

    /**
     * Sends a verification link to `input` for each active account that asks for that address or
     * holds it unverified; otherwise sends nothing and answers alike, so the answer never tells
     * whether an account exists.
     */
    async resend(input: string, ip: string): Promise<void> {
      const email = normaliseEmail(input);
      if (!email) throw badRequest('email', 'The email field is required.', { code: 'required' });
      if (!isValidEmail(email)) throw badRequest('email', 'The email must be a valid email address.', { code: 'format', format: 'email' });
      await countSend(sends, email, ip);
      const accounts = await db.select({ id: users.id }).from(users).where(and(eq(users.active, true), or(
        eq(users.pendingEmail, email), and(eq(users.email, email), isNull(users.emailVerifiedAt)),
      )));
      for (const account of accounts) await sendLink(account.id, email);
    },

    /** Proves the address of a live link of the signed-in account `userId` (the link is used up)
     * and answers it. Only the account the link was sent for proves it: whoever merely received
     * the link (the owner of an address someone else typed into their account) cannot hand that
     * account their address. An unknown, used or expired link, another account's, one whose
     * account no longer asks for or holds its address, or an address another account has proven
     * meanwhile → 404, and another account's link stays unused. */
    async verify(token: string, userId: number): Promise<{ email: string }> {
      if (!/^[0-9a-f]{64}$/i.test(token)) throw notFound();
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const [link] = await tx.update(emailVerifications).set({ usedAt: now }).where(and(
            eq(emailVerifications.tokenHash, hashOf(token.toLowerCase())), eq(emailVerifications.userId, userId),
            isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now),
          )).returning();
          if (!link || isRefusal(await proveIdentifier(tx, 'email', userId, link.email, now))) throw notFound();
          return { email: link.email };
        });
      } catch (error) {
        // Another account proved the address in the same moment: the unique index decided.
        if (isUniqueViolation(error, 'users_email_unique')) throw notFound();
        throw error;
      }
    },
  };
}

export type EmailVerifications = ReturnType<typeof createEmailVerifications>;
