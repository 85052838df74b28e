import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createRootStore } from '../shared/lib/storage';
import { cartLine } from '../test/cart-fixtures';
import { renderRoutes, setViewportWidth } from '../test/render';
import { signInForTest } from '../test/account-fixtures';
import { GUARDED_PATHS } from './routes';

const concrete = (path: string) => '/' + path.replace(':id', '42').replace('*', 'abc');

describe('routes', () => {
  it('home renders the menu inside the shell', async () => {
    setViewportWidth(1280);
    renderRoutes({ route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument(); // the desktop header's chunk
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument(); // footer (its own chunk)
  });

  it('/reservations shows the reservations page inside the shell to a signed-in user, with the Back header', async () => {
    setViewportWidth(1280);
    signInForTest();
    renderRoutes({ route: '/reservations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My reservations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('/wallet shows the wallet page inside the shell to a signed-in user, with the Back header to home', async () => {
    setViewportWidth(1280);
    signInForTest();
    const { router } = renderRoutes({ route: '/wallet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your balance' })).toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Back' })).click();
    await screen.findByRole('button', { name: /account menu$/i });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([...GUARDED_PATHS, 'update-password'])('/%s sends a guest to /login, remembering the page', async (path) => {
    const { router } = renderRoutes({ route: concrete(path) + '?x=1' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(concrete(path) + '?x=1');
  });

  it('/liked renders the favourites page', async () => {
    renderRoutes({ route: '/liked' });
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
  });

  it('an unknown path shows the 404 page', async () => {
    renderRoutes({ route: '/nope/nothing' });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });

  it('shows the Back header on back-button paths and the full header elsewhere', async () => {
    setViewportWidth(1280);
    signInForTest();
    renderRoutes({ route: '/orders/42' });
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu$/i })).not.toBeInTheDocument();
  });

  it('group/order hides the branch selector and the bars', async () => {
    setViewportWidth(1280);
    signInForTest();
    const { unmount } = renderRoutes({ route: '/' });
    expect(screen.getByRole('button', { name: /Change branch/ })).toBeInTheDocument();
    expect(screen.getByTestId('footer-bar')).toBeInTheDocument();
    unmount();
    renderRoutes({ route: '/group/order/abc' });
    await screen.findByText('You cannot join. Invalid group order');
    expect(screen.queryByRole('button', { name: /Change branch/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer-bar')).not.toBeInTheDocument();
  });

  it('renders the mobile header and bottom bar below 1140px, and hides the bar on group/order', async () => {
    setViewportWidth(360);
    signInForTest();
    const { unmount } = renderRoutes({ route: '/' });
    expect(screen.getByRole('button', { name: 'Open search' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('mobile-bottom-bar')).toBeInTheDocument();
    unmount();
    renderRoutes({ route: '/group/order' }); // no group order named: not found
    await screen.findByText('This page does not exist.');
    expect(screen.queryByTestId('mobile-bottom-bar')).not.toBeInTheDocument();
  });

  it('leaves the cart bar out for a guest whose cart is empty, until the first dish', async () => {
    setViewportWidth(360);
    const store = createRootStore({ storage: null, target: null });
    renderRoutes({ route: '/', store });
    expect(screen.queryByTestId('mobile-bottom-bar')).not.toBeInTheDocument();
    act(() => store.setState({ cart: { shopId: 502, lines: [cartLine] } }));
    expect(await screen.findByTestId('mobile-bottom-bar')).toBeInTheDocument();
  });

  it('the Back button follows backTarget', async () => {
    setViewportWidth(1280);
    signInForTest();
    const { router } = renderRoutes({ route: '/orders/42' });
    (await screen.findByRole('button', { name: 'Back' })).click();
    await screen.findByRole('button', { name: /account menu$/i });
    expect(router.state.location.pathname).toBe('/orders');
  });
});
