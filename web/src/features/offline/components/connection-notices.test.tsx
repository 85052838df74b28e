import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Workbox } from 'workbox-window';
import { setOnline } from '../../../test/connection';
import { renderWithApp } from '../../../test/render';
import { registerWorker } from '../lib/register-worker';
import { ConnectionNotices } from './connection-notices';


/** workbox-window's Workbox as the page sees it: events the worker's lifecycle fires. */
function fakeWorkbox() {
  type Listener = (event: { isUpdate?: boolean }) => void;
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(async () => true),
  };
  const fire = (type: string, event: { isUpdate?: boolean } = {}) => act(() => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  });
  return { workbox, fire };
}

describe('the shell\'s connection notices', () => {
  afterEach(() => setOnline(true));

  it('say nothing while online on the current version', () => {
    renderWithApp(<ConnectionNotices />);
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
  });

  it('say the storefront is offline and shows what was last seen, until the browser is back online', async () => {
    renderWithApp(<ConnectionNotices />);
    setOnline(false);
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    expect(screen.getByText(/shows the menu and pages as you last saw them/)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();
  });

  it('announce a new version once it waits, and let it take over only when the customer says Reload, then reload', async () => {
    const user = userEvent.setup();
    const { workbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    renderWithApp(<ConnectionNotices />);
    await registerWorker(workbox as unknown as Workbox, reload);
    expect(workbox.register).toHaveBeenCalled();
    fire('controlling', { isUpdate: false }); // the first version taking the page over: nothing to reload
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();

    fire('waiting');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(screen.getByText('A new version is ready.')).toBeInTheDocument();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the worker\'s registration', () => {
  it('hands the worker, when it first takes the page over, the catalogue pictures the page showed before it', async () => {
    const { origin } = window.location;
    const shown = [`${origin}/storage/images/products/pizza.webp`, `${origin}/assets/index-abc.js`, `${origin}/storage/images/avatars/me.png`, 'https://tile.openstreetmap.org/1/1/1.png'];
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(shown.map((name) => ({ name })) as PerformanceEntryList);
    const { workbox, fire } = fakeWorkbox();
    await registerWorker(workbox as unknown as Workbox, vi.fn());
    expect(workbox.messageSW).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: false });
    expect(workbox.messageSW).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: [`${origin}/storage/images/products/pizza.webp`] } });
    fire('controlling', { isUpdate: true });
    expect(workbox.messageSW).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
