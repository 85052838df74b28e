// A chat stream lives no longer than the session and the role that opened it: the token and (on
// staff's stream) the staff role are checked again at every ping, and the stream ends, with
// nothing more sent, after a sign-out, a token's expiry or the role taken away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { call, newCustomer, newStaff } from '../../testing/customers';
import { DEFAULT_SESSION_LIFETIMES } from '../auth';
import { openStream, textsOf, type SseClient } from './test-support';

// The app's clock (token expiry) stands still until a test moves it; pings run on real timers.
const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
const PING_MS = 100;
let t: TestApp;
let base: string;
const streams: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp(clock(), { clock, chat: { pingMs: PING_MS } });
  base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/dashboard`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const open = async (path: string, token: string) => {
  const stream = await openStream(`${base}${path}`, token);
  streams.push(stream);
  return stream;
};
const mine = (token: string) => open('/user/chat/stream', token);
const staffStream = (token: string) => open('/staff/chat/stream', token);
const send = async (token: string, text: string) => (await call(t, 'POST', '/dashboard/user/chat/messages', token, { text })).body.data;
const answer = async (token: string, chatId: string, text: string) =>
  (await call(t, 'POST', `/dashboard/staff/chats/${chatId}/messages`, token, { text })).body.data;
const hasTexts = (stream: SseClient, ...texts: string[]) => () => texts.every((text) => textsOf(stream).includes(text));
/** The pings the stream has had so far (each makes the server check the session again). */
const pings = (stream: SseClient) => stream.comments.filter((comment) => comment === 'ping').length;

/** Resolves when the server has ended the stream; fails if it is still open after `timeoutMs`. */
async function ended(stream: SseClient, timeoutMs = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stream: still open after ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`)), timeoutMs);
  });
  try {
    await Promise.race([stream.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a chat stream whose session or role ends', () => {
  it('ends after the customer signs out, and nothing sent afterwards reaches it', async () => {
    const staff = await newStaff(t);
    const ada = await newCustomer(t);
    const stream = await mine(ada.token);
    const witness = await staffStream(staff.token);
    const sent = await send(ada.token, 'before signing out');
    await stream.until(hasTexts(stream, 'before signing out'));
    // A live session passes the checks of several pings and keeps getting messages.
    const seen = pings(stream);
    await stream.until(() => pings(stream) >= seen + 2);
    await answer(staff.token, sent.chat_id, 'still signed in');
    await stream.until(hasTexts(stream, 'still signed in'));

    expect((await call(t, 'POST', '/auth/logout', ada.token)).status).toBe(200);
    await ended(stream);
    await answer(staff.token, sent.chat_id, 'after signing out');
    // Delivered to the streams still open (staff's), never to the ended one.
    await witness.until(hasTexts(witness, 'after signing out'));
    expect(textsOf(stream)).toEqual(['before signing out', 'still signed in']);
    // The client's reconnection, resuming after the last id it had, is refused.
    expect((await open(`/user/chat/stream?last_id=${sent.id}`, ada.token)).status).toBe(401);
  });

  it('ends on staff\'s stream once the user is no longer staff', async () => {
    const staff = await newStaff(t);
    const colleague = await newStaff(t);
    const ada = await newCustomer(t);
    const stream = await staffStream(staff.token);
    const witness = await staffStream(colleague.token);
    await send(ada.token, 'to staff');
    await stream.until(hasTexts(stream, 'to staff'));

    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, staff.id));
    await ended(stream);
    await send(ada.token, 'after the role went');
    await witness.until(hasTexts(witness, 'after the role went'));
    expect(textsOf(stream)).toEqual(['to staff']);
    // The same token still signs the user in, as a customer: only staff's stream is closed to it.
    expect((await staffStream(staff.token)).status).toBe(403);
    const own = await mine(staff.token);
    expect(own.status).toBe(200);
    own.close();
  });

  it('ends once its token has expired', async () => {
    const ada = await newCustomer(t);
    const staff = await newStaff(t);
    const customer = await mine(ada.token);
    const staffs = await staffStream(staff.token);
    await send(ada.token, 'before expiry');
    await customer.until(hasTexts(customer, 'before expiry'));
    await staffs.until(hasTexts(staffs, 'before expiry'));

    clock.advance(DEFAULT_SESSION_LIFETIMES.maxAgeMs);
    await Promise.all([ended(customer), ended(staffs)]);
    expect(textsOf(customer)).toEqual(['before expiry']);
    expect((await mine(ada.token)).status).toBe(401);
    expect((await staffStream(staff.token)).status).toBe(401);
  });
});
