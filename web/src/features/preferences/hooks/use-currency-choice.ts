import { useCallback, useEffect } from 'react';
import type { Currency } from './use-currencies';
import { shownCurrency, useRootStore, useRootStoreApi, type StoredCurrency } from '../../../shared/lib/storage';

export function toStoredCurrency(c: Currency): StoredCurrency {
  return {
    id: c.id,
    symbol: c.symbol,
    position: c.position,
    ...(c.title ? { title: c.title } : {}),
    ...(c.rate ? { rate: c.rate } : {}),
  };
}

const same = (a: StoredCurrency | null, b: StoredCurrency | null) =>
  a === b || (a != null && b != null && a.id === b.id && a.symbol === b.symbol && a.position === b.position && a.title === b.title && a.rate === b.rate);

/**
 * The default currency is stored; the previously selected one is kept if it is still
 * active, else the default is selected. Returns null when nothing would change.
 */
export function resolveCurrencies(
  currencies: ReadonlyArray<Currency>,
  stored: { selected: StoredCurrency | null; default: StoredCurrency | null },
): { selected: StoredCurrency | null; default: StoredCurrency | null } | null {
  if (currencies.length === 0) return null;
  const def = currencies.find((c) => c.default) ?? currencies[0]!;
  const still = stored.selected ? currencies.find((c) => c.id === stored.selected!.id) : undefined;
  const next = { default: toStoredCurrency(def), selected: toStoredCurrency(still ?? def) };
  return same(next.default, stored.default) && same(next.selected, stored.selected) ? null : next;
}

/** Keeps the stored currency in step with the active list, and lets the user choose one. */
export function useCurrencyChoice(currencies: ReadonlyArray<Currency>) {
  const store = useRootStoreApi();
  const selectedId = useRootStore((s) => shownCurrency(s)?.id ?? null);
  useEffect(() => {
    const next = resolveCurrencies(currencies, store.getState().currency);
    if (next) store.setState({ currency: next });
  }, [currencies, store]);
  const choose = useCallback(
    (c: Currency) => store.setState((s) => ({ currency: { ...s.currency, selected: toStoredCurrency(c) } })),
    [store],
  );
  return { selectedId, choose };
}
