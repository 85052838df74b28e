import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedSearchTerm } from './use-debounced-search-term';

describe('useDebouncedSearchTerm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires the trimmed term only after 400 ms of stillness', () => {
    const { result, rerender } = renderHook(({ input }) => useDebouncedSearchTerm(input), {
      initialProps: { input: '' },
    });
    rerender({ input: ' pi' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ input: ' pizza ' });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pizza');
  });

  it('never fires for a blank term', () => {
    const { result, rerender } = renderHook(({ input }) => useDebouncedSearchTerm(input), {
      initialProps: { input: 'soup' },
    });
    rerender({ input: '   ' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('');
  });

  it('clears at once when the box is emptied', () => {
    const { result, rerender } = renderHook(({ input }) => useDebouncedSearchTerm(input), {
      initialProps: { input: 'soup' },
    });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('soup');
    rerender({ input: '' });
    expect(result.current).toBe('');
  });
});
