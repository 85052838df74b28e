import type { FirebaseApp } from 'firebase/app';
import type { Auth, IdTokenResult } from 'firebase/auth';
import type { DocumentData, DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { authEmulatorHost, firebaseApp } from '../../../shared/lib/firebase';
import { restJson } from '../../../shared/lib/rest';
import type { ChatErrorHandler, ChatPort, Unsubscribe } from './chat-port';
import { byCreatedAt, byLatest } from './order';
import { keepStaffLease, type Lease, type Release, type StaffLease } from './staff-lease';
import type { Chat, ChatMessage, ChatRole, ChatSender } from './types';

/*
 * The Firestore adapter (docs/chat.md, "Web"): the collections
 * `chats` and `messages`, with `created_at` from `serverTimestamp()` (firestore.rules refuses any
 * other). Listeners never read the whole collection: a customer listens to their own chat and its
 * messages, staff to the 50 latest chats and the open chat's messages. The firebase identity is a
 * custom token the api mints for the signed-in user (uid `user-<id>`, claim `role`); staff's
 * access lasts a short lease (claim `staff_until`), renewed while the inbox listens
 * (staff-lease.ts), and when it is lost for good every listener stops with an error.
 */

type Store = typeof import('firebase/firestore');
type AuthModule = typeof import('firebase/auth');

const CHAT_APP = 'storefront-chat';
const LATEST_CHATS = 50;
const chatIdOf = (userId: number) => `user-${userId}`;
const isToken = (v: unknown): v is { token: string } => typeof v === 'object' && v !== null && typeof (v as { token?: unknown }).token === 'string';

/** A timestamp as the contract's ISO string; one the server has not set yet is estimated. */
function iso(value: unknown): string {
  const stamp = value as { toDate?: () => Date } | null;
  return (stamp?.toDate?.() ?? new Date()).toISOString();
}

function toMessage(doc: QueryDocumentSnapshot | DocumentSnapshot): ChatMessage {
  const d = doc.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: doc.id,
    chat_id: String(d.chat_id),
    user_id: Number(d.user_id),
    sender: d.sender === 'staff' ? 'staff' : 'customer',
    text: String(d.text ?? ''),
    client_id: typeof d.client_id === 'string' ? d.client_id : null,
    created_at: iso(d.created_at),
  };
}

function toChat(doc: QueryDocumentSnapshot | DocumentSnapshot, unread: number): Chat {
  const d = doc.data({ serverTimestamps: 'estimate' }) ?? {};
  const last = d.last_message as { text?: unknown; sender?: unknown; created_at?: unknown } | null | undefined;
  return {
    id: doc.id,
    user_id: Number(d.user_id),
    roleId: 'admin',
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
    last_message: last ? { text: String(last.text ?? ''), sender: last.sender === 'staff' ? 'staff' : 'customer', created_at: iso(last.created_at) } : null,
    unread,
    customer: null,
  };
}

/** The other side's messages after this side's read marker. */
function unreadOf(messages: ChatMessage[], side: ChatSender, readAt: unknown): number {
  const since = readAt ? iso(readAt) : '';
  return messages.filter((m) => m.sender !== side && m.created_at > since).length;
}

const authOfApp = new WeakMap<object, Auth>();
const dbOfApp = new WeakMap<object, Firestore>();

/** The chat app's Firestore, on the emulator when the build names one (tests, local trials). */
function firestoreOf(fs: Store, app: FirebaseApp): Firestore {
  let db = dbOfApp.get(app);
  if (!db) {
    db = fs.getFirestore(app);
    const emulator = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
    if (emulator) {
      const [host, port] = emulator.split(':');
      fs.connectFirestoreEmulator(db, host, Number(port));
    }
    dbOfApp.set(app, db);
  }
  return db;
}

