// E-mail verification (reference §2 `GET /auth/verify/{hash}`, `POST /auth/resend-verify` with
// `email`): a link with a random hash (256 bits) goes to the account's address; only its SHA-256
// is kept, it is valid 24 hours, once, and only while the account still has that address. The
// message goes through the e-mail port (the default writes it to the email_outbox table and the
// log, as SMS do to sms_outbox).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { emailOutbox, emailVerifications, users } from '../../db/schema';
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { isValidEmail, normaliseEmail } from './account-rules';
import { tooManyAttempts } from './service';
import { addressKey } from '../../http/client-address';
import type { Throttle } from './throttle';

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

export function createEmailVerifications({ db, mail, sends, clock, origin, log }: EmailVerificationDeps) {
  return {
    /**
     * Sends a verification link to `input` when an active account has that address unverified;
     * otherwise sends nothing and answers alike, so the answer never tells whether an account
     * exists.
     */
    async resend(input: string, ip: string): Promise<void> {
      const email = normaliseEmail(input);
      if (!email) throw badRequest('email', 'The email field is required.');
      if (!isValidEmail(email)) throw badRequest('email', 'The email must be a valid email address.');
      // Its own per-IP count: e-mailed links must not use up the SMS codes of the same address.
      const keys = [`send-email:${email}`, `send-email-ip:${addressKey(ip)}`];
      const wait = await sends.waitSeconds(keys);
      if (wait > 0) throw tooManyAttempts(wait);
      await sends.recordFailure(keys);
      const [account] = await db.select({ id: users.id }).from(users)
        .where(and(eq(users.email, email), eq(users.active, true), isNull(users.emailVerifiedAt)));
      if (!account) return;
      const token = randomBytes(32).toString('hex');
      const now = clock();
      await db.insert(emailVerifications).values({
        userId: account.id, email, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000), createdAt: now,
      });
      const link = `${origin}${VERIFY_EMAIL_PATH}${token}`;
      // A failed send is logged and answered as any other: a different answer would tell that the
      // address has an account.
      await mail.send(email, 'Confirm your e-mail address',
        `Open this link, signed in to your Storefront account, to confirm your e-mail address: ${link}\nIt works once, for ${EMAIL_LINK_HOURS} hours.\n`
        + 'If you did not add this address to a Storefront account, ignore this message: no account gets it unless the link is opened there.')
        .catch((error: unknown) => log.warn({ err: error }, 'A verification link could not be sent'));
    },

    /** Marks the address of a live link of the signed-in account `userId` verified (the link is
     * used up) and answers it. Only the account the link was sent for proves it: whoever merely
     * received the link (the owner of an address someone else typed into their account) cannot
     * hand that account their address. An unknown, used or expired link, another account's, or
     * one whose account changed its address since → 404, and another account's stays unused. */
    async verify(token: string, userId: number): Promise<{ email: string }> {
      if (!/^[0-9a-f]{64}$/i.test(token)) throw notFound();
      const now = clock();
      return db.transaction(async (tx) => {
        const [link] = await tx.update(emailVerifications).set({ usedAt: now }).where(and(
          eq(emailVerifications.tokenHash, hashOf(token.toLowerCase())), eq(emailVerifications.userId, userId),
          isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now),
        )).returning();
        if (!link) throw notFound();
        const [verified] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, link.userId), eq(users.email, link.email), isNull(users.emailVerifiedAt)))
          .returning({ email: users.email });
        if (!verified) throw notFound();
        return { email: link.email };
      });
    },
  };
}

export type EmailVerifications = ReturnType<typeof createEmailVerifications>;
