import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createEmbeddedChat } from './embedded-adapter';
import { answer, controlledBody, sseMessage } from './test-streams';
import type { Chat, ChatMessage } from './types';

/** The ids of the list a watcher was given last. */
const lastIds = (updates: ChatMessage[][]) => updates.at(-1)?.map((m) => m.id);

const message = (id: number, sender: 'customer' | 'staff' = 'staff', created = id): ChatMessage => ({
  id: String(id), chat_id: '9', user_id: sender === 'staff' ? 2 : 1, sender, text: `m${id}`, client_id: null,
  created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, created)).toISOString(),
});
const chat = (unread: number): Chat => ({
  id: '9', user_id: 1, roleId: 'admin', created_at: message(1).created_at, updated_at: message(1).created_at,
  last_message: null, unread,
});
const envelope = (data: unknown) => ({ timestamp: '', status: true, message: 'OK', data });

/** A fake api: REST answers by path, and one stream body per connection. */
function fakeApi(bodies: ReturnType<typeof controlledBody>[], history: ChatMessage[]) {
  const streams = [...bodies];
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/stream')) return answer(200, null, streams.shift()!.body);
    if (url.endsWith('/dashboard/user/chat')) return answer(200, envelope(chat(1)));
    if (url.includes('/chat/messages') && init?.method === 'GET') return answer(200, envelope(history));
    if (url.includes('/chat/messages')) {
      const body = JSON.parse(String(init?.body)) as { text: string; client_id: string };
      return answer(201, envelope({ ...message(50, 'customer'), text: body.text, client_id: body.client_id }));
    }
    return answer(404, { statusCode: 'ERROR_404', message: 'nope' });
  });
}

describe('the embedded chat adapter', () => {
  it('opens the stream, loads the latest messages, and after a drop resumes from the last id without a duplicate', async () => {
    const first = controlledBody();
    const second = controlledBody();
    const fetch = fakeApi([first, second], [message(1), message(2)]);
    const port = createEmbeddedChat('customer', { fetch, token: () => 'tok', sleep: () => Promise.resolve() });
    const updates: ChatMessage[][] = [];
    port.watchMessages(null, (list) => updates.push(list));
    await waitFor(() => expect(lastIds(updates)).toEqual(['1', '2']));

    // Message 2 arrives again by the stream (written while it opened), then 3; 4 is cut mid-way.
    first.send(sseMessage(message(2)) + sseMessage(message(3)) + sseMessage(message(4)).slice(0, 30));
    await waitFor(() => expect(lastIds(updates)).toEqual(['1', '2', '3'])); // read before the drop, which discards what is queued
    first.drop();

    const streamCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('/stream'));
    await waitFor(() => expect(streamCalls()).toHaveLength(2));
    const [, again] = streamCalls();
    expect(again[0]).toBe('/api/v1/dashboard/user/chat/stream?last_id=3');
    expect((again[1] as RequestInit).headers).toMatchObject({ 'Last-Event-ID': '3', Authorization: 'Bearer tok' });

    // The server replays what followed 3; a repeat of 3 is ignored.
    second.send(sseMessage(message(3)) + sseMessage(message(4)));
    await waitFor(() => expect(lastIds(updates)).toEqual(['1', '2', '3', '4']));
    port.close();
  });

  it('orders by created_at, then id, whatever order they come in', async () => {
    const body = controlledBody();
    const port = createEmbeddedChat('customer', { fetch: fakeApi([body], []), token: () => 'tok', sleep: () => Promise.resolve() });
    const updates: ChatMessage[][] = [];
    port.watchMessages(null, (list) => updates.push(list));
    body.send(sseMessage(message(11, 'staff', 5)) + sseMessage(message(10, 'staff', 5)) + sseMessage(message(9, 'staff', 1)));
    await waitFor(() => expect(lastIds(updates)).toHaveLength(3));
    expect(lastIds(updates)).toEqual(['9', '10', '11']);
    port.close();
  });

  it('without an open conversation, asks for the chat from time to time and opens no stream', async () => {
    vi.useFakeTimers();
    try {
      const fetch = fakeApi([], []);
      const port = createEmbeddedChat('customer', { fetch, token: () => 'tok', pollMs: 1000 });
      const seen: Chat[][] = [];
      const stop = port.watchChats((chats) => seen.push(chats));
      await vi.advanceTimersByTimeAsync(2500);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(Array(3).fill('/api/v1/dashboard/user/chat'));
      expect(seen.at(-1)![0].unread).toBe(1);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends with the client id and shows the answer at once', async () => {
    const body = controlledBody();
    const fetch = fakeApi([body], []);
    const port = createEmbeddedChat('customer', { fetch, token: () => 'tok', sleep: () => Promise.resolve() });
    const updates: ChatMessage[][] = [];
    port.watchMessages(null, (list) => updates.push(list));
    await waitFor(() => expect(updates).toEqual([[]])); // the stream is open and the (empty) history in
    const sent = await port.send(null, 'hello', 'c-1');
    expect(JSON.parse(String((fetch.mock.calls.at(-1)![1] as RequestInit).body))).toEqual({ text: 'hello', client_id: 'c-1' });
    expect(updates.at(-1)).toEqual([sent]);
    // The stream brings it too: still once.
    body.send(sseMessage(sent));
    await waitFor(() => expect(updates).toHaveLength(3)); // the stream's copy is merged
    expect(updates.at(-1)).toEqual([sent]);
    port.close();
  });
});
