// Test support of the chat: an SSE client over fetch (as the web app reads the stream), keeping
// every event it got, and waiting for the ones a test expects.
import { expect } from 'vitest';

export interface SseEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Comment lines (`: ping`). */
  comments: string[];
  messages: () => Record<string, unknown>[];
  /** Resolves when `predicate` holds of the events got (else fails after `timeoutMs`). */
  until: (predicate: (events: SseEvent[]) => boolean, timeoutMs?: number) => Promise<void>;
  close: () => void;
  closed: Promise<void>;
}

/** Parses an event-stream as it comes (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export async function openStream(url: string, token: string | null, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const closed = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n');
          comments.push(...fields.filter((line) => line.startsWith(':')).map((line) => line.slice(1).trim()));
          const field = (name: string) => fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data !== undefined) events.push({ event: field('event') ?? 'message', id: field('id'), data: JSON.parse(data) });
        }
        for (const waiter of waiters) waiter();
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    messages: () => events.filter((entry) => entry.event === 'message').map((entry) => entry.data),
    until: (predicate, timeoutMs = 5_000) => new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!predicate(events)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`stream: not there after ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    }),
    close: () => controller.abort(),
    closed,
  };
}

/** The texts of the message events got, in order. */
export const textsOf = (client: SseClient): unknown[] => client.messages().map((message) => message.text);

/** The stream's message ids grow and none comes twice. */
export function expectInOrderOnce(client: SseClient): void {
  const ids = client.messages().map((message) => Number(message.id));
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
}
