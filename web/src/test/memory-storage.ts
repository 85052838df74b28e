import type { StorageLike } from '../shared/lib/storage';

/** An in-memory localStorage stand-in that counts writes. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike & { writes: number; data: Map<string, string> } = {
    writes: 0,
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem(k, v) {
      storage.writes += 1;
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
  return storage;
}
