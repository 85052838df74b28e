import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStorage } from '../../../test/memory-storage';
import { RootStoreProvider, createRootStore, type RootStore } from '../../../shared/lib/storage';
import { addToHistory, useSearchHistory } from './use-search-history';

const wrap = (store: RootStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <RootStoreProvider store={store}>{children}</RootStoreProvider>;
  };

describe('addToHistory', () => {
  it('puts a new term at the front', () => {
    expect(addToHistory(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });
  it('moves an existing term to the front without duplicating it', () => {
    expect(addToHistory(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });
  it('keeps at most 5 terms', () => {
    expect(addToHistory(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
  });
  it('trims and ignores blank terms', () => {
    expect(addToHistory(['a'], '  b ')).toEqual(['b', 'a']);
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
  });
});

describe('useSearchHistory', () => {
  it('adds, removes one, clears, and persists across a store re-creation', () => {
    const storage = memoryStorage();
    const store = createRootStore({ storage, target: null });
    const { result } = renderHook(() => useSearchHistory(), { wrapper: wrap(store) });
    act(() => {
      ['pizza', 'soup', 'pasta', 'salad', 'cake', 'tea'].forEach((t) => result.current.add(t));
    });
    expect(result.current.history).toEqual(['tea', 'cake', 'salad', 'pasta', 'soup']);
    act(() => result.current.add('salad'));
    expect(result.current.history).toEqual(['salad', 'tea', 'cake', 'pasta', 'soup']);
    act(() => result.current.remove('cake'));
    expect(result.current.history).toEqual(['salad', 'tea', 'pasta', 'soup']);

    store.flush();
    const again = createRootStore({ storage, target: null });
    const { result: restored } = renderHook(() => useSearchHistory(), { wrapper: wrap(again) });
    expect(restored.current.history).toEqual(['salad', 'tea', 'pasta', 'soup']);

    act(() => restored.current.clear());
    expect(restored.current.history).toEqual([]);
  });
});
