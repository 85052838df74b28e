// The embedded chat's REST rules: privacy, staff access, ordering, limits, idempotent retries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeClock, type TestApp } from '../../testing/test-app';
import { call, expectFieldError, newCustomer, newStaff } from '../../testing/customers';

const clock = fakeClock(new Date('2030-01-07T12:00:00Z'));
let t: TestApp;
beforeAll(async () => { t = await createTestApp(clock(), { clock }); });
afterAll(async () => { await t.close(); });

const MINE = '/dashboard/user/chat';
const send = (token: string | null, text: unknown, clientId?: string) =>
  call(t, 'POST', `${MINE}/messages`, token, { text, ...(clientId ? { client_id: clientId } : {}) });
const answer = (token: string, chatId: string | number, text: string) => call(t, 'POST', `/dashboard/staff/chats/${chatId}/messages`, token, { text });
const textsOf = (answer: { body: { data: { text: string }[] } }) => answer.body.data.map((message) => message.text);
/** Each send a second later, so times differ as they would. */
const tick = () => clock.advance(1_000);

describe('a customer\'s chat', () => {
  it('does not exist before the first message, which makes it', async () => {
    const ada = await newCustomer(t);
    expect((await call(t, 'GET', MINE, ada.token)).body).toMatchObject({ status: true, data: null });
    expect((await call(t, 'GET', `${MINE}/messages`, ada.token)).body.data).toEqual([]);
    tick();
    const sent = await send(ada.token, '  Hello, is the patio open?  ');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toEqual({
      id: expect.stringMatching(/^\d+$/), chat_id: expect.stringMatching(/^\d+$/), user_id: ada.id, sender: 'customer',
      text: 'Hello, is the patio open?', client_id: null, created_at: clock().toISOString(),
    });
    const chat = await call(t, 'GET', MINE, ada.token);
    expect(chat.body.data).toEqual({
      id: sent.body.data.chat_id, user_id: ada.id, roleId: 'admin', created_at: clock().toISOString(), updated_at: clock().toISOString(),
      last_message: { text: 'Hello, is the patio open?', sender: 'customer', created_at: clock().toISOString() }, unread: 0,
    });
  });

  it('is private: another customer sees nothing of it and cannot write into it', async () => {
    const ada = await newCustomer(t);
    const eve = await newCustomer(t);
    const sent = await send(ada.token, 'my address is 1 Secret St');
    expect((await call(t, 'GET', MINE, eve.token)).body.data).toBeNull();
    expect((await call(t, 'GET', `${MINE}/messages`, eve.token)).body.data).toEqual([]);
    // Eve's own message goes into Eve's own chat, never Ada's.
    const eves = await send(eve.token, 'hi');
    expect(eves.body.data.chat_id).not.toBe(sent.body.data.chat_id);
    expect(textsOf(await call(t, 'GET', `${MINE}/messages`, ada.token))).toEqual(['my address is 1 Secret St']);
    // Staff routes are refused to customers.
    for (const [method, path, body] of [
      ['GET', '/dashboard/staff/chats', undefined],
      ['GET', `/dashboard/staff/chats/${sent.body.data.chat_id}/messages`, undefined],
      ['POST', `/dashboard/staff/chats/${sent.body.data.chat_id}/messages`, { text: 'I am staff' }],
      ['POST', `/dashboard/staff/chats/${sent.body.data.chat_id}/read`, { last_id: '1' }],
    ] as const) {
      const refused = await call(t, method, path, eve.token, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ statusCode: 'ERROR_403' });
    }
    expect(textsOf(await call(t, 'GET', `${MINE}/messages`, ada.token))).toEqual(['my address is 1 Secret St']);
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, path] of [
      ['GET', MINE], ['GET', `${MINE}/messages`], ['POST', `${MINE}/messages`], ['POST', `${MINE}/read`], ['GET', `${MINE}/stream`],
      ['POST', `${MINE}/firebase-token`], ['GET', '/dashboard/staff/chats'], ['GET', '/dashboard/staff/chats/1/messages'],
      ['POST', '/dashboard/staff/chats/1/messages'], ['POST', '/dashboard/staff/chats/1/read'], ['GET', '/dashboard/staff/chat/stream'],
    ] as const) {
      const refused = await call(t, method, path, null, method === 'POST' ? { text: 'x', last_id: '1' } : undefined);
      expect(refused.status, path).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 'ERROR_100' });
    }
  });

  it('refuses empty and too long texts, naming the field', async () => {
    const ada = await newCustomer(t);
    expectFieldError(await send(ada.token, '   \n '), 'text', 'The text field is required.');
    expectFieldError(await send(ada.token, 'x'.repeat(2001)), 'text', 'The text may not be greater than 2000 characters.');
    expectFieldError(await send(ada.token, undefined), 'text', 'Required');
    expectFieldError(await send(ada.token, 'ok', 'not-a-uuid'), 'client_id');
    // 2000 characters (emoji count as one each, as in the Firestore rules) is the limit.
    expect((await send(ada.token, '🍕'.repeat(2000))).status).toBe(201);
    expect((await send(ada.token, ` ${'y'.repeat(2000)} `)).status).toBe(201);
    expect((await call(t, 'GET', `${MINE}/messages`, ada.token)).body.data).toHaveLength(2);
  });

  it('keeps HTML as text', async () => {
    const ada = await newCustomer(t);
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect((await send(ada.token, text)).body.data.text).toBe(text);
    expect(textsOf(await call(t, 'GET', `${MINE}/messages`, ada.token))).toEqual([text]);
  });

  it('answers a retry with the same client_id with the first message, writing nothing', async () => {
    const ada = await newCustomer(t);
    const clientId = randomUUID();
    const first = await send(ada.token, 'one pizza please', clientId);
    tick();
    const again = await send(ada.token, 'one pizza please', clientId.toUpperCase());
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.client_id).toBe(clientId);
    // Another customer may use the same uuid in their own chat.
    const eve = await newCustomer(t);
    expect((await send(eve.token, 'mine', clientId)).body.data.id).not.toBe(first.body.data.id);
    expect(textsOf(await call(t, 'GET', `${MINE}/messages`, ada.token))).toEqual(['one pizza please']);
  });

  it('allows 20 messages a minute per user, then 429 with the wait; retries are not counted', async () => {
    const ada = await newCustomer(t);
    const clientId = randomUUID();
    for (let n = 0; n < 20; n += 1) {
      clock.advance(1_000);
      expect((await send(ada.token, `message ${n}`, n === 0 ? clientId : undefined)).status).toBe(201);
    }
    const refused = await send(ada.token, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 'ERROR_429', params: { retry_after: ['41'] } });
    const response = await t.app.inject({ method: 'POST', url: `/api/v1${MINE}/messages`, headers: { authorization: `Bearer ${ada.token}` }, payload: { text: 'x' } });
    expect(response.headers['retry-after']).toBe('41');
    expect((await send(ada.token, 'message 0', clientId)).status).toBe(201);
    // Another user is not slowed down.
    expect((await send((await newCustomer(t)).token, 'hello')).status).toBe(201);
    clock.advance(41_000);
    expect((await send(ada.token, 'later')).status).toBe(201);
    expect((await send(ada.token, 'too soon again')).status).toBe(429);
  });
});