/** The chat's firebase app's auth, in memory only. */
async function chatAuth(fa: AuthModule): Promise<Auth> {
  const app = await firebaseApp(CHAT_APP);
  let auth = authOfApp.get(app);
  if (!auth) {
    auth = fa.initializeAuth(app, { persistence: fa.inMemoryPersistence });
    const emulator = authEmulatorHost();
    if (emulator) fa.connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });
    authOfApp.set(app, auth);
  }
  return auth;
}

/** Signs this browser into the chat's firebase app as the api's user, with a token the api mints
 * now (the role it has now); answers the lease that sign-in carries. */
async function signIn(fa: AuthModule, auth: Auth): Promise<Lease> {
  const { token } = await restJson('POST', '/dashboard/user/chat/firebase-token', isToken);
  const { user } = await fa.signInWithCustomToken(auth, token);
  return leaseOf(await user.getIdTokenResult());
}

/** Staff access and its length, from the ID token's own times (`iat` is the sign-in's, on the
 * same servers' clocks as `staff_until`), so a wrong clock in the browser does not matter. */
export function leaseOf({ claims }: Pick<IdTokenResult, 'claims'>): Lease {
  const lastsMs = (Number(claims.staff_until) - Number(claims.iat)) * 1000;
  return claims.role === 'staff' && lastsMs > 0 ? { staff: true, lastsMs } : { staff: false, lastsMs: 0 };
}

export async function connectFirestoreChat(role: ChatRole, userId: number): Promise<ChatPort> {
  const [fa, fs] = await Promise.all([import('firebase/auth'), import('firebase/firestore')]);
  const auth = await chatAuth(fa);
  const first = await signIn(fa, auth);
  const db = firestoreOf(fs, await firebaseApp(CHAT_APP));
  const lease = role === 'staff' ? keepStaffLease(first, () => signIn(fa, auth)) : undefined;
  return firestoreChatPort(fs, db, role, userId, () => void fa.signOut(auth).catch(() => {}), lease);
}

/**
 * A port's open listeners. With staff's `lease`, each holds it while open (so it is renewed only
 * while something listens); once it is lost they stop with its error, later ones fail at once
 * without opening, and `onLost` runs.
 */
function listenerSet(lease: StaffLease | undefined, onLost: () => void) {
  const open = new Map<Unsubscribe, { onError?: ChatErrorHandler; release?: Release }>();
  let lost: { error: unknown } | null = null;
  const end = (stop: Unsubscribe) => {
    open.get(stop)?.release?.();
    open.delete(stop);
    stop();
  };
  lease?.onLost((error) => {
    lost = { error };
    const listeners = [...open];
    listeners.forEach(([stop]) => end(stop));
    listeners.forEach(([, { onError }]) => onError?.(error));
    onLost();
  });
  return {
    keep(start: () => Unsubscribe, onError?: ChatErrorHandler): Unsubscribe {
      if (lost) {
        onError?.(lost.error);
        return () => {};
      }
      const stop = start();
      open.set(stop, { onError, release: lease?.hold() });
      return () => end(stop);
    },
    stopAll: () => [...open.keys()].forEach(end),
  };
}

/**
 * The chat port over `db`, signed in as `user-<userId>` with `role`; `onClose` ends the session,
 * as does the loss of staff's `lease` (listenerSet).
 */
export function firestoreChatPort(
  fs: Store, db: Firestore, role: ChatRole, userId: number, onClose: () => void, lease?: StaffLease,
): ChatPort {
  const listeners = listenerSet(lease, onClose);
  const own = (chatId: string | null) => chatId ?? chatIdOf(userId);
  const messagesOf = (chatId: string) => fs.query(fs.collection(db, 'messages'), fs.where('chat_id', '==', chatId), fs.orderBy('created_at', 'asc'));

  return {
    role,
    watchChats(onChats, onError) {
      const start = role === 'customer'
        ? () => watchOwnChat(fs, db, messagesOf, chatIdOf(userId), onChats, onError)
        : () => watchLatestChats(fs, db, onChats, onError);
      return listeners.keep(start, onError);
    },
    watchMessages(chatId, onMessages, onError) {
      const start = () => fs.onSnapshot(messagesOf(own(chatId)), (snapshot) => onMessages(snapshot.docs.map(toMessage).sort(byCreatedAt)), onError);
      return listeners.keep(start, onError);
    },
    send: (chatId, text, clientId) => sendMessage(fs, db, { chatId: own(chatId), role, userId, text, clientId }),
    async markRead(chatId) {
      await fs.updateDoc(fs.doc(db, 'chats', own(chatId)), { [role === 'customer' ? 'customer_read_at' : 'staff_read_at']: fs.serverTimestamp() });
    },
    close() {
      listeners.stopAll();
      onClose();
    },
  };
}

