/// <reference types="vite/client" />
// The web's Firestore chat adapter (web/src/features/chat/lib/firestore-adapter.ts) against the
// gcloud SDK's Firestore emulator under firestore.rules: the same port the widget and the staff
// inbox use, each side with its own firebase identity (the emulator's mock tokens stand for the
// custom tokens the api signs). Like the rules tests, run by `npm test` when the emulator is there.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as firestore from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firestoreChatPort } from '../../web/src/features/chat/lib/firestore-adapter';
import type { ChatPort } from '../../web/src/features/chat/lib/chat-port';
import type { Chat, ChatMessage, ChatRole } from '../../web/src/features/chat/lib/types';
import { useRulesEmulator } from './rules-environment';

firestore.setLogLevel('silent');

const PROJECT = 'demo-storefront-adapter';
const ADA = 7;
const EVE = 8;
const STAFF = 99;

const emulator = useRulesEmulator(PROJECT);
const apps: FirebaseApp[] = [];
const ports: ChatPort[] = [];

beforeEach(async () => emulator.env.clearFirestore());
afterEach(async () => {
  ports.splice(0).forEach((port) => port.close());
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

/** The adapter's port for user `userId`, signed in to the emulator as the api's token would (its
 * `role` claim: staff or user; staff's with a ten-minute lease, `staff_until`). */
function portOf(role: ChatRole, userId: number, claim = role === 'staff' ? 'staff' : 'user'): ChatPort {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, `chat-${role}-${userId}-${apps.length}`);
  apps.push(app);
  const db = firestore.getFirestore(app);
  firestore.connectFirestoreEmulator(db, '127.0.0.1', emulator.port, {
    mockUserToken: { sub: `user-${userId}`, role: claim, ...(claim === 'staff' ? { staff_until: Math.floor(Date.now() / 1000) + 600 } : {}) },
  });
  const port = firestoreChatPort(firestore, db, role, userId, () => {});
  ports.push(port);
  return port;
}

/** The lists a listener has received, and a wait for one that satisfies `test`. */
function listen<T>(start: (on: (value: T) => void, onError: (error: unknown) => void) => unknown) {
  const seen: T[] = [];
  const errors: unknown[] = [];
  const waiters: { test: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  start(
    (value) => {
      seen.push(value);
      for (const waiter of waiters.filter(({ test }) => test(value))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(value);
      }
    },
    (error) => errors.push(error),
  );
  const until = (test: (value: T) => boolean) =>
    seen.find(test) ?? new Promise<T>((resolve, reject) => {
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error(`no matching update in 10 s; last: ${JSON.stringify(seen.at(-1))}; errors: ${errors.join(', ')}`)), 10_000);
    });
  return { seen, errors, until };
}

const texts = (messages: ChatMessage[]) => messages.map((m) => `${m.sender}: ${m.text}`);

describe('the Firestore chat adapter', () => {
  it('carries a customer message to staff and the answer back, in order, with unread counts on both sides', async () => {
    const ada = portOf('customer', ADA);
    const staff = portOf('staff', STAFF);
    const adaChats = listen<Chat[]>((on, err) => ada.watchChats(on, err));
    const adaMessages = listen<ChatMessage[]>((on, err) => ada.watchMessages(null, on, err));
    const inbox = listen<Chat[]>((on, err) => staff.watchChats(on, err));

    const sent = await ada.send(null, 'Is the terrace open tonight?', 'c0ffee00-0000-4000-8000-000000000001');
    expect(sent).toMatchObject({ chat_id: 'user-7', user_id: ADA, sender: 'customer', text: 'Is the terrace open tonight?' });
    const [waiting] = await inbox.until((chats) => chats.length === 1 && chats[0].unread === 1);
    expect(waiting).toMatchObject({ id: 'user-7', user_id: ADA, roleId: 'admin', last_message: { sender: 'customer' } });

    const conversation = listen<ChatMessage[]>((on, err) => staff.watchMessages('user-7', on, err));
    await conversation.until((messages) => messages.length === 1);
    await staff.markRead('user-7', sent.id);
    await inbox.until((chats) => chats[0]?.unread === 0);
    await staff.send('user-7', 'Yes, until 11 pm.', 'c0ffee00-0000-4000-8000-000000000002');

    const both = await adaMessages.until((messages) => messages.length === 2);
    expect(texts(both)).toEqual(['customer: Is the terrace open tonight?', 'staff: Yes, until 11 pm.']);
    expect(both[0].created_at <= both[1].created_at).toBe(true);
    await adaChats.until((chats) => chats[0]?.unread === 1);
    await ada.markRead(null, both[1].id);
    await adaChats.until((chats) => chats[0]?.unread === 0);
    expect([...adaChats.errors, ...adaMessages.errors, ...inbox.errors, ...conversation.errors]).toEqual([]);
  });

  it('sends a retried message once: the same client id answers the first message', async () => {
    const ada = portOf('customer', ADA);
    const clientId = 'c0ffee00-0000-4000-8000-000000000003';
    const first = await ada.send(null, 'Table for two?', clientId);
    const again = await ada.send(null, 'Table for two?', clientId);
    expect(again).toEqual(first);
    const messages = listen<ChatMessage[]>((on, err) => ada.watchMessages(null, on, err));
    expect(texts(await messages.until((list) => list.length > 0))).toEqual(['customer: Table for two?']);
  });

  it("never shows a customer another customer's chat: Eve's lists stay empty, and reading Ada's is refused", async () => {
    const ada = portOf('customer', ADA);
    await ada.send(null, 'My address is 1 Secret St', 'c0ffee00-0000-4000-8000-000000000004');
    const eve = portOf('customer', EVE);
    const eveChats = listen<Chat[]>((on, err) => eve.watchChats(on, err));
    const eveMessages = listen<ChatMessage[]>((on, err) => eve.watchMessages(null, on, err));
    expect(await eveChats.until(() => true)).toEqual([]);
    expect(await eveMessages.until(() => true)).toEqual([]);
    // A customer's port always means its own chat: a staff port with Eve's customer identity asks
    // for Ada's, and the rules refuse it.
    const prying = listen<ChatMessage[]>((on, err) => portOf('staff', EVE, 'user').watchMessages('user-7', on, err));
    await expect.poll(() => prying.errors.length).toBe(1);
    expect(prying.seen).toEqual([]);
  });
});