describe('staff and the chats', () => {
  it('list every chat by latest message with the customer and unread counts, and answer', async () => {
    const staff = await newStaff(t);
    const ada = await newCustomer(t);
    const bob = await newCustomer(t);
    tick();
    const adas = await send(ada.token, 'from ada 1');
    tick();
    await send(bob.token, 'from bob');
    tick();
    await send(ada.token, 'from ada 2');
    const chats = await call(t, 'GET', '/dashboard/staff/chats?perPage=2', staff.token);
    expect(chats.status).toBe(200);
    expect(chats.body.data.map((chat: { user_id: number }) => chat.user_id)).toEqual([ada.id, bob.id]);
    expect(chats.body.data[0]).toMatchObject({
      id: adas.body.data.chat_id, unread: 2, last_message: { text: 'from ada 2', sender: 'customer' },
      customer: { id: ada.id, firstname: 'Cart', lastname: null, img: null },
    });
    expect(chats.body.meta).toMatchObject({ current_page: 1, per_page: 2, total: expect.any(Number) });
    expect(chats.body.meta.total).toBeGreaterThanOrEqual(2);

    tick();
    const answered = await answer(staff.token, adas.body.data.chat_id, 'Yes, until 10 pm.');
    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({ sender: 'staff', user_id: staff.id, chat_id: adas.body.data.chat_id, text: 'Yes, until 10 pm.' });
    expect(textsOf(await call(t, 'GET', `${MINE}/messages`, ada.token))).toEqual(['from ada 1', 'from ada 2', 'Yes, until 10 pm.']);
    expect(textsOf(await call(t, 'GET', `/dashboard/staff/chats/${adas.body.data.chat_id}/messages`, staff.token)))
      .toEqual(['from ada 1', 'from ada 2', 'Yes, until 10 pm.']);
    expect((await call(t, 'GET', MINE, ada.token)).body.data).toMatchObject({ unread: 1, last_message: { sender: 'staff' } });
    expect((await call(t, 'GET', MINE, bob.token)).body.data).toMatchObject({ unread: 0, last_message: { text: 'from bob' } });
    expect((await call(t, 'GET', '/dashboard/staff/chats?perPage=1', staff.token)).body.data[0].user_id).toBe(ada.id);
  });

  it('answer 404 for an unknown chat', async () => {
    const staff = await newStaff(t);
    expect((await answer(staff.token, 2_000_000, 'hello')).status).toBe(404);
    expect((await call(t, 'GET', '/dashboard/staff/chats/2000000/messages', staff.token)).status).toBe(404);
    expect((await call(t, 'POST', '/dashboard/staff/chats/2000000/read', staff.token, { last_id: '1' })).status).toBe(404);
    expect((await call(t, 'POST', `${MINE}/read`, (await newCustomer(t)).token, { last_id: '1' })).status).toBe(404);
  });
});

