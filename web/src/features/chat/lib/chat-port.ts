import type { Chat, ChatMessage, ChatRole } from './types';

/** Stops a listener. */
export type Unsubscribe = () => void;

/** A listener's failure (the stream could not be opened, a permission was refused). */
export type ChatErrorHandler = (error: unknown) => void;

/**
 * The one way the web app talks to the chat, whatever keeps it (docs/chat.md, "Web"): the embedded
 * api (REST and server-sent events) or Firestore. A port is made for one role; for a customer,
 * `chatId` is always `null` ("my chat", which exists only after the first message).
 *
 * Listeners receive the WHOLE current list on every update (each update replaces the
 * lists, so a listener never merges), ordered by `created_at` ascending, ties by id; chats by latest message first.
 */
export interface ChatPort {
  readonly role: ChatRole;
  /** The customer's own chat (a list of at most one), or for staff the latest conversations. */
  watchChats(onChats: (chats: Chat[]) => void, onError?: ChatErrorHandler): Unsubscribe;
  /** One chat's messages. */
  watchMessages(chatId: string | null, onMessages: (messages: ChatMessage[]) => void, onError?: ChatErrorHandler): Unsubscribe;
  /** Sends a message; the same `clientId` twice gives the first message back (retry). */
  send(chatId: string | null, text: string, clientId: string): Promise<ChatMessage>;
  /** Marks the other side's messages up to `lastId` read. */
  markRead(chatId: string | null, lastId: string): Promise<void>;
  /** Closes the connections. */
  close(): void;
}
