import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createRootStore, type RootState, type RootStore } from './root-store';

let appStore: RootStore | null = null;
/** The one store of the running app (created on first use). */
export function getAppStore(): RootStore {
  appStore ??= createRootStore();
  return appStore;
}

const RootStoreContext = createContext<RootStore | null>(null);

/** Tests pass their own store; the app uses the singleton. */
export function RootStoreProvider({ store, children }: { store?: RootStore; children: ReactNode }) {
  return <RootStoreContext.Provider value={store ?? getAppStore()}>{children}</RootStoreContext.Provider>;
}

export function useRootStoreApi(): RootStore {
  return useContext(RootStoreContext) ?? getAppStore();
}

/** Subscribes to one slice; the selector must return a value already in the state (no new objects). */
export function useRootStore<T>(selector: (state: RootState) => T): T {
  const store = useRootStoreApi();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(store.getState()));
}
