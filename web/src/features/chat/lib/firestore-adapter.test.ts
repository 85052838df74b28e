import type { Firestore } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { firestoreChatPort, leaseOf } from './firestore-adapter';
import { StaffAccessEnded, type StaffLease } from './staff-lease';

// The adapter's side of staff's lease without firebase: which listeners hold it, and what its loss
// does to them. The listeners themselves run on the emulator (tests/firestore/adapter.test.ts).

type Store = Parameters<typeof firestoreChatPort>[0];

/** A Firestore module whose listeners never fire: each onSnapshot answers its own unsubscribe. */
function fakeStore() {
  const unsubscribes: ReturnType<typeof vi.fn>[] = [];
  const onSnapshot = vi.fn(() => {
    const unsubscribe = vi.fn();
    unsubscribes.push(unsubscribe);
    return unsubscribe;
  });
  const part = () => ({});
  const fs = { onSnapshot, query: part, collection: part, where: part, orderBy: part, limit: part } as unknown as Store;
  return { fs, onSnapshot, unsubscribes };
}

/** A lease the test holds the strings of: its holds, their releases, and its loss. */
function fakeLease() {
  const releases: ReturnType<typeof vi.fn>[] = [];
  let lose: (error: unknown) => void = () => {};
  const lease: StaffLease = {
    hold: vi.fn(() => {
      const release = vi.fn();
      releases.push(release);
      return release;
    }),
    onLost: (handler) => { lose = handler; },
  };
  return { lease, releases, lose: (error: unknown) => lose(error) };
}

describe('the Firestore adapter\'s staff lease', () => {
  it('is held by every open listener and released as each stops', () => {
    const { fs } = fakeStore();
    const { lease, releases } = fakeLease();
    const port = firestoreChatPort(fs, {} as Firestore, 'staff', 99, vi.fn(), lease);
    port.watchChats(vi.fn());
    const stopMessages = port.watchMessages('user-7', vi.fn());
    expect(lease.hold).toHaveBeenCalledTimes(2);
    stopMessages();
    expect(releases.map((release) => release.mock.calls.length)).toEqual([0, 1]);
    port.close();
    expect(releases.map((release) => release.mock.calls.length)).toEqual([1, 1]);
  });

  it('once lost, stops every listener with the loss, opens no new one and ends the firebase session', () => {
    const { fs, onSnapshot, unsubscribes } = fakeStore();
    const { lease, releases, lose } = fakeLease();
    const onClose = vi.fn();
    const port = firestoreChatPort(fs, {} as Firestore, 'staff', 99, onClose, lease);
    const inboxError = vi.fn();
    const conversationError = vi.fn();
    port.watchChats(vi.fn(), inboxError);
    port.watchMessages('user-7', vi.fn(), conversationError);

    const ended = new StaffAccessEnded();
    lose(ended);
    expect(unsubscribes.map((unsubscribe) => unsubscribe.mock.calls.length)).toEqual([1, 1]);
    expect(releases.map((release) => release.mock.calls.length)).toEqual([1, 1]);
    expect(inboxError).toHaveBeenCalledWith(ended);
    expect(conversationError).toHaveBeenCalledWith(ended);
    expect(onClose).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    port.watchMessages('user-8', vi.fn(), later);
    expect(later).toHaveBeenCalledWith(ended);
    expect(onSnapshot).toHaveBeenCalledTimes(2);
  });

  it('is none for a customer: listeners open and stop as before', () => {
    const { fs, unsubscribes } = fakeStore();
    const port = firestoreChatPort(fs, {} as Firestore, 'customer', 7, vi.fn());
    port.watchMessages(null, vi.fn())();
    expect(unsubscribes[0]).toHaveBeenCalledTimes(1);
  });
});

describe('leaseOf', () => {
  it('reads staff access and its length from the ID token\'s own times', () => {
    expect(leaseOf({ claims: { role: 'staff', iat: '1000', staff_until: 1600 } })).toEqual({ staff: true, lastsMs: 600_000 });
    expect(leaseOf({ claims: { role: 'user', iat: '1000' } })).toEqual({ staff: false, lastsMs: 0 });
    expect(leaseOf({ claims: { role: 'staff', iat: '1000' } })).toEqual({ staff: false, lastsMs: 0 });
    expect(leaseOf({ claims: { role: 'staff', iat: '1000', staff_until: 1000 } })).toEqual({ staff: false, lastsMs: 0 });
  });
});
