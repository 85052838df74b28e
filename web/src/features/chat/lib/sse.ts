/**
 * Server-sent events read with fetch and a stream reader: EventSource cannot send the
 * Authorization header (docs/chat.md, "Web"). The parser follows the HTML standard's event-stream
 * rules for the fields the api sends: `event`, `data` (lines joined by "\n"), `id`, comments.
 */

export interface SseEvent {
  /** "message" when the server named none. */
  event: string;
  data: string;
  /** The event's own id; null when it had none (the stream's last id does not change). */
  id: string | null;
}

/** Feeds text chunks in any split (a line or an event may span chunks); calls `onEvent` per event. */
export function createSseParser(onEvent: (event: SseEvent) => void): { push(chunk: string): void } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  const dispatch = () => {
    if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    id = null;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment: the server's keep-alive ping
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A line ends with \n, \r\n or \r; a trailing \r may be the first half of \r\n, so it waits.
      for (;;) {
        const match = /\r\n|\n|\r(?=[^\n])/.exec(buffer);
        if (!match) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}

export interface StreamOptions {
  /** The stream's url, without the resume parameter. */
  url: string;
  token: () => string | null;
  onEvent: (event: SseEvent) => void;
  /** Each time the stream is (re)opened: the caller reloads what is not replayed (the chats). */
  onOpen?: () => void;
  /** The stream was refused for good (401, 403): no more attempts. */
  onRefused?: (status: number) => void;
  fetch?: typeof fetch;
  /** Where to resume from when the caller knows better than the events seen on this stream
   * (messages it loaded otherwise); defaults to the last event id seen. */
  resumeFrom?: () => string | null;
  /** Waits before a new attempt (tests make it instant). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Backoff after the n-th failed attempt in a row: 1, 2, 4, 8, 16, 30, 30… seconds. */
export const backoffDelay = (failures: number) => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Reads one opened stream until it ends; the ids of the events it saw go to `onEvent`. */
async function readStream(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void, signal: AbortSignal) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * Keeps a server-sent event stream open: after a drop (the stream ends or fails) it reconnects
 * with backoff, sending the last event id it saw (`Last-Event-ID` and `?last_id=`), so the server
 * replays exactly the events after it. Returns the function that closes it for good.
 */
export function openEventStream(options: StreamOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const sleep = options.sleep ?? defaultSleep;
  let lastId: string | null = null;
  const onEvent = (event: SseEvent) => {
    if (event.id !== null) lastId = event.id;
    options.onEvent(event);
  };

  const attempt = async (markOpened: () => void): Promise<'again' | 'stop'> => {
    const token = options.token();
    const from = options.resumeFrom?.() ?? lastId;
    const url = from === null ? options.url : `${options.url}${options.url.includes('?') ? '&' : '?'}last_id=${encodeURIComponent(from)}`;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (from !== null) headers['Last-Event-ID'] = from;
    const response = await doFetch(url, { headers, signal, cache: 'no-store' });
    if (response.status === 401 || response.status === 403) {
      options.onRefused?.(response.status);
      return 'stop';
    }
    if (!response.ok || !response.body) throw new Error(`chat stream answered ${response.status}`);
    markOpened();
    options.onOpen?.();
    await readStream(response.body, onEvent, signal);
    return 'again';
  };

  void (async () => {
    let failures = 0;
    while (!signal.aborted) {
      let opened = false;
      try {
        if ((await attempt(() => (opened = true))) === 'stop') return;
      } catch {
        if (signal.aborted) return;
      }
      // A stream that was open is retried after a second; failed attempts in a row back off.
      failures = opened ? 1 : failures + 1;
      await sleep(backoffDelay(failures), signal);
    }
  })();

  return () => controller.abort();
}
