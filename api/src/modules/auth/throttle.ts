// Throttling with growing delays (OWASP ASVS 5.0 6.3, 6.5, 6.6). Events (failed logins, wrong
// codes, codes sent) are counted per key (an address, an account, a phone). The first `free`
// events of a key cost nothing; after that every further attempt has to wait a delay that
// doubles with each event (first, 2 × first ...) up to `maxDelay`. There is no permanent
// lockout: a key's counter is forgotten FORGET_AFTER after its last event, and a caller may
// clear a key on success. The state lives behind `ThrottleStore`: in the database by default
// (throttle-store.ts), so every api process sees the same counts; in memory here.
import type { Clock } from '../../http/clock';

export interface ThrottleEntry {
  failures: number;
  /** Epoch ms before which attempts are refused (0 = not blocked). */
  blockedUntil: number;
}

/** The port: counters whose entries expire. `increment` must be atomic, so that two api
 * processes counting the same key at once never lose an event. */
export interface ThrottleStore {
  get(key: string): Promise<ThrottleEntry | undefined>;
  /** Counts one event; an absent or expired entry starts again at 1, unblocked. The entry
   * expires `ttlMs` from now. Resolves the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Refuses the key until `until` (epoch ms), unless it is refused longer already. */
  block(key: string, until: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface ThrottlePolicy {
  /** Events allowed before the first delay. */
  FREE_FAILURES: number;
  FIRST_DELAY_MS: number;
  MAX_DELAY_MS: number;
  FORGET_AFTER_MS: number;
}

const MINUTE = 60 * 1000;

/** Failed logins and wrong codes: five free, then 1 s, 2 s, 4 s ... up to 15 minutes. */
export const THROTTLE_POLICY: ThrottlePolicy = {
  FREE_FAILURES: 5,
  FIRST_DELAY_MS: 1_000,
  MAX_DELAY_MS: 15 * MINUTE,
  FORGET_AFTER_MS: 24 * 60 * MINUTE,
};

/** Failed sign-ins from one address, whichever accounts they name: fifty free (an office or a
 * carrier's NAT puts many customers behind one address, and one customer's typos must not stop
 * the others), then 1 s, 2 s, 4 s ... up to 15 minutes; forgotten after an hour without one. A
 * success never clears it: a sprayer signing in to its own account between guesses at others
 * keeps its count. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  FREE_FAILURES: 50,
  FIRST_DELAY_MS: 1_000,
  MAX_DELAY_MS: 15 * MINUTE,
  FORGET_AFTER_MS: 60 * MINUTE,
};

/** SMS codes sent (sign-up, resend, password reset): three free, then 30 s, 1 min, 2 min ...
 * up to 15 minutes, so nobody can flood a phone or run up the SMS bill. */
export const SEND_POLICY: ThrottlePolicy = {
  FREE_FAILURES: 3,
  FIRST_DELAY_MS: 30_000,
  MAX_DELAY_MS: 15 * MINUTE,
  FORGET_AFTER_MS: 24 * 60 * MINUTE,
};

/** The delay imposed after the `failures`-th event (0 while under the free allowance). */
export function delayAfter(failures: number, policy: ThrottlePolicy = THROTTLE_POLICY): number {
  const { FREE_FAILURES, FIRST_DELAY_MS, MAX_DELAY_MS } = policy;
  if (failures < FREE_FAILURES) return 0;
  const exponent = Math.min(failures - FREE_FAILURES, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
}

/** An in-memory store for one api process; expired entries are dropped on access and when
 * the store grows past `maxEntries` (oldest first), so it cannot grow without bound. */
export function createMemoryThrottleStore(clock: Clock, maxEntries = 100_000): ThrottleStore {
  const entries = new Map<string, { entry: ThrottleEntry; expiresAt: number }>();
  const live = (key: string) => {
    const found = entries.get(key);
    if (found && found.expiresAt <= clock().getTime()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async get(key) {
      return live(key)?.entry;
    },
    async increment(key, ttlMs) {
      const entry = live(key)?.entry ?? { failures: 0, blockedUntil: 0 };
      entries.delete(key); // re-inserted last: Map order is then least recently failed first
      entries.set(key, { entry: { ...entry, failures: entry.failures + 1 }, expiresAt: clock().getTime() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return entry.failures + 1;
    },
    async block(key, until) {
      const found = live(key);
      if (found) found.entry = { ...found.entry, blockedUntil: Math.max(found.entry.blockedUntil, until) };
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

export function createThrottle(store: ThrottleStore, clock: Clock, policy: ThrottlePolicy = THROTTLE_POLICY) {
  return {
    /** Seconds the caller still has to wait (0 = may try now): the longest wait of its keys. */
    async waitSeconds(keys: string[]): Promise<number> {
      const now = clock().getTime();
      const entries = await Promise.all(keys.map((key) => store.get(key)));
      const until = Math.max(0, ...entries.map((entry) => entry?.blockedUntil ?? 0));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },

    /** Counts one event (a failure, or a code sent) against each key. */
    async recordFailure(keys: string[]): Promise<void> {
      const now = clock().getTime();
      await Promise.all(keys.map(async (key) => {
        const delay = delayAfter(await store.increment(key, policy.FORGET_AFTER_MS), policy);
        if (delay) await store.block(key, now + delay);
      }));
    },

    async clear(keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => store.delete(key)));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
