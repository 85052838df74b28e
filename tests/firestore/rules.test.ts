// The Firestore chat's rules (firestore.rules, docs/chat.md) on the gcloud SDK's Firestore
// emulator: privacy per customer, staff access, server times, text bounds, roles, final messages
// and read markers. `npm test` runs this project only when the emulator is installed, and says so
// plainly when it is not; run directly without it, it fails naming what is missing.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, where, writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEmulator } from './rules-environment';

// The SDK logs every refused write; the assertions say what matters.
setLogLevel('silent');

const emulator = useRulesEmulator('demo-storefront-rules');

const ADA = 7;
const EVE = 8;
const STAFF = 99;
const customer = (id: number): RulesTestContext => emulator.env.authenticatedContext(`user-${id}`, { role: 'user' });
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Staff signed in with a token whose lease (`staff_until`, epoch seconds) ends `leaseSeconds`
 * from now: ten minutes, as the api mints it, unless a test says otherwise. */
const staffMember = (leaseSeconds = 600): RulesTestContext =>
  emulator.env.authenticatedContext(`user-${STAFF}`, { role: 'staff', staff_until: nowSeconds() + leaseSeconds });
const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

const message = (chatId: string, userId: number, sender: string, text = 'hello', extra: Record<string, unknown> = {}) =>
  ({ chat_id: chatId, user_id: userId, sender, text, client_id: null, created_at: serverTimestamp(), ...extra });
const newChat = (userId: number, extra: Record<string, unknown> = {}) => ({
  user_id: userId, roleId: 'admin', created_at: serverTimestamp(), updated_at: serverTimestamp(),
  last_message: { text: 'hello', sender: 'customer', created_at: serverTimestamp() }, customer_read_at: null, staff_read_at: null, ...extra,
});

/** Ada's chat with one message of hers and one answer, written past the rules. */
beforeEach(async () => {
  await emulator.env.clearFirestore();
  await emulator.env.withSecurityRulesDisabled(async (context) => {
    const admin = db(context);
    const at = Timestamp.now();
    await setDoc(doc(admin, 'chats/user-7'), { ...newChat(ADA), created_at: at, updated_at: at, last_message: { text: 'hi', sender: 'customer', created_at: at } });
    await setDoc(doc(admin, 'chats/user-8'), { ...newChat(EVE), created_at: at, updated_at: at });
    await setDoc(doc(admin, 'messages/ada-1'), { ...message('user-7', ADA, 'customer', 'my address is 1 Secret St'), created_at: at });
    await setDoc(doc(admin, 'messages/staff-1'), { ...message('user-7', STAFF, 'staff', 'thanks'), created_at: at });
  });
});

