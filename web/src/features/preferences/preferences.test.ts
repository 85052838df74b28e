import { describe, expect, it } from 'vitest';
import { resolveCurrencies } from './hooks/use-currency-choice';

const usd = { id: 1, symbol: '$', position: 'before', default: true, title: 'USD', rate: 1 } as const;
const eur = { id: 2, symbol: '€', position: 'after', default: false, title: 'EUR', rate: 0.9 } as const;

describe('resolveCurrencies', () => {
  it('stores the default and selects it when nothing was chosen', () => {
    expect(resolveCurrencies([eur, usd], { selected: null, default: null })).toEqual({
      default: { id: 1, symbol: '$', position: 'before', title: 'USD', rate: 1 },
      selected: { id: 1, symbol: '$', position: 'before', title: 'USD', rate: 1 },
    });
  });
  it('keeps the chosen currency while it is still active', () => {
    const next = resolveCurrencies([usd, eur], { selected: { id: 2, symbol: '€', position: 'after' }, default: null });
    expect(next?.selected?.id).toBe(2);
  });
  it('falls back to the default when the chosen one is gone', () => {
    const next = resolveCurrencies([usd], { selected: { id: 2, symbol: '€', position: 'after' }, default: null });
    expect(next?.selected?.id).toBe(1);
  });
  it('returns null when nothing changes or the list is empty', () => {
    const stored = resolveCurrencies([usd], { selected: null, default: null })!;
    expect(resolveCurrencies([usd], stored)).toBeNull();
    expect(resolveCurrencies([], stored)).toBeNull();
  });
});
