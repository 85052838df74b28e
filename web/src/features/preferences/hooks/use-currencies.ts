import { useMemo } from 'react';
import { useActiveCurrenciesQuery, type ActiveCurrenciesQuery } from '../../../graphql/generated';

/** A currency as the gateway lists the active ones. */
export type Currency = NonNullable<ActiveCurrenciesQuery['activeCurrencies']>[number];

/** The api's active currencies (id, symbol, position, default flag). */
export function useCurrencies(): ReadonlyArray<Currency> {
  const { data } = useActiveCurrenciesQuery();
  const list = data?.activeCurrencies;
  return useMemo(() => list ?? [], [list]);
}
