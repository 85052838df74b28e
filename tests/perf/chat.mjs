// The bench's chat row (docs/chat.md): message delivery latency with 20 open conversations —
// 20 customers each with its stream open and staff's stream open, all through the web server as
// the browser reads them. Every customer sends ROUNDS messages (all 20 at once per round), each
// timed from the send to its event on staff's stream; staff then answer every chat (all at once),
// each timed to the customer's stream. The stack of its own logs at info (the sign-up codes come
// from the api's log), so its figures include that logging.
// `node tests/perf/chat.mjs` measures only this row.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDecoder } from 'node:util';
import { startStack } from '../../scripts/stack.mjs';
import { percentile } from './load.mjs';

const CONVERSATIONS = 20;
/** Customer messages per conversation (the send rate allows 20 a minute per user). */
const ROUNDS = 3;

async function post(url, body, { token, headers = {} } = {}) {
  const response = await fetch(url, {
    method: 'POST', body: JSON.stringify(body ?? {}),
    headers: { 'content-type': 'application/json', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Opens an event stream and calls `onMessage` with each message event's data. */
async function openStream(url, token, onMessage) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const data = lines.find((line) => line.startsWith('data: '));
          if (lines.includes('event: message') && data) onMessage(JSON.parse(data.slice(6)));
        }
      }
    } catch { /* closed */ }
  })();
  return () => response.body.cancel().catch(() => {});
}

/** Resolves each awaited text when a stream brings it. */
function arrivals() {
  const waiting = new Map();
  return {
    expect: (text) => new Promise((resolve) => waiting.set(text, resolve)),
    seen: (message) => { waiting.get(message.text)?.(performance.now()); waiting.delete(message.text); },
  };
}

/** A new customer signed up through the api (the SMS code read from the api's log). */
async function newCustomer(apiUrl, smsLines, n) {
  const phone = `1647${String(Date.now() % 100_000).padStart(5, '0')}${String(n).padStart(2, '0')}`;
  const headers = { 'x-forwarded-for': `10.88.${n}.1` };
  const { verifyId } = await post(`${apiUrl}/auth/register`, {
    firstname: `Chat${n}`, email: `chat.${phone}@storefront.test`, phone: `+${phone}`, password: 'chat-pass-1', password_confirmation: 'chat-pass-1',
  }, { headers });
  for (let tries = 0; tries < 100; tries += 1) {
    const line = smsLines.findLast((entry) => entry.includes(`"to":"${phone}"`));
    const code = line && /\b(\d{6})\b/.exec(JSON.parse(line).sms.body)?.[1];
    if (code) return (await post(`${apiUrl}/auth/verify/phone`, { verifyId, verifyCode: code }, { headers })).token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${phone}`);
}

/** Sends every message of a burst at once; each is timed from its send to its arrival. */
async function burst(sends) {
  return Promise.all(sends.map(async ({ send, arrived }) => {
    const start = performance.now();
    await send();
    return (await arrived) - start;
  }));
}

/** Starts a stack of its own, measures, stops it. `portOffset` as the bench's TEST_PORT_OFFSET. */
export async function chatRows({ portOffset = 0 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-chat-'));
  const smsLines = [];
  const stack = await startStack({
    apiPort: 3296 + portOffset, gatewayPort: 4296 + portOffset, webPort: 8296 + portOffset, quiet: true,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', KITCHEN_SIMULATOR: 'off', RATE_LIMIT_PUBLIC: '1000000/second', RATE_LIMIT_AUTH: '1000000/second', RATE_LIMIT_MONEY: '1000000/second' },
    onLine: (process, line) => { if (process === 'api' && line.includes('"sms"')) smsLines.push(line); },
  });
  const closers = [];
  try {
    const api = stack.apiUrl;
    const streams = `${stack.webUrl}/api/v1/dashboard`;
    const staff = (await post(`${api}/auth/login`, { email: 'staff@storefront.test', password: 'staff-pass-1' })).access_token;
    const customers = [];
    for (let n = 0; n < CONVERSATIONS; n += 1) customers.push({ token: await newCustomer(api, smsLines, n) });
    const atStaff = arrivals();
    closers.push(await openStream(`${streams}/staff/chat/stream?last_id=0`, staff, atStaff.seen));
    for (const customer of customers) {
      customer.arrivals = arrivals();
      closers.push(await openStream(`${streams}/user/chat/stream?last_id=0`, customer.token, customer.arrivals.seen));
    }
    const toStaff = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      toStaff.push(...await burst(customers.map((customer, n) => {
        const text = `round ${round} from ${n}`;
        return { arrived: atStaff.expect(text), send: async () => { customer.chatId = (await post(`${api}/dashboard/user/chat/messages`, { text }, { token: customer.token })).chat_id; } };
      })));
    }
    const toCustomers = await burst(customers.map((customer, n) => {
      const text = `answer to ${n}`;
      return { arrived: customer.arrivals.expect(text), send: () => post(`${api}/dashboard/staff/chats/${customer.chatId}/messages`, { text }, { token: staff }) };
    }));
    const row = (values) => ({ count: values.length, p50: percentile(values, 0.5), p95: percentile(values, 0.95) });
    return { conversations: CONVERSATIONS, toStaff: row(toStaff), toCustomers: row(toCustomers) };
  } finally {
    for (const close of closers) close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printChat({ conversations, toStaff, toCustomers }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\n  chat delivery latency (send → the other side's stream through the web server) with ${conversations} open conversations:`);
  console.log(`    customer → staff (${toStaff.count} messages)     p50 ${ms(toStaff.p50)}   p95 ${ms(toStaff.p95)}`);
  console.log(`    staff → customer (${toCustomers.count} answers)      p50 ${ms(toCustomers.p50)}   p95 ${ms(toCustomers.p95)}`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  printChat(await chatRows({ portOffset: Number(process.env.TEST_PORT_OFFSET ?? 0) }));
}
