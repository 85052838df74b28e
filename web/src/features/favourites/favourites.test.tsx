import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStorage } from '../../test/memory-storage';
import { renderWithApp } from '../../test/render';
import { createRootStore } from '../../shared/lib/storage';
import { FavouriteButton, LikedPage } from './index';

describe('favourites', () => {
  it('toggles with aria-pressed and persists the uuid', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const store = createRootStore({ storage, target: null });
    renderWithApp(<FavouriteButton uuid="p-1" />, { store });
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    store.flush();
    expect(createRootStore({ storage, target: null }).getState().favourites).toEqual(['p-1']);
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(store.getState().favourites).toEqual([]);
  });

  it('re-renders a heart only when its own product goes in or out of the favourites', () => {
    const store = createRootStore({ storage: memoryStorage(), target: null });
    let renders = 0;
    renderWithApp(<Profiler id="heart" onRender={() => renders++}><FavouriteButton uuid="p-1" /></Profiler>, { store });
    const first = renders;
    act(() => store.setState({ favourites: [] })); // an equal list, as after hydration
    act(() => store.setState({ favourites: ['p-2'] })); // another dish
    expect(renders).toBe(first);
    act(() => store.setState({ favourites: ['p-1', 'p-2'] }));
    expect(renders).toBe(first + 1);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('liked page shows the empty state, then hands the uuids to the render seam', () => {
    const store = createRootStore({ storage: memoryStorage(), target: null });
    const { unmount } = renderWithApp(<LikedPage renderProducts={(uuids) => <p>{uuids.join(',')}</p>} />, { store });
    expect(screen.getByText('You have no favourite products yet.')).toBeInTheDocument();
    unmount();
    store.setState({ favourites: ['b', 'a'] });
    renderWithApp(<LikedPage renderProducts={(uuids) => <p>{uuids.join(',')}</p>} />, { store });
    expect(screen.getByText('b,a')).toBeInTheDocument();
  });
});
