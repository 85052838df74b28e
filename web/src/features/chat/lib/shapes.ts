import type { Chat, ChatMessage } from './types';

// Light checks of what the api answers: enough that a wrong answer fails as an error rather
// than as a broken screen.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isChatMessage(v: unknown): v is ChatMessage {
  return isObject(v) && typeof v.id === 'string' && typeof v.chat_id === 'string' && typeof v.text === 'string'
    && (v.sender === 'customer' || v.sender === 'staff') && typeof v.created_at === 'string';
}

export function isChat(v: unknown): v is Chat {
  return isObject(v) && typeof v.id === 'string' && typeof v.updated_at === 'string' && typeof v.unread === 'number';
}

export const isChatOrNull = (v: unknown): v is Chat | null => v === null || isChat(v);
export const isMessages = (v: unknown): v is ChatMessage[] => Array.isArray(v) && v.every(isChatMessage);
export const isChats = (v: unknown): v is Chat[] => Array.isArray(v) && v.every(isChat);
export const isAnything = (_v: unknown): _v is unknown => true;
