// Personal access tokens in Laravel Sanctum's plain-text shape `<id>|<40 random chars>`. Only
// the SHA-256 of the secret part is stored, compared in constant time. A token ends at the first
// of: its absolute lifetime after the sign-in that issued it, an idle spell longer than the idle
// timeout, logout, a password change or reset.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import type { Authenticated } from '../../http/auth';
import type { Clock } from '../../http/clock';
import type { SessionLifetimes } from '../../config';
import { MAX_INTEGER } from '../../http/schemas';

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMs: 72 * 3_600_000, maxAgeMs: 7 * 24 * 3_600_000 };
/** How stale `last_used_at` may get before a request writes it again: one write a minute per
 * busy token, not one per request, at the cost of an idle timeout a minute late at most. */
const TOUCH_EVERY_MS = 60_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** 40 characters from [A-Za-z0-9], unbiased (bytes ≥ 248 are redrawn). */
function randomSecret(length = 40): string {
  let secret = '';
  while (secret.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 248 && secret.length < length) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  return secret;
}

function parse(plainText: string): { id: number; secret: string } | undefined {
  const match = /^(\d{1,10})\|([A-Za-z0-9]{40})$/.exec(plainText);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_INTEGER ? { id, secret: match[2] } : undefined;
}

export function createAccessTokens(db: Database, clock: Clock, lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES) {
  /** Every authenticated request asks it: prepared once (a named statement on PostgreSQL). */
  const lookUp = () => db.select({
    userId: accessTokens.userId, tokenHash: accessTokens.tokenHash, createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt,
    revokedAt: accessTokens.revokedAt, lastUsedAt: accessTokens.lastUsedAt, active: users.active,
  }).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(eq(accessTokens.id, sql.placeholder('id')))
    .prepare('access_token');
  let prepared: ReturnType<typeof lookUp> | undefined;

  /** Conditional, so parallel requests of one token write it once. */
  const touch = (id: number, now: Date) => db.update(accessTokens).set({ lastUsedAt: now })
    .where(and(eq(accessTokens.id, id), lte(accessTokens.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))));

  return {
    /** Issues a token for the user and returns its plain text (shown once, never stored). */
    async issue(userId: number): Promise<string> {
      const secret = randomSecret();
      const now = clock();
      const [row] = await db.insert(accessTokens).values({
        userId,
        tokenHash: sha256(secret).toString('hex'),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + lifetimes.maxAgeMs),
      }).returning({ id: accessTokens.id });
      return `${row.id}|${secret}`;
    },

    /** The owner of a live token (known, unexpired, not idle too long, unrevoked, of an active
     * user); marks it used. */
    async verify(plainText: string): Promise<Authenticated | undefined> {
      const parsed = parse(plainText);
      if (!parsed) return undefined;
      const [row] = await (prepared ??= lookUp()).execute({ id: parsed.id });
      if (!row) return undefined;
      const matches = timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), sha256(parsed.secret));
      const now = clock();
      const idleSince = now.getTime() - row.lastUsedAt.getTime();
      if (!matches || row.revokedAt !== null || row.expiresAt <= now || idleSince >= lifetimes.idleMs || !row.active) return undefined;
      if (idleSince >= TOUCH_EVERY_MS) await touch(parsed.id, now);
      return { userId: row.userId, tokenId: parsed.id, signedInAt: row.createdAt };
    },

    async revoke(tokenId: number): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: clock() })
        .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
    },

    /** Revokes every live token of the user (after a password change or reset). */
    async revokeAll(userId: number): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: clock() })
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
