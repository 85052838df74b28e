import { useCallback, useMemo } from 'react';
import { useRootStore, useRootStoreApi } from '../../../shared/lib/storage';

/** Adds a product to the favourites, or takes it out. */
export function useToggleFavourite() {
  const store = useRootStoreApi();
  return useCallback(
    (uuid: string) =>
      store.setState((s) => ({
        favourites: s.favourites.includes(uuid) ? s.favourites.filter((u) => u !== uuid) : [uuid, ...s.favourites],
      })),
    [store],
  );
}

/** Whether one product is a favourite. A card's heart re-renders only when its own answer
 * changes, not for every change of the list (a menu shows a hundred hearts). */
export function useIsFavourite(uuid: string): boolean {
  return useRootStore((s) => s.favourites.includes(uuid));
}

/** Favourite products by uuid, kept in the persisted store. */
export function useFavourites(): readonly string[] {
  return useRootStore((s) => s.favourites);
}

/** The favourites as a set, the same set while the list holds the same products: read once by a
 * grid of cards, an equal list (as after hydration) draws none of them again. */
export function useFavouriteSet(): ReadonlySet<string> {
  const listed = useRootStore((s) => s.favourites.join(' '));
  return useMemo(() => new Set(listed.split(' ').filter(Boolean)), [listed]);
}