/** Staff's inbox: the latest chats. Staff do not listen to every chat's messages: a chat whose
 * last message is the customer's and newer than staff's read marker counts one unread. */
function watchLatestChats(fs: Store, db: Firestore, onChats: (chats: Chat[]) => void, onError?: ChatErrorHandler): Unsubscribe {
  const latest = fs.query(fs.collection(db, 'chats'), fs.orderBy('updated_at', 'desc'), fs.limit(LATEST_CHATS));
  return fs.onSnapshot(
    latest,
    (snapshot) => {
      const chats = snapshot.docs.map((doc) => {
        const d = doc.data({ serverTimestamps: 'estimate' });
        const waiting = d.last_message?.sender === 'customer' && (!d.staff_read_at || iso(d.updated_at) > iso(d.staff_read_at));
        return toChat(doc, waiting ? 1 : 0);
      });
      onChats(chats.sort(byLatest));
    },
    onError,
  );
}

/** A customer's chat document and its messages, for the unread count. */
function watchOwnChat(
  fs: Store, db: Firestore, messagesOf: (chatId: string) => Query<DocumentData>, chatId: string,
  onChats: (chats: Chat[]) => void, onError?: (error: unknown) => void,
): Unsubscribe {
  let chatDoc: DocumentSnapshot | null = null;
  let messages: ChatMessage[] = [];
  const emit = () => {
    if (!chatDoc?.exists()) return onChats([]);
    onChats([toChat(chatDoc, unreadOf(messages, 'customer', chatDoc.data({ serverTimestamps: 'estimate' })?.customer_read_at))]);
  };
  const stopChat = fs.onSnapshot(fs.doc(db, 'chats', chatId), (doc) => ((chatDoc = doc), emit()), onError);
  const stopMessages = fs.onSnapshot(messagesOf(chatId), (snapshot) => ((messages = snapshot.docs.map(toMessage)), emit()), onError);
  return () => {
    stopChat();
    stopMessages();
  };
}

interface Outgoing {
  chatId: string;
  role: ChatRole;
  userId: number;
  text: string;
  clientId: string;
}

/**
 * Writes a message and its chat's summary in one batch. The message's document id is its
 * `client_id`, so a retry after a write that did arrive finds it and sends nothing twice.
 */
async function sendMessage(fs: Store, db: Firestore, { chatId, role, userId, text, clientId }: Outgoing): Promise<ChatMessage> {
  const messageRef = fs.doc(db, 'messages', clientId);
  const existing = await fs.getDoc(messageRef);
  if (existing.exists()) return toMessage(existing);
  const chatRef = fs.doc(db, 'chats', chatId);
  const chat = await fs.getDoc(chatRef);
  const now = fs.serverTimestamp();
  const batch = fs.writeBatch(db);
  batch.set(messageRef, { chat_id: chatId, user_id: userId, sender: role, text, client_id: clientId, created_at: now });
  const summary = { updated_at: now, last_message: { text, sender: role, created_at: now } };
  if (chat.exists()) batch.update(chatRef, summary);
  else batch.set(chatRef, { user_id: userId, roleId: 'admin', created_at: now, customer_read_at: null, staff_read_at: null, ...summary });
  await batch.commit();
  return toMessage(await fs.getDoc(messageRef));
}
