import { useCallback, useMemo } from 'react';
import { useRootStore, useRootStoreApi } from '../../../shared/lib/storage';

/** Favourite products by uuid, kept in the persisted store (spec §3). */
export function useFavourites() {
  const store = useRootStoreApi();
  const list = useRootStore((s) => s.favourites);
  const set = useMemo(() => new Set(list), [list]);

  const toggle = useCallback(
    (uuid: string) =>
      store.setState((s) => ({
        favourites: s.favourites.includes(uuid) ? s.favourites.filter((u) => u !== uuid) : [uuid, ...s.favourites],
      })),
    [store],
  );
  const isFavourite = useCallback((uuid: string) => set.has(uuid), [set]);
  const clear = useCallback(() => store.setState({ favourites: [] }), [store]);

  return { list, toggle, isFavourite, clear };
}
