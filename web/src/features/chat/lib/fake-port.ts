import { vi } from 'vitest';
import type { ChatPort } from './chat-port';
import type { Chat, ChatMessage, ChatRole } from './types';

/** A chat port for component tests: the test pushes lists, `send` and `markRead` are mocks. */
export function fakePort(role: ChatRole = 'customer') {
  let onChats: ((chats: Chat[]) => void) | null = null;
  const onMessages = new Map<string | null, (messages: ChatMessage[]) => void>();
  const port = {
    role,
    watchChats: vi.fn((listener: (chats: Chat[]) => void) => {
      onChats = listener;
      return () => void (onChats = null);
    }),
    watchMessages: vi.fn((chatId: string | null, listener: (messages: ChatMessage[]) => void) => {
      onMessages.set(chatId, listener);
      return () => void onMessages.delete(chatId);
    }),
    send: vi.fn<ChatPort['send']>(),
    markRead: vi.fn<ChatPort['markRead']>(() => Promise.resolve()),
    close: vi.fn(),
  } satisfies ChatPort;
  return {
    port,
    pushChats: (chats: Chat[]) => onChats?.(chats),
    pushMessages: (chatId: string | null, messages: ChatMessage[]) => onMessages.get(chatId)?.(messages),
    listening: (chatId: string | null) => onMessages.has(chatId),
  };
}

export const chatOf = (patch: Partial<Chat> = {}): Chat => ({
  id: '9', user_id: 1, roleId: 'admin', created_at: '2026-01-01T12:00:00.000Z', updated_at: '2026-01-01T12:00:00.000Z',
  last_message: null, unread: 0, customer: null, ...patch,
});

export const messageOf = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(id), chat_id: '9', user_id: 2, sender: 'staff', text: `message ${id}`, client_id: null,
  created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, id)).toISOString(), ...patch,
});
