import { useCallback } from 'react';
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
