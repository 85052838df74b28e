/**
 * A tiny external store (for useSyncExternalStore) whose persisted slice lives under ONE
 * versioned localStorage key. Writes are batched: at most one write per `persistDelayMs`
 * (5 s by default), plus an immediate flush on pagehide / tab hidden so a
 * closing tab loses nothing.
 */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistedEnvelope {
  version: number;
  state: unknown;
}

export interface PersistedStoreOptions<S, P> {
  key: string;
  version: number;
  initialState: S;
  /** Picks the part of the state that is written to storage. */
  partialize: (state: S) => P;
  /**
   * Turns whatever was stored (any older version, or a legacy unversioned value) into the
   * current persisted shape. Must never throw on garbage: return a partial or `{}` instead.
   */
  migrate: (stored: unknown, fromVersion: number) => Partial<P>;
  storage?: StorageLike | null;
  persistDelayMs?: number;
  /** Window to listen on for pagehide/visibilitychange; null to skip (tests, SSR). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document } | null;
}

export interface PersistedStore<S> {
  getState(): S;
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** Writes pending changes now. */
  flush(): void;
  /** Flushes and detaches page listeners. */
  destroy(): void;
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): keep state in memory only
  }
}

export function readEnvelope(storage: StorageLike | null, key: string): PersistedEnvelope | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'version' in parsed && typeof parsed.version === 'number') {
      return { version: parsed.version, state: (parsed as { state?: unknown }).state };
    }
    return { version: 0, state: parsed }; // legacy, unversioned value
  } catch {
    return null;
  }
}

export function createPersistedStore<S extends object, P extends object>(
  options: PersistedStoreOptions<S, P>,
): PersistedStore<S> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const delay = options.persistDelayMs ?? 5000;
  const listeners = new Set<() => void>();

  const stored = readEnvelope(storage, options.key);
  let restored: Partial<P> = {};
  if (stored) {
    try {
      restored = options.migrate(stored.state, stored.version);
    } catch {
      restored = {};
    }
  }
  let state: S = { ...options.initialState, ...restored };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = false;

  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty || !storage) return;
    dirty = false;
    const envelope: PersistedEnvelope = { version: options.version, state: options.partialize(state) };
    try {
      storage.setItem(options.key, JSON.stringify(envelope));
    } catch {
      // quota or disabled storage: the in-memory state stays correct
    }
  };

  const schedule = () => {
    dirty = true;
    if (!timer) timer = setTimeout(write, delay);
  };

  const target = options.target === undefined ? (typeof window !== 'undefined' ? window : null) : options.target;
  const onPageHide = () => write();
  const onVisibility = () => {
    if (target?.document?.visibilityState === 'hidden') write();
  };
  target?.addEventListener('pagehide', onPageHide);
  target?.addEventListener('visibilitychange', onVisibility);

  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const next = { ...state, ...patch };
      const before = options.partialize(state);
      state = next;
      const after = options.partialize(next);
      if (Object.keys(after).some((k) => after[k as keyof P] !== before[k as keyof P])) schedule();
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: write,
    destroy() {
      write();
      target?.removeEventListener('pagehide', onPageHide);
      target?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
