import { restJson, REST_BASE, type RestDeps } from '../../../shared/lib/rest';
import { announceUnauthorized, clearSession, getAccessToken } from '../../../shared/lib/session';
import type { ChatErrorHandler, ChatPort, Unsubscribe } from './chat-port';
import { byLatest, maxId, mergeMessages } from './order';
import { isAnything, isChat, isChatMessage, isChatOrNull, isChats, isMessages } from './shapes';
import { openEventStream, type SseEvent, type StreamOptions } from './sse';
import type { Chat, ChatMessage, ChatRole } from './types';

/** How many of the latest messages a conversation opens with (the api's default). */
const PAGE = 50;

/** The REST paths of each role (docs/chat.md). */
const paths = {
  customer: {
    chats: '/dashboard/user/chat',
    messages: () => '/dashboard/user/chat/messages',
    read: () => '/dashboard/user/chat/read',
    stream: '/dashboard/user/chat/stream',
  },
  staff: {
    chats: `/dashboard/staff/chats?perPage=${PAGE}`,
    messages: (id: string) => `/dashboard/staff/chats/${encodeURIComponent(id)}/messages`,
    read: (id: string) => `/dashboard/staff/chats/${encodeURIComponent(id)}/read`,
    stream: '/dashboard/staff/chat/stream',
  },
};

export interface EmbeddedDeps extends RestDeps {
  sleep?: StreamOptions['sleep'];
  pollMs?: number;
}

/** How often a customer's chat is asked for while their conversation is not on screen (the
 * launcher's unread count): an open stream per signed-in tab would cost the server a connection
 * each, and a page with a stream never looks idle to the network. */
export const POLL_MS = 15_000;

/** A customer has one conversation, "mine" until its first message gives it an id. */
const MINE = 'mine';

/**
 * The embedded adapter: REST under /api/v1 and ONE server-sent event stream per page, opened
 * while a conversation (or staff's inbox) is on screen. The stream is opened first and the lists are (re)loaded once it is
 * open, so a message written in between comes by both ways and counts once (by id); after a
 * drop the stream resumes from the last id it saw.
 */
