import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { backoffDelay, createSseParser, openEventStream, type SseEvent } from './sse';
import { answer, controlledBody } from './test-streams';

describe('the server-sent event parser', () => {
  it('reads events split anywhere across chunks, with \\r\\n or \\n, multi-line data and comments', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    const text = ': ping\r\n\r\nevent: message\r\nid: 7\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: chat\ndata:{"b":2}\n\n';
    for (const char of text) parser.push(char); // the worst split: one character at a time
    expect(events).toEqual([
      { event: 'message', id: '7', data: '{"a":\n1}' },
      { event: 'chat', id: null, data: '{"b":2}' },
    ]);
  });

  it('waits for the blank line: a half-received event is not dispatched', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('event: message\nid: 1\ndata: {"x"');
    expect(events).toEqual([]);
    parser.push(':1}\n\n');
    expect(events).toEqual([{ event: 'message', id: '1', data: '{"x":1}' }]);
  });

  it('backs off 1, 2, 4… seconds up to 30', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('openEventStream', () => {
  it('reconnects after a drop with the last id seen (header and query) and the bearer token', async () => {
    const first = controlledBody();
    const second = controlledBody();
    const fetch = vi.fn().mockResolvedValueOnce(answer(200, null, first.body)).mockResolvedValueOnce(answer(200, null, second.body));
    const sleep = vi.fn(() => Promise.resolve());
    const seen: string[] = [];
    const close = openEventStream({ url: '/s', token: () => 'tok', fetch, sleep, onEvent: (e) => seen.push(e.data) });
    first.send('event: message\nid: 4\ndata: a\n\nevent: message\nid: 5\nda');
    await waitFor(() => expect(seen).toEqual(['a'])); // read before the drop, which discards what is queued
    first.drop();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/s?last_id=4');
    expect(init.headers).toMatchObject({ 'Last-Event-ID': '4', Authorization: 'Bearer tok' });
    expect(sleep).toHaveBeenCalledWith(1000, expect.anything());
    second.send('event: message\nid: 5\ndata: b\n\n');
    await waitFor(() => expect(seen).toEqual(['a', 'b']));
    close();
  });

  it('stops for good on 401 and 403', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(403, null));
    const onRefused = vi.fn();
    openEventStream({ url: '/s', token: () => null, fetch, sleep: () => Promise.resolve(), onEvent: () => {}, onRefused });
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(403));
    // waitFor returns a task after the refusal: another attempt (its sleep is instant) would be made by then.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('backs off longer after each failed attempt in a row', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('down')).mockRejectedValueOnce(new TypeError('down')).mockResolvedValue(answer(403, null));
    const sleep = vi.fn(() => Promise.resolve());
    openEventStream({ url: '/s', token: () => null, fetch, sleep, onEvent: () => {} });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3)); // the third answer refuses: no more sleeps
    expect(sleep.mock.calls.map((c) => (c as unknown[])[0])).toEqual([1000, 2000]);
  });
});
