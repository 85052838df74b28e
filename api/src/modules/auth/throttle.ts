// Login throttling (OWASP ASVS 5.0 6.3): failures are counted per IP and per IP + account.
// The first FREE_FAILURES failures of a key cost nothing; after that every further attempt
// has to wait a delay that doubles with each failure (1 s, 2 s, 4 s ...) up to MAX_DELAY.
// There is no permanent lockout: a key's counter is forgotten FORGET_AFTER after its last
// failure, and a successful login clears the counters of its keys. The state lives behind
// `ThrottleStore` (in memory here; a Redis adapter can implement the same port).
import type { Clock } from '../../http/clock';

export interface ThrottleEntry {
  failures: number;
  /** Epoch ms before which attempts are refused (0 = not blocked). */
  blockedUntil: number;
}

/** The port: a key/value store whose entries expire. */
export interface ThrottleStore {
  get(key: string): Promise<ThrottleEntry | undefined>;
  set(key: string, entry: ThrottleEntry, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export const THROTTLE_POLICY = {
  FREE_FAILURES: 5,
  FIRST_DELAY_MS: 1_000,
  MAX_DELAY_MS: 15 * 60 * 1000,
  FORGET_AFTER_MS: 24 * 60 * 60 * 1000,
} as const;

/** The delay imposed after the `failures`-th failure (0 while under the free allowance). */
export function delayAfter(failures: number): number {
  const { FREE_FAILURES, FIRST_DELAY_MS, MAX_DELAY_MS } = THROTTLE_POLICY;
  if (failures < FREE_FAILURES) return 0;
  const exponent = Math.min(failures - FREE_FAILURES, 30);
  return Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
}

/** An in-memory store for one api process; expired entries are dropped on access and when
 * the store grows past `maxEntries` (oldest first), so it cannot grow without bound. */
export function createMemoryThrottleStore(clock: Clock, maxEntries = 100_000): ThrottleStore {
  const entries = new Map<string, { entry: ThrottleEntry; expiresAt: number }>();
  return {
    async get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      if (found.expiresAt <= clock().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return found.entry;
    },
    async set(key, entry, ttlMs) {
      entries.delete(key); // re-inserted last: Map order is then least recently failed first
      entries.set(key, { entry, expiresAt: clock().getTime() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

export function createLoginThrottle(store: ThrottleStore, clock: Clock) {
  return {
    /** Seconds the caller still has to wait (0 = may try now): the longest wait of its keys. */
    async waitSeconds(keys: string[]): Promise<number> {
      const now = clock().getTime();
      const entries = await Promise.all(keys.map((key) => store.get(key)));
      const until = Math.max(0, ...entries.map((entry) => entry?.blockedUntil ?? 0));
      return until > now ? Math.ceil((until - now) / 1000) : 0;
    },

    async recordFailure(keys: string[]): Promise<void> {
      const now = clock().getTime();
      await Promise.all(keys.map(async (key) => {
        const failures = ((await store.get(key))?.failures ?? 0) + 1;
        const delay = delayAfter(failures);
        await store.set(key, { failures, blockedUntil: delay ? now + delay : 0 }, THROTTLE_POLICY.FORGET_AFTER_MS);
      }));
    },

    async clear(keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => store.delete(key)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
