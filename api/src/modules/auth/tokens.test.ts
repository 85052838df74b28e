import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema';
import { fakeClock, openTestDatabase, type TestDatabase } from '../../testing/test-app';
import { createAccessTokens } from './tokens';

const HOUR = 3_600_000;

describe('access tokens', () => {
  const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
  let database: TestDatabase;
  let userId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    [{ id: userId }] = await database.db.insert(users).values({ firstname: 'Ada', email: 'ada-tokens@storefront.test', myReferral: 'ADA-TOKENS' })
      .returning({ id: users.id });
  });
  afterAll(async () => { await database.dispose(); });

  const lastUsed = async (token: string) => (await database.db.select({ at: accessTokens.lastUsedAt })
    .from(accessTokens).where(eq(accessTokens.id, Number(token.split('|')[0]))))[0].at;

  it('follows the configured idle timeout and absolute lifetime', async () => {
    const tokens = createAccessTokens(database.db, clock, { idleMs: 2 * HOUR, maxAgeMs: 5 * HOUR });
    const idle = await tokens.issue(userId);
    const busy = await tokens.issue(userId);
    clock.advance(2 * HOUR - 1_000);
    expect(await tokens.verify(busy)).toMatchObject({ userId });
    clock.advance(1_000);
    expect(await tokens.verify(idle)).toBeUndefined();
    clock.advance(2 * HOUR - 2_000);
    expect(await tokens.verify(busy)).toMatchObject({ userId });
    clock.advance(HOUR + 1_000);
    expect(await tokens.verify(busy)).toMatchObject({ userId });
    clock.advance(1_000);
    expect(await tokens.verify(busy)).toBeUndefined();
  });

  it('tells when its sign-in happened', async () => {
    const tokens = createAccessTokens(database.db, clock);
    const signedInAt = clock();
    const token = await tokens.issue(userId);
    clock.advance(5 * 60_000);
    expect(await tokens.verify(token)).toMatchObject({ userId, signedInAt });
  });

  it('writes its last use at most once a minute', async () => {
    const tokens = createAccessTokens(database.db, clock);
    const token = await tokens.issue(userId);
    const issuedAt = clock();
    clock.advance(59_000);
    await Promise.all([tokens.verify(token), tokens.verify(token)]);
    expect(await lastUsed(token)).toEqual(issuedAt);
    clock.advance(1_000);
    await Promise.all([tokens.verify(token), tokens.verify(token)]);
    expect(await lastUsed(token)).toEqual(clock());
  });

  it('ends every session of the user at once', async () => {
    const tokens = createAccessTokens(database.db, clock);
    const [first, second] = [await tokens.issue(userId), await tokens.issue(userId)];
    await tokens.revokeAll(userId);
    expect(await tokens.verify(first)).toBeUndefined();
    expect(await tokens.verify(second)).toBeUndefined();
  });
});
