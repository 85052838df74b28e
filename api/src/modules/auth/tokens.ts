// Personal access tokens in Laravel Sanctum's plain-text shape `<id>|<40 random chars>`. Only
// the SHA-256 of the secret part is stored, compared in constant time. A token ends at the first
// of: its absolute lifetime after the sign-in that issued it, an idle spell longer than the idle
// timeout, logout (of it, or of it from another of the user's sessions), a password change or
// reset. Each token is one session the customer can see and end (session-routes.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import type { Authenticated } from '../../http/auth';
import type { Clock } from '../../http/clock';
import { MAX_INTEGER } from '../../http/schemas';
import type { SessionLifetimes } from '../../config';
import { accessTokens } from './tables';

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMs: 72 * 3_600_000, maxAgeMs: 7 * 24 * 3_600_000 };
/** How stale `last_used_at` may get before a request writes it again: one write a minute per
 * busy token, not one per request, at the cost of an idle timeout a minute late at most. */
const TOUCH_EVERY_MS = 60_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The longest User-Agent kept: enough to tell a browser and its system apart, and a client
 * cannot fill the table with a long header. */
export const USER_AGENT_MAX = 255;

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The User-Agent as kept: cut to `USER_AGENT_MAX` characters (code points, so never half a
 * character); none or blank → undefined (nothing to record). */
function keptUserAgent(userAgent: string | undefined): string | undefined {
  const trimmed = userAgent?.trim();
  return trimmed ? Array.from(trimmed).slice(0, USER_AGENT_MAX).join('') : undefined;
}

/** A session as its owner sees it. */
export interface SessionView {
  id: number;
  signedInAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

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
    revokedAt: accessTokens.revokedAt, lastUsedAt: accessTokens.lastUsedAt, userAgent: accessTokens.userAgent, active: users.active,
  }).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(eq(accessTokens.id, sql.placeholder('id')))
    .prepare('access_token');
  let prepared: ReturnType<typeof lookUp> | undefined;

  /** Whether a session still signs requests in at `now`: unrevoked, before its absolute end, not
   * idle too long. The one rule of `verify` and `list`. */
  const isLive = (row: { revokedAt: Date | null; expiresAt: Date; lastUsedAt: Date }, now: Date): boolean =>
    row.revokedAt === null && row.expiresAt > now && now.getTime() - row.lastUsedAt.getTime() < lifetimes.idleMs;

  /** Marks the token used, with the User-Agent of the request when it sent one. Conditional, so
   * parallel requests of one token write it once. */
  const touch = (id: number, now: Date, userAgent: string | undefined) => db.update(accessTokens)
    .set(userAgent === undefined ? { lastUsedAt: now } : { lastUsedAt: now, userAgent })
    .where(and(eq(accessTokens.id, id), lte(accessTokens.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))));

  /** Records the User-Agent of a session that has none yet: a new session names its device from
   * its first request rather than a minute later, at one write per session (not per request). */
  const nameDevice = (id: number, userAgent: string) => db.update(accessTokens).set({ userAgent })
    .where(and(eq(accessTokens.id, id), isNull(accessTokens.userAgent)));

  return {
    /** Issues a token for the user and returns its plain text (shown once, never stored);
     * `userAgent` names the device that signed in. */
    async issue(userId: number, userAgent?: string): Promise<string> {
      const secret = randomSecret();
      const now = clock();
      const [row] = await db.insert(accessTokens).values({
        userId,
        tokenHash: sha256(secret).toString('hex'),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + lifetimes.maxAgeMs),
        userAgent: keptUserAgent(userAgent) ?? null,
      }).returning({ id: accessTokens.id });
      return `${row.id}|${secret}`;
    },

    /** The owner of a live token (known, unexpired, not idle too long, unrevoked, of an active
     * user); marks it used, keeping the request's `userAgent` with that (at most once a minute). */
    async verify(plainText: string, userAgent?: string): Promise<Authenticated | undefined> {
      const parsed = parse(plainText);
      if (!parsed) return undefined;
      const [row] = await (prepared ??= lookUp()).execute({ id: parsed.id });
      if (!row) return undefined;
      const matches = timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), sha256(parsed.secret));
      const now = clock();
      if (!matches || !isLive(row, now) || !row.active) return undefined;
      const agent = keptUserAgent(userAgent);
      if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touch(parsed.id, now, agent);
      else if (agent !== undefined && row.userAgent === null) await nameDevice(parsed.id, agent);
      return { userId: row.userId, tokenId: parsed.id, signedInAt: row.createdAt };
    },

    /** The user's live sessions, most recently used first. Read by the user's id alone and
     * decided by `isLive`, so the list and `verify` never disagree on what is live. */
    async list(userId: number): Promise<SessionView[]> {
      const rows = await db.select({
        id: accessTokens.id, signedInAt: accessTokens.createdAt, lastUsedAt: accessTokens.lastUsedAt, expiresAt: accessTokens.expiresAt,
        revokedAt: accessTokens.revokedAt, userAgent: accessTokens.userAgent,
      }).from(accessTokens).where(eq(accessTokens.userId, userId)).orderBy(desc(accessTokens.lastUsedAt), desc(accessTokens.id));
      const now = clock();
      return rows.filter((row) => isLive(row, now)).map(({ revokedAt: _revoked, ...session }) => session);
    },

    /** Ends one of the user's live sessions; false (nothing changed) when `tokenId` is not one:
     * another user's, unknown, or already ended. */
    async revokeOwn(userId: number, tokenId: number): Promise<boolean> {
      const [row] = await db.select({ revokedAt: accessTokens.revokedAt, expiresAt: accessTokens.expiresAt, lastUsedAt: accessTokens.lastUsedAt })
        .from(accessTokens).where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId)));
      const now = clock();
      if (!row || !isLive(row, now)) return false;
      const ended = await db.update(accessTokens).set({ revokedAt: now })
        .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
        .returning({ id: accessTokens.id });
      return ended.length > 0;
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
