// Contract of the embedded chat adapter (docs/chat.md, the chat contract of issue 19): a
// customer's one conversation with the restaurant and its messages, the same shapes as the
// Firestore adapter's documents. Text limits are checked by the service, naming `text`.
import { Type } from 'typebox';
import { localeQuery, nullable, nullableString, pageOf, pageQuery, positiveId, serviceBounds, stringEnum, successEnvelope } from '../../http/schemas';
import { CHAT_SENDERS } from './tables';
import { MAX_TEXT_LENGTH } from './service';

const ISO = 'ISO 8601 in UTC, e.g. `2030-01-07T12:00:00.000Z`';

export const ChatSender = stringEnum(CHAT_SENDERS, 'ChatSender',
  'Which side wrote a message: `customer` (the chat\'s customer) or `staff` (someone of the restaurant).');

export const ChatLastMessage = Type.Object({
  text: Type.String({ description: 'The text of the chat\'s latest message.' }),
  sender: ChatSender,
  created_at: Type.String({ description: `When it was written, ${ISO}.` }),
}, { title: 'ChatLastMessage', description: 'The latest message of a chat, for previews.' });

export const ChatCustomer = Type.Object({
  id: Type.Integer({ description: 'Id of the customer.' }),
  firstname: nullableString('First name, or null.'),
  lastname: nullableString('Last name, or null.'),
  img: nullableString('Avatar: a path under `/storage/images/` or a full URL; null when none.'),
}, { title: 'ChatCustomer', description: 'Who the restaurant talks to (staff answers only).' });

export const Chat = Type.Object({
  id: Type.String({ description: 'Id of the chat (the Firestore adapter\'s is `user-<user id>`).' }),
  user_id: Type.Integer({ description: 'The customer whose chat it is.' }),
  roleId: Type.String({ description: 'Who the customer talks to: always `admin` (the restaurant).' }),
  created_at: Type.String({ description: `When the chat began (its first message), ${ISO}.` }),
  updated_at: Type.String({ description: `When its latest message was written, ${ISO}.` }),
  last_message: nullable(ChatLastMessage),
  unread: Type.Integer({ description: 'Messages of the other side the viewer has not read (staff: the customer\'s; the customer: staff\'s).' }),
  customer: Type.Optional(ChatCustomer),
}, { title: 'Chat', description: 'A customer\'s conversation with the restaurant, seen by the customer or by staff.' });

export const ChatMessage = Type.Object({
  id: Type.String({ description: 'Id of the message: growing in the order messages are written (resume a stream after it).' }),
  chat_id: Type.String({ description: 'The chat it belongs to.' }),
  user_id: Type.Integer({ description: 'Who wrote it (the customer, or the staff member who answered).' }),
  sender: ChatSender,
  text: Type.String({ description: 'Its text, 1..2000 characters: plain text, never HTML.' }),
  client_id: nullableString('The uuid the sending browser gave it, or null.'),
  created_at: Type.String({ description: `When the server stored it, ${ISO}.` }),
}, { title: 'ChatMessage', description: 'One message of a chat.' });

// Requests.

export const SendMessageBody = Type.Object({
  text: Type.String({
    description: `The message: 1..${MAX_TEXT_LENGTH} characters once trimmed (else 400 \`params.text\`), sent as plain text.`,
    ...serviceBounds({ maxLength: MAX_TEXT_LENGTH }),
  }),
  client_id: Type.Optional(Type.String({
    format: 'uuid',
    description: 'A uuid chosen by the sender for this message: sending it again in the same chat answers the first message '
      + 'instead of writing another (a retry after a lost answer). Not a uuid → 400 `params.client_id`.',
  })),
}, { title: 'SendChatMessage', description: 'A message to send.' });

export const ReadBody = Type.Object({
  last_id: Type.String({ pattern: '^[0-9]{1,18}$', description: 'Id of the latest message read: the other side\'s messages up to it are read.' }),
}, { title: 'ReadChat', description: 'How far the viewer has read.' });

export const MessagesQuery = Type.Object({
  ...localeQuery,
  before_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'Only messages older than this message id (the page before); default: the latest.' })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'How many messages, 1..100; default 50.' })),
});

export const StreamQuery = Type.Object({
  ...localeQuery,
  last_id: Type.Optional(Type.String({
    pattern: '^[0-9]{1,18}$',
    description: 'Resume after this message id (as the `Last-Event-ID` header does, which wins): every later message is sent first.',
  })),
});

export const StaffChatsQuery = Type.Object({ ...localeQuery, ...pageQuery });

export const ChatParams = Type.Object({ id: positiveId('Id of the chat (unknown → 404).') });

export const ChatResponse = successEnvelope('ChatResponse', nullable(Chat), 'The signed-in customer\'s chat, or null before its first message.');
export const ChatUpdatedResponse = successEnvelope('ChatUpdatedResponse', Chat, 'The chat as it is now.');
export const ChatMessagesResponse = successEnvelope('ChatMessagesResponse',
  Type.Array(ChatMessage, { description: 'The messages, oldest first.' }), 'Messages of a chat, oldest first.');
export const ChatMessageResponse = successEnvelope('ChatMessageResponse', ChatMessage, 'The message as stored.');
export const ChatPage = pageOf('ChatPage', Chat, 'A page of every customer\'s chats, latest message first.', 'The page\'s chats.');
export const FirebaseChatTokenResponse = successEnvelope('FirebaseChatTokenResponse', Type.Object({
  token: Type.String({ description: 'A firebase custom token (uid `user-<user id>`, claim `role`: user or staff) for `signInWithCustomToken`.' }),
}, { title: 'FirebaseChatToken', description: 'A custom token for the Firestore chat.' }), 'A firebase sign-in for the Firestore chat.');
