/**
 * The chat's documents, the same from both adapters (docs/chat.md, the contract of issue 19).
 * Times are ISO 8601 strings in UTC, set by the server (the api's clock or Firestore's).
 */

export type ChatSender = 'customer' | 'staff';

export interface ChatCustomer {
  id: number;
  firstname: string | null;
  lastname: string | null;
  img: string | null;
}

export interface Chat {
  id: string;
  user_id: number;
  roleId: 'admin';
  created_at: string;
  updated_at: string;
  last_message: { text: string; sender: ChatSender; created_at: string } | null;
  /** Messages of the other side the viewer has not read. */
  unread: number;
  /** Staff answers only. */
  customer?: ChatCustomer | null;
}

export interface ChatMessage {
  id: string;
  chat_id: string;
  user_id: number;
  sender: ChatSender;
  text: string;
  /** Chosen by the sending browser: sending it again returns the first message (a safe retry). */
  client_id: string | null;
  created_at: string;
}

/** Who is chatting: a customer with the restaurant, or staff answering every customer. */
export type ChatRole = ChatSender;
