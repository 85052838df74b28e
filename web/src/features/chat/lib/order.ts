import type { Chat, ChatMessage } from './types';

/** Message ids of the embedded adapter are increasing integers; Firestore's are random strings. */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The contract's order: `created_at` ascending, ties by id. */
export function byCreatedAt(a: ChatMessage, b: ChatMessage): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : compareIds(a.id, b.id);
}

/** Conversations by latest message first. */
export function byLatest(a: Chat, b: Chat): number {
  return a.updated_at > b.updated_at ? -1 : a.updated_at < b.updated_at ? 1 : compareIds(b.id, a.id);
}

/** The larger of two message ids of the embedded adapter (null: none yet). */
export function maxId(a: string | null, b: string): string {
  return a === null || compareIds(b, a) > 0 ? b : a;
}

/** Adds messages to a map by id (a message seen twice counts once) and returns the sorted list. */
export function mergeMessages(into: Map<string, ChatMessage>, messages: Iterable<ChatMessage>): ChatMessage[] {
  for (const message of messages) into.set(message.id, message);
  return [...into.values()].sort(byCreatedAt);
}
