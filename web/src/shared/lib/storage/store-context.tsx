import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createRootStore, type RootState, type RootStore } from './root-store';

let appStore: RootStore | null = null;
/** The one store of the running app (created on first use). */
export function getAppStore(): RootStore {
  appStore ??= createRootStore();
  return appStore;
}

const RootStoreContext = createContext<RootStore | null>(null);
const ServedStateContext = createContext<RootState | null>(null);

/** Tests pass their own store; the app uses the singleton. `served`: the state a server-rendered
 * page was rendered with, which every part of it hydrates from (see useRootStore). */
export function RootStoreProvider({ store, served, children }: { store?: RootStore; served?: RootState; children: ReactNode }) {
  return (
    <RootStoreContext.Provider value={store ?? getAppStore()}>
      <ServedStateContext.Provider value={served ?? null}>{children}</ServedStateContext.Provider>
    </RootStoreContext.Provider>
  );
}

export function useRootStoreApi(): RootStore {
  return useContext(RootStoreContext) ?? getAppStore();
}

/** Subscribes to one slice; the selector must return a value already in the state (no new objects).
 * While a server-rendered part hydrates, it reads the state the server rendered with, then the
 * store's: a lazy page hydrates after the shell, by when this device's own state (favourites,
 * search history) is back in the store, and reading that would not match the server's markup. */
export function useRootStore<T>(selector: (state: RootState) => T): T {
  const store = useRootStoreApi();
  const served = useContext(ServedStateContext);
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(served ?? store.getState()));
}