describe('a customer', () => {
  it('reads and writes its own chat and messages', async () => {
    const ada = db(customer(ADA));
    await assertSucceeds(getDoc(doc(ada, 'chats/user-7')));
    await assertSucceeds(getDocs(query(collection(ada, 'messages'), where('chat_id', '==', 'user-7'), orderBy('created_at', 'asc'))));
    await assertSucceeds(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 'one more')));
    await assertSucceeds(updateDoc(doc(ada, 'chats/user-7'), {
      updated_at: serverTimestamp(), last_message: { text: 'one more', sender: 'customer', created_at: serverTimestamp() },
    }));
  });

  it('writes its first message with the chat in one batch, a message id being its client_id; a retry finds it', async () => {
    const bob = db(customer(11));
    const clientId = '0b6f7c1e-8a51-4a55-9d1e-0f1f7a7b2c3d';
    await assertSucceeds(getDoc(doc(bob, `messages/${clientId}`))); // not there yet: allowed, empty
    const batch = writeBatch(bob);
    batch.set(doc(bob, 'chats/user-11'), newChat(11));
    batch.set(doc(bob, `messages/${clientId}`), message('user-11', 11, 'customer', 'hello', { client_id: clientId }));
    await assertSucceeds(batch.commit());
    await assertSucceeds(getDoc(doc(bob, `messages/${clientId}`)));
    await assertFails(setDoc(doc(bob, `messages/${clientId}`), message('user-11', 11, 'customer', 'again', { client_id: clientId })));
    await assertFails(getDoc(doc(db(customer(EVE)), `messages/${clientId}`)));
  });

  it('makes its own chat with its first message, never another\'s', async () => {
    const bob = db(customer(11));
    await assertSucceeds(setDoc(doc(db(customer(16)), 'chats/user-16'), newChat(16)));
    await assertFails(setDoc(doc(bob, 'chats/user-12'), newChat(12)));
    await assertFails(setDoc(doc(bob, 'chats/user-13'), newChat(11)));
    await assertFails(setDoc(doc(db(customer(14)), 'chats/user-14'), newChat(14, { roleId: 'staff' })));
    await assertFails(setDoc(doc(db(customer(15)), 'chats/user-15'), newChat(15, { staff_read_at: serverTimestamp() })));
  });

  it('cannot read or write another customer\'s chat or messages', async () => {
    const eve = db(customer(EVE));
    await assertFails(getDoc(doc(eve, 'chats/user-7')));
    await assertFails(getDoc(doc(eve, 'messages/ada-1')));
    await assertFails(getDocs(query(collection(eve, 'messages'), where('chat_id', '==', 'user-7'))));
    await assertFails(addDoc(collection(eve, 'messages'), message('user-7', EVE, 'customer')));
    await assertFails(addDoc(collection(eve, 'messages'), message('user-7', ADA, 'customer')));
    await assertFails(updateDoc(doc(eve, 'chats/user-7'), { customer_read_at: serverTimestamp() }));
  });

  it('cannot list whole collections', async () => {
    const ada = db(customer(ADA));
    await assertFails(getDocs(collection(ada, 'messages')));
    await assertFails(getDocs(query(collection(ada, 'messages'), orderBy('created_at', 'asc'))));
    await assertFails(getDocs(collection(ada, 'chats')));
    await assertFails(getDocs(query(collection(ada, 'chats'), orderBy('updated_at', 'desc'), limit(50))));
  });

  it('is nobody without a token', async () => {
    const guest = db(emulator.env.unauthenticatedContext());
    await assertFails(getDoc(doc(guest, 'chats/user-7')));
    await assertFails(getDocs(query(collection(guest, 'messages'), where('chat_id', '==', 'user-7'))));
    await assertFails(addDoc(collection(guest, 'messages'), message('user-7', ADA, 'customer')));
  });

  it('is a customer only with the customer role', async () => {
    const roleless = db(emulator.env.authenticatedContext('user-7'));
    await assertFails(getDoc(doc(roleless, 'chats/user-7')));
    await assertFails(addDoc(collection(roleless, 'messages'), message('user-7', ADA, 'customer')));
  });
});

describe('staff', () => {
  it('read every chat, list the inbox and one chat\'s messages, and answer', async () => {
    const staff = db(staffMember());
    await assertSucceeds(getDoc(doc(staff, 'chats/user-8')));
    await assertSucceeds(getDocs(query(collection(staff, 'chats'), orderBy('updated_at', 'desc'), limit(50))));
    await assertSucceeds(getDocs(query(collection(staff, 'messages'), where('chat_id', '==', 'user-7'), orderBy('created_at', 'asc'))));
    await assertSucceeds(addDoc(collection(staff, 'messages'), message('user-7', STAFF, 'staff', 'Yes, until 10 pm.')));
    await assertSucceeds(updateDoc(doc(staff, 'chats/user-7'), {
      updated_at: serverTimestamp(), last_message: { text: 'Yes, until 10 pm.', sender: 'staff', created_at: serverTimestamp() },
    }));
  });

  it('lose access when their lease has ended, or without one: no reading another customer\'s chat, no answering', async () => {
    const ended = db(staffMember(-1));
    const leaseless = db(emulator.env.authenticatedContext(`user-${STAFF}`, { role: 'staff' }));
    const garbled = db(emulator.env.authenticatedContext(`user-${STAFF}`, { role: 'staff', staff_until: String(nowSeconds() + 600) }));
    for (const staff of [ended, leaseless, garbled]) {
      await assertFails(getDoc(doc(staff, 'chats/user-8')));
      await assertFails(getDocs(query(collection(staff, 'chats'), orderBy('updated_at', 'desc'), limit(50))));
      await assertFails(getDoc(doc(staff, 'messages/ada-1')));
      await assertFails(getDocs(query(collection(staff, 'messages'), where('chat_id', '==', 'user-7'), orderBy('created_at', 'asc'))));
      await assertFails(addDoc(collection(staff, 'messages'), message('user-7', STAFF, 'staff', 'Still here.')));
      await assertFails(updateDoc(doc(staff, 'chats/user-7'), { staff_read_at: serverTimestamp() }));
    }
    // A fresh lease on the same uid: allowed again.
    await assertSucceeds(getDoc(doc(db(staffMember(60)), 'chats/user-8')));
    await assertSucceeds(addDoc(collection(db(staffMember(60)), 'messages'), message('user-7', STAFF, 'staff', 'Back again.')));
  });

  it('answer only chats that exist, and cannot make a customer\'s chat', async () => {
    const staff = db(staffMember());
    await assertFails(addDoc(collection(staff, 'messages'), message('user-404', STAFF, 'staff')));
    await assertFails(setDoc(doc(staff, 'chats/user-20'), newChat(20)));
  });
});

