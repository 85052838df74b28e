import type { ChatPort, Unsubscribe } from './chat-port';
import type { Chat, ChatMessage } from './types';

/** A message of this browser not (yet) in the conversation: being sent, or failed (retry). */
export interface Outgoing {
  clientId: string;
  chatId: string | null;
  text: string;
  status: 'sending' | 'failed';
}

export interface ChatState {
  chats: Chat[];
  /** The conversation on screen (undefined: none; null: a customer's own). */
  openId: string | null | undefined;
  messages: ChatMessage[];
  /** Whether the open conversation's messages have arrived once. */
  loaded: boolean;
  outbox: Outgoing[];
  /** A listener failed (the list could not be loaded); cleared by the next update. */
  failed: boolean;
}

export interface ChatStore {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Shows a conversation (a customer's is `null`), or none. */
  open(chatId: string | null | undefined): void;
  send(text: string): void;
  retry(clientId: string): void;
  /** Marks the other side's messages of the open conversation read (when it is on screen). */
  markRead(): void;
  /** Starts listening (the chats, and the open conversation); returns the function that stops.
   * Restartable: React may run a screen's effects twice. */
  start(): () => void;
}

/** A uuid v4 for `client_id`; randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The chat's state for one screen (the customer's widget, the staff inbox), kept outside Apollo:
 * the port pushes whole lists, this keeps what the screen shows plus this browser's outbox.
 * `onWriteError` reports a failed send (the 'chat error' toast, logged).
 */
export function createChatStore(port: ChatPort, onWriteError: (error: unknown) => void): ChatStore {
  let state: ChatState = { chats: [], openId: undefined, messages: [], loaded: false, outbox: [], failed: false };
  const listeners = new Set<() => void>();
  let stopMessages: Unsubscribe | null = null;
  let lastMarked: string | null = null;

  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  const onFailure = () => set({ failed: true });
  let running = false;

  /** A message the server has is no longer in the outbox. */
  const settle = (messages: ChatMessage[]) => {
    const sent = new Set(messages.map((m) => m.client_id).filter(Boolean));
    return state.outbox.filter((o) => !sent.has(o.clientId));
  };

  const deliver = (outgoing: Outgoing) => {
    port.send(outgoing.chatId, outgoing.text, outgoing.clientId).then(
      (message) => set({ outbox: state.outbox.filter((o) => o.clientId !== message.client_id && o.clientId !== outgoing.clientId) }),
      (error: unknown) => {
        set({ outbox: state.outbox.map((o) => (o.clientId === outgoing.clientId ? { ...o, status: 'failed' } : o)) });
        onWriteError(error);
      },
    );
  };

  function listenToOpen() {
    if (state.openId === undefined || stopMessages) return;
    stopMessages = port.watchMessages(
      state.openId,
      (messages) => set({ messages, loaded: true, failed: false, outbox: settle(messages) }),
      onFailure,
    );
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(chatId) {
      if (chatId === state.openId) return;
      stopMessages?.();
      stopMessages = null;
      lastMarked = null;
      set({ openId: chatId, messages: [], loaded: false });
      if (running) listenToOpen();
    },
    send(text) {
      const trimmed = text.trim();
      if (!trimmed || state.openId === undefined) return;
      const outgoing: Outgoing = { clientId: newClientId(), chatId: state.openId, text: trimmed, status: 'sending' };
      set({ outbox: [...state.outbox, outgoing] });
      deliver(outgoing);
    },
    retry(clientId) {
      const outgoing = state.outbox.find((o) => o.clientId === clientId && o.status === 'failed');
      if (!outgoing) return;
      const again = { ...outgoing, status: 'sending' as const };
      set({ outbox: state.outbox.map((o) => (o.clientId === clientId ? again : o)) });
      deliver(again);
    },
    markRead() {
      const other = port.role === 'customer' ? 'staff' : 'customer';
      const last = [...state.messages].reverse().find((m) => m.sender === other);
      const chat = state.openId === null ? state.chats[0] : state.chats.find((c) => c.id === state.openId);
      if (!last || last.id === lastMarked || state.openId === undefined || !chat?.unread) return;
      lastMarked = last.id;
      port.markRead(state.openId, last.id).catch(() => {
        lastMarked = null; // tried again with the next update
      });
    },
    start() {
      running = true;
      const stopChats = port.watchChats((chats) => set({ chats, failed: false }), onFailure);
      listenToOpen();
      return () => {
        running = false;
        stopChats();
        stopMessages?.();
        stopMessages = null;
      };
    },
  };
}
