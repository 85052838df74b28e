// The chat's server-sent event streams through the web server (docs/chat.md): on the real stack,
// a customer's message reaches staff's stream and the answer the customer's, uncompressed, on the
// same origin as the pages; with a stand-in api, events pass one by one as written, and a stream
// resting longer than the upstream timeout is not cut. Also the Firestore adapter's custom token,
// accepted by the stack's Auth emulator.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createWebServer, LIMITS } from '../../web/server/server';
import { openStream, textsOf, type SseClient } from '../../api/src/modules/chat/test-support';
import { api, newCustomer } from '../support/accounts';

const streams: SseClient[] = [];
afterAll(() => { for (const stream of streams) stream.close(); });

const web = () => `${inject('webUrl')}/api/v1/dashboard`;
const open = async (url: string, token: string, headers: Record<string, string> = {}) => {
  const stream = await openStream(url, token, headers);
  streams.push(stream);
  return stream;
};

async function staffToken(): Promise<string> {
  const { body } = await api<{ data: { access_token: string } }>('POST', '/auth/login', null, { email: 'staff@storefront.test', password: 'staff-pass-1' });
  return body.data.access_token;
}

describe('chat streams through the web server (real stack)', () => {
  it('carry a customer\'s message to staff and the answer back, uncompressed', async () => {
    const [customer, staff] = [await newCustomer('Chatty'), await staffToken()];
    const gzip = { 'accept-encoding': 'gzip, br' };
    const mine = await open(`${web()}/user/chat/stream`, customer.token, gzip);
    const inbox = await open(`${web()}/staff/chat/stream`, staff, gzip);
    for (const stream of [mine, inbox]) {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
    }
    const { body } = await api<{ data: { chat_id: string } }>('POST', '/dashboard/user/chat/messages', customer.token, { text: 'Through the proxy?' });
    await inbox.until(() => textsOf(inbox).includes('Through the proxy?'));
    await api('POST', `/dashboard/staff/chats/${body.data.chat_id}/messages`, staff, { text: 'Yes, live.' });
    await mine.until(() => textsOf(mine).includes('Yes, live.'));
    expect(textsOf(mine)).toEqual(['Through the proxy?', 'Yes, live.']);
  });

  it('mints a firebase custom token the Auth emulator signs in with', async () => {
    const customer = await newCustomer('Fira');
    const { status, body } = await api<{ data: { token: string } }>('POST', '/dashboard/user/chat/firebase-token', customer.token);
    expect(status).toBe(200);
    const profile = await api<{ data: { id: number } }>('GET', '/dashboard/user/profile/show', customer.token);
    const signIn = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: body.data.token, returnSecureToken: true }),
    });
    const session = await signIn.json() as { idToken: string };
    expect(signIn.status, JSON.stringify(session)).toBe(200);
    const claims = JSON.parse(Buffer.from(session.idToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ user_id: `user-${profile.body.data.id}`, role: 'user' });
  });
});

describe('chat streams through the web server (stand-in api)', () => {
  it('pass each event as it is written, and are not cut when resting longer than the upstream timeout', async () => {
    const UNANSWERED = '/api/v1/rest/unanswered';
    let writeNext: (() => void) | undefined;
    const upstream = http.createServer((request, response) => {
      if (request.url === UNANSWERED) return;
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' }).write(': ok\n\n');
      let n = 0;
      writeNext = () => { n += 1; response.write(`event: message\nid: ${n}\ndata: {"text":"event ${n}"}\n\n`); };
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const dist = mkdtempSync(join(tmpdir(), 'chat-web-dist-'));
    const server = await createWebServer({ distDir: dist, gatewayUrl: apiUrl, apiUrl, env: {}, limits: { ...LIMITS, upstreamTimeoutMs: 300 } });
    const port = await new Promise<number>((resolve) => server.server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
    try {
      const stream = await open(`http://127.0.0.1:${port}/api/v1/dashboard/staff/chat/stream`, 'token', { 'accept-encoding': 'gzip' });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-encoding')).toBeNull();
      for (let n = 1; n <= 3; n += 1) {
        // Sent after the stream's last event and refused on the upstream timeout: the stream has
        // rested longer than that when the next event comes.
        expect((await fetch(`http://127.0.0.1:${port}${UNANSWERED}`)).status).toBe(504);
        writeNext!();
        await stream.until(() => stream.events.length === n, 1_000); // here before the next is written
      }
      expect(textsOf(stream)).toEqual(['event 1', 'event 2', 'event 3']);
    } finally {
      for (const stream of streams) stream.close();
      await server.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