describe('every message', () => {
  it('has the server\'s time as created_at', async () => {
    const ada = db(customer(ADA));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 'hi', { created_at: Timestamp.fromMillis(0) })));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 'hi', { created_at: Timestamp.now() })));
    await assertFails(updateDoc(doc(ada, 'chats/user-7'), { updated_at: Timestamp.fromMillis(0), last_message: { text: 'x', sender: 'customer', created_at: serverTimestamp() } }));
  });

  it('has a text of 1..2000 characters', async () => {
    const ada = db(customer(ADA));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', '')));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', '   ')));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 'x'.repeat(2001))));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 42 as unknown as string)));
    await assertSucceeds(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 'x'.repeat(2000))));
  });

  it('says who wrote it truly: sender matches the role, user_id the token', async () => {
    const ada = db(customer(ADA));
    const staff = db(staffMember());
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'staff')));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', STAFF, 'customer')));
    await assertFails(addDoc(collection(staff, 'messages'), message('user-7', STAFF, 'customer')));
    await assertFails(addDoc(collection(staff, 'messages'), message('user-7', ADA, 'staff')));
    await assertFails(addDoc(collection(ada, 'messages'), message('user-7', ADA, 'customer', 'hi', { html: '<b>x</b>' })));
    await assertFails(updateDoc(doc(ada, 'chats/user-7'), { last_message: { text: 'x', sender: 'staff', created_at: serverTimestamp() }, updated_at: serverTimestamp() }));
  });

  it('is final: no update or delete, by anyone', async () => {
    for (const writer of [db(customer(ADA)), db(staffMember())]) {
      await assertFails(updateDoc(doc(writer, 'messages/ada-1'), { text: 'edited' }));
      await assertFails(updateDoc(doc(writer, 'messages/staff-1'), { text: 'edited' }));
      await assertFails(deleteDoc(doc(writer, 'messages/ada-1')));
      await assertFails(deleteDoc(doc(writer, 'chats/user-7')));
    }
  });
});

describe('read markers', () => {
  it('are moved only by their side, to the server\'s time', async () => {
    const ada = db(customer(ADA));
    const staff = db(staffMember());
    await assertSucceeds(updateDoc(doc(ada, 'chats/user-7'), { customer_read_at: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(staff, 'chats/user-7'), { staff_read_at: serverTimestamp() }));
    await assertFails(updateDoc(doc(ada, 'chats/user-7'), { staff_read_at: serverTimestamp() }));
    await assertFails(updateDoc(doc(staff, 'chats/user-7'), { customer_read_at: serverTimestamp() }));
    await assertFails(updateDoc(doc(ada, 'chats/user-7'), { customer_read_at: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(doc(ada, 'chats/user-7'), { user_id: EVE }));
    await assertFails(updateDoc(doc(staff, 'chats/user-7'), { roleId: 'staff' }));
  });
});
