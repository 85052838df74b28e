import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { testStore } from '../../../test/render';
import { RootStoreProvider, useRootStore } from './store-context';

function Favourites() {
  const favourites = useRootStore((state) => state.favourites);
  return <p>{favourites.length ? `${favourites.length} kept` : 'None kept yet'}</p>;
}

describe('useRootStore while a server-rendered page hydrates', () => {
  it("reads the state the server rendered with, then this device's own: a lazy page hydrating after the device's favourites are back matches its markup", async () => {
    const store = testStore();
    const served = store.getState();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RootStoreProvider store={store}><Favourites /></RootStoreProvider>);
    expect(container.textContent).toBe('None kept yet');

    // The shell has hydrated and put the device's favourites back; this part hydrates only now.
    store.setState({ favourites: ['p-1'] });
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(
      container,
      <RootStoreProvider store={store} served={served}><Favourites /></RootStoreProvider>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ));
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('1 kept');
    act(() => root.unmount());
  });
});