export function createEmbeddedChat(role: ChatRole, deps: EmbeddedDeps = {}): ChatPort {
  const p = paths[role];
  const chats = new Map<string, Chat>();
  const messages = new Map<string, Map<string, ChatMessage>>();
  const chatListeners = new Set<{ onChats: (chats: Chat[]) => void; onError?: ChatErrorHandler }>();
  const messageListeners = new Map<string, Set<{ onMessages: (messages: ChatMessage[]) => void; onError?: ChatErrorHandler }>>();
  let stopStream: (() => void) | null = null;
  /** Conversations whose latest page was loaded (the stream alone may have brought a few). */
  const loaded = new Set<string>();
  let newest: string | null = null;

  const keyOf = (chatId: string | null) => (role === 'customer' ? MINE : (chatId ?? MINE));
  const call = <T>(method: 'GET' | 'POST', path: string, accept: (d: unknown) => d is T, body?: unknown) => restJson(method, path, accept, body, deps);

  const emitChats = () => {
    const list = [...chats.values()].sort(byLatest);
    chatListeners.forEach((l) => l.onChats(list));
  };
  const addMessages = (key: string, incoming: ChatMessage[]) => {
    let known = messages.get(key);
    if (!known) messages.set(key, (known = new Map()));
    for (const m of incoming) newest = maxId(newest, m.id);
    const list = mergeMessages(known, incoming);
    messageListeners.get(key)?.forEach((l) => l.onMessages(list));
  };
  const putChat = (chat: Chat | null) => {
    if (role === 'customer') chats.clear();
    if (chat) chats.set(chat.id, chat);
    emitChats();
  };

  const loadChats = () =>
    (role === 'customer' ? call('GET', p.chats, isChatOrNull).then(putChat) : call('GET', p.chats, isChats).then((list) => list.forEach((c) => chats.set(c.id, c))).then(emitChats))
      .catch((error: unknown) => chatListeners.forEach((l) => l.onError?.(error)));
  const loadMessages = (key: string) => {
    if (key === MINE && role === 'staff') return;
    return call('GET', `${p.messages(key)}?perPage=${PAGE}`, isMessages)
      .then((list) => {
        loaded.add(key);
        addMessages(key, list);
      })
      .catch((error: unknown) => messageListeners.get(key)?.forEach((l) => l.onError?.(error)));
  };

  const onEvent = (event: SseEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return; // not ours to show
    }
    if (event.event === 'message' && isChatMessage(data)) addMessages(role === 'customer' ? MINE : data.chat_id, [data]);
    else if (event.event === 'chat' && isChat(data)) putChat(data);
  };

  let pollTimer: ReturnType<typeof setInterval> | null = null;
  /** A customer's stream is open while their conversation is on screen; staff's while the inbox is. */
  const wantsStream = () =>
    [...messageListeners.values()].some((l) => l.size > 0) || (role === 'staff' && chatListeners.size > 0);

  /** Opens the stream with the first listener that needs it and closes it with the last; without
   * it, a customer's chat (the launcher's unread count) is asked for every POLL_MS. */
  const sync = () => {
    if (wantsStream() && !stopStream) {
      stopStream = openEventStream({
        url: `${REST_BASE}${p.stream}`,
        token: deps.token ?? getAccessToken,
        fetch: deps.fetch,
        sleep: deps.sleep,
        resumeFrom: () => newest,
        onEvent,
        // Chat events are not replayed after a drop: reload the chats; messages resume by id.
        onOpen: () => {
          if (chatListeners.size) void loadChats();
          for (const [key, set] of messageListeners) if (set.size && !loaded.has(key)) void loadMessages(key);
        },
        onRefused: (status) => {
          if (status === 401) {
            clearSession();
            (deps.onUnauthorized ?? announceUnauthorized)();
          }
        },
      });
    } else if (!wantsStream() && stopStream) {
      stopStream();
      stopStream = null;
    }
    const poll = !stopStream && chatListeners.size > 0;
    if (poll && !pollTimer) {
      void loadChats();
      pollTimer = setInterval(() => {
        if (typeof document === 'undefined' || !document.hidden) void loadChats();
      }, deps.pollMs ?? POLL_MS);
    } else if (!poll && pollTimer) {
      clearInterval(pollTimer);
      pollTimer = null;
    }
  };

  return {
    role,
    watchChats(onChats, onError): Unsubscribe {
      const listener = { onChats, onError };
      chatListeners.add(listener);
      if (stopStream) void loadChats();
      sync();
      return () => {
        chatListeners.delete(listener);
        sync();
      };
    },
    watchMessages(chatId, onMessages, onError): Unsubscribe {
      const key = keyOf(chatId);
      const listener = { onMessages, onError };
      let set = messageListeners.get(key);
      if (!set) messageListeners.set(key, (set = new Set()));
      set.add(listener);
      const known = messages.get(key);
      if (known) onMessages(mergeMessages(known, []));
      // A conversation opened while the stream is already open is loaded now; else on open.
      if (!loaded.has(key) && stopStream) void loadMessages(key);
      sync();
      return () => {
        set.delete(listener);
        sync();
      };
    },
    async send(chatId, text, clientId) {
      const path = role === 'customer' ? p.messages('') : p.messages(chatId ?? '');
      const message = await call('POST', path, isChatMessage, { text, client_id: clientId });
      addMessages(keyOf(message.chat_id), [message]);
      return message;
    },
    async markRead(chatId, lastId) {
      const chat = await call('POST', p.read(chatId ?? ''), isAnything, { last_id: lastId });
      if (isChat(chat)) putChat(chat);
    },
    close() {
      chatListeners.clear();
      messageListeners.clear();
      sync();
    },
  };
}
