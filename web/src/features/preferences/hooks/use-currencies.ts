import { useMemo } from 'react';
import type { CurrencyView } from '../../../shared/types/catalogue';
import { useActiveCurrenciesQuery } from '../../../graphql/generated';

/** The api's active currencies (id, symbol, position, default flag). */
export function useCurrencies(): ReadonlyArray<CurrencyView> {
  const { data } = useActiveCurrenciesQuery();
  const list = data?.activeCurrencies;
  return useMemo(() => list ?? [], [list]);
}
