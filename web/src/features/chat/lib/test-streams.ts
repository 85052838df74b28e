import { ReadableStream } from 'node:stream/web';

/** A stream body the test writes to: `send` a chunk, `drop` it (a network failure), `end` it. */
export function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body: body as unknown as globalThis.ReadableStream<Uint8Array>,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.error(new TypeError('network error')),
    end: () => controller.close(),
  };
}

/** An answer as `fetch` gives it, enough for the adapter (status, ok, body, json). */
export function answer(status: number, payload: unknown, body: globalThis.ReadableStream<Uint8Array> | null = null): Response {
  return { status, ok: status >= 200 && status < 300, body, json: async () => payload } as unknown as Response;
}

export const sseMessage = (m: { id: string }) => `event: message\nid: ${m.id}\ndata: ${JSON.stringify(m)}\n\n`;
