// The embedded chat's rules (docs/chat.md): a customer reads and writes only its own chat, made
// with its first message; staff read and answer every chat. Text is 1..2000 characters once
// trimmed, a user sends at most 20 messages a minute, and a client_id sent again answers the
// first message. Changes are signalled to the streams after they are committed.
import type { Clock } from '../../http/clock';
import { badRequest, notFound } from '../../http/errors';
import { paginated, pageOffset, type PageRequest, type PageUrl } from '../../http/pagination';
import { tooManyRequests } from '../../http/rate-limits';
import type { ChatBus } from './bus';
import type { ChatStore, NewMessage, SendRate, Side } from './store';
import { chatView, messageView } from './view';

export const MAX_TEXT_LENGTH = 2000;
export const SEND_RATE: SendRate = { max: 20, windowMs: 60_000 };

/** The text as stored: trimmed, 1..2000 characters (code points, as the Firestore rules count). */
function checkedText(text: string): string {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  if (length === 0) throw badRequest('text', 'The text field is required.', { code: 'required' });
  if (length > MAX_TEXT_LENGTH) throw badRequest('text', `The text may not be greater than ${MAX_TEXT_LENGTH} characters.`, { code: 'too_long', max: MAX_TEXT_LENGTH });
  return trimmed;
}

export interface SendBody {
  text: string;
  client_id?: string;
}

export interface HistoryRequest {
  before_id?: string;
  perPage?: number;
}

export function createChatService(store: ChatStore, bus: ChatBus, clock: Clock, rate: SendRate = SEND_RATE) {
  async function summaryOf(side: Side, chatId: number) {
    const summary = await store.summary(side, chatId);
    if (!summary) throw notFound();
    return chatView(summary, side);
  }

  async function send(chat: NewMessage['chat'], userId: number, sender: Side, body: SendBody) {
    const outcome = await store.send({ chat, userId, sender, text: checkedText(body.text), clientId: body.client_id?.toLowerCase() ?? null, now: clock() }, rate);
    if (outcome.kind === 'no-chat') throw notFound();
    if (outcome.kind === 'too-fast') throw tooManyRequests(outcome.retryAfter);
    if (outcome.kind === 'sent') await bus.publish({ chatId: outcome.chat.id, customerId: outcome.chat.userId });
    return messageView(outcome.message);
  }

  const history = async (chatId: number, { before_id, perPage = 50 }: HistoryRequest) =>
    (await store.history(chatId, perPage, before_id === undefined ? undefined : Number(before_id))).map(messageView);

  async function markRead(side: Side, chatId: number, lastId: string) {
    await store.markRead(side, chatId, Number(lastId));
    const view = await summaryOf(side, chatId);
    await bus.publish({ chatId, customerId: view.user_id });
    return view;
  }

  const ownChat = async (userId: number) => {
    const chat = await store.chatOfUser(userId);
    if (!chat) throw notFound();
    return chat;
  };
  const knownChat = async (chatId: number) => {
    const chat = await store.chatById(chatId);
    if (!chat) throw notFound();
    return chat;
  };

  return {
    customerChat: async (userId: number) => {
      const chat = await store.chatOfUser(userId);
      return chat ? summaryOf('customer', chat.id) : null;
    },
    customerHistory: async (userId: number, query: HistoryRequest) => {
      const chat = await store.chatOfUser(userId);
      return chat ? history(chat.id, query) : [];
    },
    customerSend: (userId: number, body: SendBody) => send({ userId }, userId, 'customer', body),
    customerRead: async (userId: number, lastId: string) => markRead('customer', (await ownChat(userId)).id, lastId),

    staffChats: async (page: PageRequest, url: PageUrl) => {
      const { items, total } = await store.page(page.perPage, pageOffset(page));
      return paginated(items.map((item) => chatView(item, 'staff')), total, page, url);
    },
    staffHistory: async (chatId: number, query: HistoryRequest) => history((await knownChat(chatId)).id, query),
    staffSend: (staffId: number, chatId: number, body: SendBody) => send({ id: chatId }, staffId, 'staff', body),
    staffRead: async (chatId: number, lastId: string) => markRead('staff', (await knownChat(chatId)).id, lastId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
