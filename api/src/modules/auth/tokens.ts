// Personal access tokens in Laravel Sanctum's plain-text shape `<id>|<40 random chars>`. Only
// the SHA-256 of the secret part is stored; a token expires 7 days after it was issued and is
// revoked at logout. Verification compares hashes in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import type { Authenticated } from '../../http/auth';
import type { Clock } from '../../http/clock';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MAX_ID = 2_147_483_647;

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
  return id >= 1 && id <= MAX_ID ? { id, secret: match[2] } : undefined;
}

export function createAccessTokens(db: Database, clock: Clock) {
  /** Every authenticated request asks it: prepared once (a named statement on PostgreSQL). */
  const lookUp = () => db.select({
    userId: accessTokens.userId, tokenHash: accessTokens.tokenHash, expiresAt: accessTokens.expiresAt,
    revokedAt: accessTokens.revokedAt, active: users.active,
  }).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(eq(accessTokens.id, sql.placeholder('id')))
    .prepare('access_token');
  let prepared: ReturnType<typeof lookUp> | undefined;

  return {
    /** Issues a token for the user and returns its plain text (shown once, never stored). */
    async issue(userId: number): Promise<string> {
      const secret = randomSecret();
      const now = clock();
      const [row] = await db.insert(accessTokens).values({
        userId,
        tokenHash: sha256(secret).toString('hex'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      }).returning({ id: accessTokens.id });
      return `${row.id}|${secret}`;
    },

    /** The owner of a live token (known, unexpired, unrevoked, of an active user). */
    async verify(plainText: string): Promise<Authenticated | undefined> {
      const parsed = parse(plainText);
      if (!parsed) return undefined;
      const [row] = await (prepared ??= lookUp()).execute({ id: parsed.id });
      if (!row) return undefined;
      const matches = timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), sha256(parsed.secret));
      if (!matches || row.revokedAt !== null || row.expiresAt <= clock() || !row.active) return undefined;
      return { userId: row.userId, tokenId: parsed.id };
    },

    async revoke(tokenId: number): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: clock() })
        .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
    },

    /** Revokes every live token of the user (after a password reset). */
    async revokeAll(userId: number): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: clock() })
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
    },

    /** Revokes every live token of the user except `keepTokenId` (after a password change). */
    async revokeOthers(userId: number, keepTokenId: number): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: clock() })
        .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId), isNull(accessTokens.revokedAt)));
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
