// Rows → the contract's Chat and ChatMessage (the same shapes as the Firestore adapter's documents).
import type { ChatSummary, MessageRow, Side } from './store';

export function messageView(row: MessageRow) {
  return {
    id: String(row.id),
    chat_id: String(row.chatId),
    user_id: row.userId,
    sender: row.sender,
    text: row.text,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
}

export type ChatMessageView = ReturnType<typeof messageView>;

/** A chat as `viewer` sees it: staff also get who the customer is. */
export function chatView({ chat, last, unread, customer }: ChatSummary, viewer: Side) {
  return {
    id: String(chat.id),
    user_id: chat.userId,
    roleId: 'admin',
    created_at: chat.createdAt.toISOString(),
    updated_at: chat.updatedAt.toISOString(),
    last_message: last && { text: last.text, sender: last.sender, created_at: last.createdAt.toISOString() },
    unread,
    ...(viewer === 'staff' ? { customer } : {}),
  };
}

export type ChatView = ReturnType<typeof chatView>;
