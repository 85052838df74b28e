// A client of the cluster as the storefront's own clients behave: every request bounded by a
// timeout, an answer that did not come (a 5xx, a dropped connection) sent again with the same
// Idempotency-Key or client_id once the layer's balancer has a ready process, and every failure
// counted by its status and code so that a test can check that only documented ones occurred.
import { vi } from 'vitest';

/** Longer than any answer may take: the gateway gives up on the api after 10 s (504
 * UPSTREAM_TIMEOUT), and haproxy answers at once for a process that died. A request past it hangs. */
export const REQUEST_TIMEOUT_MS = 12_000;
/** A request still failing after this many sends is a failure of the test, not of one process. */
const MAX_SENDS = 40;

export interface Answer {
  /** 0 when no answer came. */
  status: number;
  /** The envelope's or GraphQL error's statusCode; `haproxy` for the balancer's own page; when no
   * answer came, `hang` (past REQUEST_TIMEOUT_MS), `closed` (the connection closed without one) or
   * `network`. */
  code: string;
  /** Why no answer came, or the error's message. */
  detail?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the caller
  data: any;
}

/** How the run went: answers that failed and were sent again, and refusals (4xx), by `status code`. */
export class Tally {
  readonly failures = new Map<string, number>();
  readonly refusals = new Map<string, number>();
  /** The first request of each kind of failure, to tell where it came from. */
  readonly examples = new Map<string, string>();
  requests = 0;
  add(map: Map<string, number>, answer: Answer, request = '') {
    const key = `${answer.status} ${answer.code}`;
    map.set(key, (map.get(key) ?? 0) + 1);
    if (!this.examples.has(key)) this.examples.set(key, `${request} ${answer.detail ?? ''}`);
  }
}

interface Sent {
  method?: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The statusCode of an envelope or of a GraphQL answer's first error. */
function codeOf(response: Response, json: Record<string, unknown> | null): { status: number; code: string } {
  const [error] = (json?.errors as { extensions?: { status?: number; statusCode?: string } }[] | undefined) ?? [];
  if (error) return { status: error.extensions?.status ?? response.status, code: error.extensions?.statusCode ?? 'graphql' };
  if (json && typeof json.statusCode === 'string') return { status: response.status, code: json.statusCode };
  return { status: response.status, code: response.ok ? 'ok' : (response.headers.get('content-type') ?? '').startsWith('text/html') ? 'haproxy' : 'other' };
}

const parse = (text: string) => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** One request, bounded by REQUEST_TIMEOUT_MS. */
export async function send(url: string, { method = 'GET', token, body, headers = {} }: Sent = {}): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = parse(await response.text());
    const [error] = (json?.errors as { message?: string }[] | undefined) ?? [];
    return { ...codeOf(response, json), detail: error?.message ?? (json?.message as string | undefined), data: json?.data ?? null };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const code = (error as Error).name === 'TimeoutError' ? 'hang' : cause?.code === 'UND_ERR_SOCKET' ? 'closed' : 'network';
    return { status: 0, code, detail: cause?.code ?? cause?.message, data: null };
  }
}

const answered = (answer: Answer) => answer.status > 0 && answer.status < 500;

/** Resolves once the balancer at `readyUrl` has a ready process to send to. */
export const balancerReady = (readyUrl: string) => vi.waitFor(async () => {
  const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`${readyUrl} answered ${response.status}`);
}, { timeout: 60_000, interval: 100 });

/** Sends `attempt` (`what`: its method and path, or its operation) until it is answered (2xx or
 * a refusal), each failure counted, waiting between sends for the layer's balancer to have a ready
 * process; `sends` tells the caller how many it took. */
export async function persist(tally: Tally, readyUrl: string, what: string, attempt: () => Promise<Answer>): Promise<Answer & { sends: number }> {
  for (let sends = 1; ; sends += 1) {
    tally.requests += 1;
    const answer = await attempt();
    if (answered(answer)) {
      if (answer.status >= 400) tally.add(tally.refusals, answer, what);
      return { ...answer, sends };
    }
    tally.add(tally.failures, answer, what);
    if (sends >= MAX_SENDS) throw new Error(`still failing after ${sends} sends: ${answer.status} ${answer.code}`);
    await balancerReady(readyUrl);
  }
}

/** A server-sent event stream read as the web app reads it: after a drop it reconnects with the
 * last id it has (`Last-Event-ID`), so no message is missed; every message id is counted, so a
 * message delivered twice shows. */
export interface StreamedMessage { id: string; sender: string; chat_id: string; text: string }

export function eventStream(url: string, token: string, readyUrl: string, tally: Tally, onMessage?: (message: StreamedMessage) => void) {
  const received = new Map<string, StreamedMessage>();
  let duplicates = 0;
  let lastId = '0';
  const stop = new AbortController();
  const read = async (response: Response) => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => event.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        if (field('event') !== 'message') continue;
        const message = JSON.parse(field('data') ?? '{}');
        if (received.has(message.id)) duplicates += 1;
        received.set(message.id, message);
        lastId = field('id') ?? lastId;
        onMessage?.(message);
      }
    }
  };
  const run = async () => {
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(`${url}?last_id=${lastId}`, {
          headers: { authorization: `Bearer ${token}`, 'last-event-id': lastId }, signal: stop.signal,
        });
        if (!response.ok) tally.add(tally.failures, { ...codeOf(response, parse(await response.text())), data: null }, `stream ${url}`);
        else await read(response);
      } catch {
        if (stop.signal.aborted) return;
      }
      if (!stop.signal.aborted) await balancerReady(readyUrl);
    }
  };
  const running = run();
  return {
    received,
    get duplicates() { return duplicates; },
    async close() {
      stop.abort();
      await running;
    },
  };
}

export type EventStream = ReturnType<typeof eventStream>;
