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

  it('keeps the User-Agent with its last use: named at the first request, then renewed at most once a minute, cut to 255 characters', async () => {
    const tokens = createAccessTokens(database.db, clock);
    const agentOf = async (token: string) => (await database.db.select({ agent: accessTokens.userAgent })
      .from(accessTokens).where(eq(accessTokens.id, Number(token.split('|')[0]))))[0].agent;
    const token = await tokens.issue(userId);
    expect(await agentOf(token)).toBeNull();
    await tokens.verify(token);
    expect(await agentOf(token)).toBeNull();
    await tokens.verify(token, 'Firefox/127.0');
    expect(await agentOf(token)).toBe('Firefox/127.0');
    clock.advance(30_000);
    await tokens.verify(token, 'Chrome/126.0');
    expect(await agentOf(token)).toBe('Firefox/127.0');
    clock.advance(30_000);
    await tokens.verify(token, `Chrome/126.0 ${'x'.repeat(300)}`);
    expect(await agentOf(token)).toBe(`Chrome/126.0 ${'x'.repeat(255 - 13)}`);
    expect(await lastUsed(token)).toEqual(clock());
    clock.advance(60_000);
    await tokens.verify(token);
    expect((await agentOf(token))?.length).toBe(255);
    expect(await tokens.issue(userId, 'Safari/604.1').then(agentOf)).toBe('Safari/604.1');
  });

  it('lists the user\'s live sessions and ends only the user\'s own', async () => {
    const tokens = createAccessTokens(database.db, clock, { idleMs: 2 * HOUR, maxAgeMs: 5 * HOUR });
    const [{ id: otherId }] = await database.db.insert(users).values({ firstname: 'Bo', email: 'bo-tokens@storefront.test', myReferral: 'BO-TOKENS' })
      .returning({ id: users.id });
    await tokens.revokeAll(userId);
    const [idle, kept, ended] = [await tokens.issue(userId), await tokens.issue(userId), await tokens.issue(userId)];
    const theirs = await tokens.issue(otherId);
    const idOf = (token: string) => Number(token.split('|')[0]);
    clock.advance(HOUR);
    await tokens.verify(kept);
    expect(await tokens.revokeOwn(userId, idOf(theirs))).toBe(false);
    expect(await tokens.revokeOwn(userId, idOf(ended))).toBe(true);
    expect(await tokens.revokeOwn(userId, idOf(ended))).toBe(false);
    expect((await tokens.list(userId)).map((session) => session.id)).toEqual([idOf(kept), idOf(idle)]);
    clock.advance(HOUR);
    expect((await tokens.list(userId)).map((session) => session.id)).toEqual([idOf(kept)]);
    expect(await tokens.revokeOwn(userId, idOf(idle))).toBe(false);
    expect(await tokens.verify(theirs)).toBeUndefined(); // idle too, and still not revoked
    expect((await database.db.select().from(accessTokens).where(eq(accessTokens.id, idOf(theirs))))[0].revokedAt).toBeNull();
  });

  it('ends every session of the user at once', async () => {
    const tokens = createAccessTokens(database.db, clock);
    const [first, second] = [await tokens.issue(userId), await tokens.issue(userId)];
    await tokens.revokeAll(userId);
    expect(await tokens.verify(first)).toBeUndefined();
    expect(await tokens.verify(second)).toBeUndefined();
  });
});
