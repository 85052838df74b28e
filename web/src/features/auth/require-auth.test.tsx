import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setViewportWidth } from '../../test/render';
import { loginMock, profileMock } from '../../test/account-fixtures';

const demo = { email: 'demo@storefront.test', password: 'demo-pass-1' };

async function signInThroughTheForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /E-mail or phone/ }), demo.email);
  await user.type(screen.getByLabelText(/^Password/), demo.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('guarded routes: a guest signs in first', () => {
  it('a guest on /reservations signs in and comes back to /reservations', async () => {
    setViewportWidth(1280);
    const { router } = renderRoutes({ route: '/reservations', mocks: [loginMock(demo, {})] });
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Freservations');
    await signInThroughTheForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    // history: Back from the page does not land on the login form again
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a guest on /profile comes back to the profile after signing in', async () => {
    const { router } = renderRoutes({ route: '/profile', mocks: [loginMock(demo, {}), profileMock()] });
    await signInThroughTheForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it('the login page also honours the router state `from`', async () => {
    const { router } = renderRoutes({ route: { pathname: '/login', state: { from: '/liked' } }, mocks: [loginMock(demo, {})] });
    await signInThroughTheForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/liked'));
  });
});
