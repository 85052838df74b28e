import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetch } from './upstream-fetch';

/** An api stand-in: echoes what it was sent, answers `/slow` never. */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow') return;
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      response.end(JSON.stringify({ method: request.method, url: request.url, lang: request.headers['x-lang'], type: request.headers['content-type'] ?? null, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));

describe('the upstream fetch Mesh calls the api with', () => {
  it('sends the method, headers and text body, and answers status, headers and text', async () => {
    const answer = await fetch(`${base}/rest/cart`, { method: 'POST', headers: { 'x-lang': 'fr', 'content-type': 'application/json' }, body: '{"a":1}' });
    expect([answer.status, answer.ok]).toEqual([200, true]);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(answer.headers.has('x-missing')).toBe(false);
    expect(Object.fromEntries(answer.headers)).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(await answer.text())).toEqual({ method: 'POST', url: '/rest/cart', lang: 'fr', type: 'application/json', body: '{"a":1}' });
  });

  it('answers an error status as an answer, not a failure', async () => {
    const answer = await fetch(`${base}/missing`);
    expect([answer.status, answer.ok]).toEqual([404, false]);
    expect(await answer.json()).toMatchObject({ method: 'GET' });
  });

  it('gives up when the signal says so, with the signal\'s reason', async () => {
    await expect(fetch(`${base}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('fails with the system\'s code when the api cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetch(`http://127.0.0.1:${port}/rest/settings`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('sends a form (a file upload) through the platform\'s fetch', async () => {
    const form = new FormData();
    form.set('image', new Blob(['png']), 'a.png');
    const answer = await fetch(`${base}/upload`, { method: 'POST', body: form });
    expect((await answer.json()).type).toMatch(/^multipart\/form-data; boundary=/);
  });
});
