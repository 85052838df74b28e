import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { ROOT_KEY, createRootStore, migrateRootState } from './root-store';
import { cartLine } from '../../../test/cart-fixtures';
import { emptyLocalCart } from './local-cart';

const read = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.data.get(ROOT_KEY)!);

describe('root store', () => {
  afterEach(() => vi.useRealTimers());

  it('persists under the one key "root" with version 1, without the cart', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createRootStore({ storage, target: null });
    store.setState({ favourites: ['p1'], theme: 'dark', cart: { shopId: 1, lines: [cartLine] } });
    vi.advanceTimersByTime(5000);
    const saved = read(storage);
    expect(saved.version).toBe(1);
    expect(saved.state.favourites).toEqual(['p1']);
    expect(saved.state.theme).toBe('dark');
    expect(saved.state).not.toHaveProperty('cart');
    expect([...storage.data.keys()]).toEqual([ROOT_KEY]);
  });

  it('writes at most once per 5 s, batching changes', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createRootStore({ storage, target: null });
    store.setState({ searchHistory: ['a'] });
    store.setState({ searchHistory: ['b', 'a'] });
    vi.advanceTimersByTime(4999);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(read(storage).state.searchHistory).toEqual(['b', 'a']);
  });

  it('does not write for changes to the in-memory cart only', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createRootStore({ storage, target: null });
    store.setState({ cart: emptyLocalCart });
    vi.advanceTimersByTime(6000);
    expect(storage.writes).toBe(0);
  });

  it('flushes at once when the page is hidden', () => {
    const storage = memoryStorage();
    const target = new EventTarget() as unknown as Window & { document: Document };
    Object.defineProperty(target, 'document', { value: { visibilityState: 'hidden' } });
    const store = createRootStore({ storage, target: target as never });
    store.setState({ favourites: ['x'] });
    target.dispatchEvent(new Event('visibilitychange'));
    expect(read(storage).state.favourites).toEqual(['x']);
    store.setState({ favourites: ['y'] });
    target.dispatchEvent(new Event('pagehide'));
    expect(read(storage).state.favourites).toEqual(['y']);
  });

  it('restores the persisted state in a new store', () => {
    const storage = memoryStorage();
    const first = createRootStore({ storage, target: null });
    first.setState({ favourites: ['a', 'b'], branchId: 3, language: 'ar', productFilter: { order_by: 'best_sale', category_id: 4 } });
    first.flush();
    const second = createRootStore({ storage, target: null });
    expect(second.getState()).toMatchObject({
      favourites: ['a', 'b'], branchId: 3, language: 'ar', productFilter: { order_by: 'best_sale', category_id: 4 }, cart: emptyLocalCart,
    });
  });

  it('runs the migration hook on a legacy (version 0) value', () => {
    const legacy = {
      liked: { likedProducts: [{ uuid: 'u1' }, { uuid: 'u2' }] },
      currency: { currency: { id: 2, symbol: '€', position: 'after' }, defaultCurrency: { id: 1, symbol: '$', position: 'before' } },
      search: { searchHistory: ['pizza'] },
    };
    const storage = memoryStorage({ [ROOT_KEY]: JSON.stringify(legacy) });
    const store = createRootStore({ storage, target: null });
    expect(store.getState().favourites).toEqual(['u1', 'u2']);
    expect(store.getState().currency.selected).toEqual({ id: 2, symbol: '€', position: 'after' });
    expect(store.getState().searchHistory).toEqual(['pizza']);
  });

  it('drops malformed fields and ignores unknown newer versions', () => {
    expect(migrateRootState({ favourites: 'nope', theme: 'purple', searchHistory: ['a', 1] }, 1)).toEqual({});
    expect(migrateRootState({ favourites: ['a'] }, 99)).toEqual({});
    expect(migrateRootState({ productFilter: { order_by: 'cheapest', category_id: -2 } }, 1)).toEqual({ productFilter: {} });
    expect(migrateRootState({ productFilter: { order_by: 'new', category_id: '3' } }, 1)).toEqual({ productFilter: { order_by: 'new' } });
    const storage = memoryStorage({ [ROOT_KEY]: '{not json' });
    expect(createRootStore({ storage, target: null }).getState().favourites).toEqual([]);
  });
});
