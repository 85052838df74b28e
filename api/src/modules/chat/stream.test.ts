// Delivery of the embedded chat over server-sent events, on a listening app: live messages to
// the right streams only, resuming with the last id (nothing missed, nothing twice), pings,
// cleanup, the cap of open streams per account; on PostgreSQL also across two api processes
// sharing the database.
import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tooManyStreamsMessage } from '../../http/event-streams';
import { createTestApp, NO_RATE_LIMITS, type TestApp } from '../../testing/test-app';
import { call, newCustomer, newStaff } from '../../testing/customers';
import { buildApp } from '../../app';
import { expectInOrderOnce, openStream, textsOf, type SseClient } from './test-support';

let t: TestApp;
let base: string;
const streams: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp(new Date(), { chat: { pingMs: 300 } });
  base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/dashboard`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const mine = async (token: string | null, query = '', headers: Record<string, string> = {}) => {
  const stream = await openStream(`${base}/user/chat/stream${query}`, token, headers);
  streams.push(stream);
  return stream;
};
const staffStream = async (token: string, query = '', headers: Record<string, string> = {}) => {
  const stream = await openStream(`${base}/staff/chat/stream${query}`, token, headers);
  streams.push(stream);
  return stream;
};
const send = async (token: string, text: string) => (await call(t, 'POST', '/dashboard/user/chat/messages', token, { text })).body.data;
const answer = async (token: string, chatId: string, text: string) =>
  (await call(t, 'POST', `/dashboard/staff/chats/${chatId}/messages`, token, { text })).body.data;
const hasTexts = (stream: SseClient, ...texts: string[]) => () => texts.every((text) => textsOf(stream).includes(text));

describe('chat streams', () => {
  it('are event streams that pass proxies as they come', async () => {
    const ada = await newCustomer(t);
    const stream = await mine(ada.token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    await stream.until(() => stream.comments.includes('ping'));
  });

  it('bring a customer\'s messages to staff and the answer back, and nothing to another customer', async () => {
    const staff = await newStaff(t);
    const ada = await newCustomer(t);
    const eve = await newCustomer(t);
    const [adas, eves, staffs] = [await mine(ada.token), await mine(eve.token), await staffStream(staff.token)];
    const sent = await send(ada.token, 'Is the patio open?');
    await staffs.until(() => staffs.events.some((entry) => entry.event === 'chat' && entry.data.id === sent.chat_id));
    expect(staffs.messages()).toContainEqual(sent);
    const message = staffs.events.find((entry) => entry.event === 'message' && entry.data.id === sent.id)!;
    expect(message.id).toBe(sent.id);
    expect(staffs.events.find((entry) => entry.event === 'chat' && entry.data.id === sent.chat_id)!.data)
      .toMatchObject({ unread: 1, customer: { id: ada.id }, last_message: { text: 'Is the patio open?' } });

    const answered = await answer(staff.token, sent.chat_id, 'Yes!');
    await adas.until(hasTexts(adas, 'Is the patio open?', 'Yes!'));
    await adas.until(() => adas.events.some((entry) => entry.event === 'chat' && entry.data.unread === 1));
    expect(adas.messages()).toEqual([sent, answered]);
    expect(adas.events.filter((entry) => entry.event === 'chat').every((entry) => !('customer' in entry.data))).toBe(true);
    // A read marker moved sends the chat again.
    await call(t, 'POST', '/dashboard/user/chat/read', ada.token, { last_id: answered.id });
    await adas.until(() => adas.events.at(-1)?.event === 'chat' && adas.events.at(-1)?.data.unread === 0);

    await send(eve.token, 'Eve here');
    // A stream sends in id order, messages before the chats they changed: a leak would come
    // before each stream's own next event, which these wait for.
    await eves.until(() => eves.events.some((entry) => entry.event === 'chat'));
    const later = await answer(staff.token, sent.chat_id, 'Anything else?');
    await adas.until(hasTexts(adas, 'Anything else?'));
    await staffs.until(hasTexts(staffs, 'Eve here', 'Anything else?'));
    expect(textsOf(eves)).toEqual(['Eve here']);
    const chatsOf = (stream: SseClient) => stream.events.filter((entry) => entry.event === 'chat').map((entry) => entry.data.user_id);
    expect(chatsOf(eves).every((id) => id === eve.id)).toBe(true);
    expect(chatsOf(adas).every((id) => id === ada.id)).toBe(true);
    expect(adas.messages()).toEqual([sent, answered, later]);
    for (const stream of [adas, eves, staffs]) expectInOrderOnce(stream);
  });

  it('resume after the last id with Last-Event-ID or last_id: nothing missed, nothing twice', async () => {
    const staff = await newStaff(t);
    const ada = await newCustomer(t);
    const first = await mine(ada.token);
    const one = await send(ada.token, 'one');
    await first.until(hasTexts(first, 'one'));
    first.close(); // the connection drops
    const two = await send(ada.token, 'two');
    await answer(staff.token, one.chat_id, 'three');

    const resumed = await mine(ada.token, '', { 'last-event-id': one.id });
    await resumed.until(hasTexts(resumed, 'two', 'three'));
    await send(ada.token, 'four');
    await resumed.until(hasTexts(resumed, 'four'));
    expect(textsOf(resumed)).toEqual(['two', 'three', 'four']);

    const byQuery = await mine(ada.token, `?last_id=${two.id}`);
    await byQuery.until(hasTexts(byQuery, 'three', 'four'));
    expect(textsOf(byQuery)).toEqual(['three', 'four']);
    // The header wins over the query (browsers send it on their own reconnects).
    const both = await mine(ada.token, `?last_id=${two.id}`, { 'last-event-id': one.id });
    await both.until(hasTexts(both, 'two', 'three', 'four'));
    expect(textsOf(both)).toEqual(['two', 'three', 'four']);
    // Staff resume over every chat likewise.
    const staffs = await staffStream(staff.token, `?last_id=${one.id}`);
    await staffs.until(hasTexts(staffs, 'two', 'three', 'four'));
    expect(textsOf(staffs).filter((text) => ['one', 'two', 'three', 'four'].includes(text as string))).toEqual(['two', 'three', 'four']);
    // Without a resume id, only new messages come.
    const fresh = await mine(ada.token);
    await send(ada.token, 'five');
    await fresh.until(hasTexts(fresh, 'five'));
    expect(textsOf(fresh)).toEqual(['five']);
    for (const stream of [resumed, byQuery, both, staffs, fresh]) expectInOrderOnce(stream);
  });

  it('get a customer\'s chat from its first message when opened before it', async () => {
    const ada = await newCustomer(t);
    const stream = await mine(ada.token);
    const sent = await send(ada.token, 'first ever');
    await stream.until(() => stream.events.some((entry) => entry.event === 'chat'));
    expect(stream.messages()).toEqual([sent]);
  });

  it('never carry another customer\'s chat, whatever the resume id', async () => {
    const ada = await newCustomer(t);
    const eve = await newCustomer(t);
    await send(ada.token, 'ada private');
    const stream = await mine(eve.token, '?last_id=0');
    await stream.until(() => stream.comments.includes('ping'));
    // Eve's own message comes after any earlier one the stream would have let through (id order).
    await send(eve.token, 'eve here');
    await stream.until(hasTexts(stream, 'eve here'));
    expect(textsOf(stream)).toEqual(['eve here']);
  });

  it('refuse non-staff (403), a missing token (401) and a malformed Last-Event-ID (400)', async () => {
    const ada = await newCustomer(t);
    const refused = await staffStream(ada.token);
    expect(refused.status).toBe(403);
    expect((await mine(null)).status).toBe(401);
    expect((await staffStream('nope')).status).toBe(401);
    const malformed = await mine(ada.token, '', { 'last-event-id': 'x1' });
    expect(malformed.status).toBe(400);
    expect((await mine(ada.token, '?last_id=-1')).status).toBe(400);
  });

  it('are let go when the client goes away, and end when the app closes', async () => {
    const ada = await newCustomer(t);
    const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    const before = await connections();
    const accepted = once(t.app.server, 'connection') as Promise<[Socket]>;
    // A connection of its own (fetch would keep its sockets for reuse).
    const request = get(`${base}/user/chat/stream`, { agent: false, headers: { authorization: `Bearer ${ada.token}` } });
    const [socket] = await accepted;
    const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    expect(await connections()).toBe(before + 1);
    request.destroy();
    await once(socket, 'close'); // the server's side of it
    expect(await connections()).toBe(before);
    expect((await call(t, 'POST', '/dashboard/user/chat/messages', ada.token, { text: 'nobody listens' })).status).toBe(201);

    // An app closing with open streams ends them rather than waiting for them.
    const app = await buildApp({ db: t.database.db, edges: { rateLimits: NO_RATE_LIMITS } });
    const stream = await openStream(`${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/dashboard/user/chat/stream`, ada.token);
    expect(stream.status).toBe(200);
    await app.close();
    await stream.closed;
  });
});

describe('open streams per account (MAX_EVENT_STREAMS)', () => {
  it('are at most the cap, customer and staff streams together: one more is refused with 429 ERROR_451 until one closes', async () => {
    const app = await buildApp({ db: t.database.db, edges: { rateLimits: NO_RATE_LIMITS }, caps: { eventStreams: 2 } });
    const opened: SseClient[] = [];
    try {
      const root = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/dashboard`;
      const open = async (path: string, token: string) => {
        const stream = await openStream(`${root}${path}`, token);
        opened.push(stream);
        return stream;
      };
      const refusal = async (path: string, token: string) => {
        const response = await fetch(`${root}${path}`, { headers: { authorization: `Bearer ${token}` } });
        return { status: response.status, body: await response.json() as Record<string, unknown> };
      };
      const staff = await newStaff(t);
      const eve = await newCustomer(t);
      const own = await open('/user/chat/stream', staff.token);
      expect(own.status).toBe(200);
      expect((await open('/staff/chat/stream', staff.token)).status).toBe(200);
      for (const path of ['/user/chat/stream', '/staff/chat/stream']) {
        const refused = await refusal(path, staff.token);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ status: false, statusCode: 'ERROR_451', params: { streams: [tooManyStreamsMessage(2)] } });
      }
      // Another account has slots of its own.
      expect((await open('/user/chat/stream', eve.token)).status).toBe(200);

      // A closed stream gives its slot back, as soon as the server sees it go.
      own.close();
      await expect.poll(async () => {
        const again = await openStream(`${root}/user/chat/stream`, staff.token);
        opened.push(again);
        return again.status;
      }, { timeout: 5_000 }).toBe(200);
      expect((await refusal('/staff/chat/stream', staff.token)).status).toBe(429);
    } finally {
      for (const stream of opened) stream.close();
      await app.close();
    }
  });
});