describe('read markers', () => {
  it('count the other side\'s messages, only forward and never past the latest', async () => {
    const staff = await newStaff(t);
    const ada = await newCustomer(t);
    const first = (await send(ada.token, 'one')).body.data;
    await send(ada.token, 'two');
    const chatId = first.chat_id;
    const unreadOfStaff = async () => (await call(t, 'GET', '/dashboard/staff/chats?perPage=100', staff.token)).body.data
      .find((chat: { id: string }) => chat.id === chatId).unread;
    expect(await unreadOfStaff()).toBe(2);
    const read = await call(t, 'POST', `/dashboard/staff/chats/${chatId}/read`, staff.token, { last_id: first.id });
    expect(read.body.data).toMatchObject({ id: chatId, unread: 1 });
    // A customer reading moves only the customer's marker.
    await call(t, 'POST', `${MINE}/read`, ada.token, { last_id: '999999999' });
    expect(await unreadOfStaff()).toBe(1);
    expect((await call(t, 'POST', `/dashboard/staff/chats/${chatId}/read`, staff.token, { last_id: '999999999' })).body.data.unread).toBe(0);
    // Never past the latest: a later message is unread.
    await send(ada.token, 'three');
    expect(await unreadOfStaff()).toBe(1);
    // Never back.
    expect((await call(t, 'POST', `/dashboard/staff/chats/${chatId}/read`, staff.token, { last_id: '1' })).body.data.unread).toBe(1);
    expectFieldError(await call(t, 'POST', `${MINE}/read`, ada.token, { last_id: 'abc' }), 'last_id');
  });
});

describe('history pages', () => {
  it('answers the latest perPage messages before before_id, oldest first', async () => {
    const ada = await newCustomer(t);
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      tick();
      ids.push((await send(ada.token, `m${n}`)).body.data.id);
    }
    expect(textsOf(await call(t, 'GET', `${MINE}/messages?perPage=2`, ada.token))).toEqual(['m4', 'm5']);
    expect(textsOf(await call(t, 'GET', `${MINE}/messages?perPage=2&before_id=${ids[3]}`, ada.token))).toEqual(['m2', 'm3']);
    expect(textsOf(await call(t, 'GET', `${MINE}/messages?before_id=${ids[1]}`, ada.token))).toEqual(['m1']);
    expectFieldError(await call(t, 'GET', `${MINE}/messages?perPage=101`, ada.token), 'perPage');
  });
});