describe('chat streams and another api process', () => {
  /** The server process ids of this database's sessions, with their last statement. */
  const sessions = async () => {
    const answer = await t.database.db.execute(sql`select pid, query from pg_stat_activity where datname = current_database()`);
    return (answer as unknown as { rows: Array<{ pid: number; query: string }> }).rows;
  };

  // Only PostgreSQL has a LISTEN connection (PGlite's single process needs none).
  it.runIf(Boolean(process.env.DATABASE_URL))('end the LISTEN connection with the app, never hand it back to the pool', async () => {
    const listeners = async () => (await sessions()).filter((session) => /^listen storefront_chat$/i.test(session.query)).map((session) => session.pid);
    const before = await listeners(); // the file's own app LISTENs too
    const app = await buildApp({ db: t.database.db, edges: { rateLimits: NO_RATE_LIMITS } });
    const added = async () => (await listeners()).find((pid) => !before.includes(pid));
    await expect.poll(added, { timeout: 5_000 }).toBeTypeOf('number');
    const pid = await added();
    await app.close();
    // Handed back to the pool it would LISTEN for whoever took it next, and keep the bus's error
    // listener: the server ending it later released it a second time, an uncaught error.
    await expect.poll(async () => (await sessions()).some((session) => session.pid === pid), { timeout: 5_000 }).toBe(false);
  });

  // On PostgreSQL a NOTIFY brings the other process's message at once; PGlite has one process,
  // and a signal that never comes (as a lost NOTIFY) is made up for at the stream's next ping.
  it('deliver a message sent through another process sharing the database', async () => {
    const elsewhere = t.database.reconnect?.() ?? t.database;
    const sender = await buildApp({ db: elsewhere.db, edges: { rateLimits: NO_RATE_LIMITS } });
    const PING = 1_500;
    const listener = await buildApp({ db: t.database.db, edges: { rateLimits: NO_RATE_LIMITS }, chat: { pingMs: PING } });
    try {
      const staff = await newStaff(t);
      const ada = await newCustomer(t);
      const staffs = await openStream(`${await listener.listen({ port: 0, host: '127.0.0.1' })}/api/v1/dashboard/staff/chat/stream`, staff.token);
      const sendThroughSender = (text: string) => sender.inject({
        method: 'POST', url: '/api/v1/dashboard/user/chat/messages', headers: { authorization: `Bearer ${ada.token}` }, payload: { text },
      });
      expect((await sendThroughSender('warming up')).statusCode).toBe(201);
      await staffs.until(() => staffs.comments.length > 0, 3_000);
      const pings = staffs.comments.length;
      expect((await sendThroughSender('via the other process')).statusCode).toBe(201);
      await staffs.until(hasTexts(staffs, 'via the other process'), 2 * PING);
      // PostgreSQL: here before the next ping; PGlite: brought by it.
      if (t.database.reconnect) expect(staffs.comments.length).toBe(pings);
      else expect(staffs.comments.length).toBeGreaterThan(pings);
      staffs.close();
    } finally {
      await listener.close();
      await sender.close();
      if (elsewhere !== t.database) await elsewhere.close();
    }
  });
});
