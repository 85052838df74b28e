import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie, readSession } from '../../shared/lib/session';
import { renderRoutes } from '../../test/render';
import { apiError, loginMock, signInForTest, testUser, updateProfileMock } from '../../test/account-fixtures';
import { afterSignInPath } from './lib/sign-up';

const nameless = testUser({ firstname: null, lastname: null, email: null, phone: '14165550123' });
const phoneLogin = { phone: '14165550123', password: 'secret-pass-1' };

describe('account details page (/update-details)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an account without a first name goes there after signing in, then on to the redirect', async () => {
    const named = { ...nameless, firstname: 'Sam', lastname: 'Phone' };
    const { router } = renderRoutes({
      route: '/login?redirect=%2Forders%2F42',
      mocks: [loginMock(phoneLogin, { token: 'tok-1', user: nameless }), updateProfileMock({ firstname: 'Sam', lastname: 'Phone' }, named)],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /E-mail or phone/ }), '+1 416 555 0123');
    await user.type(screen.getByLabelText(/^Password/), phoneLogin.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/update-details?redirect=%2Forders%2F42');
    expect(readSession()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/42'));
    expect(JSON.parse(readCookie('user')!).firstname).toBe('Sam');
  });

  it("shows the api's field errors under the fields", async () => {
    signInForTest({ firstname: null, lastname: null, email: null });
    renderRoutes({
      route: '/update-details',
      mocks: [
        updateProfileMock(
          { firstname: 'S', email: 'taken@storefront.test' },
          apiError(400, 'ERROR_400', 'The firstname must be between 2 and 100 characters.', {
            firstname: ['The firstname must be between 2 and 100 characters.'],
          }, { firstname: { code: 'length_between', min: 2, max: 100 } }),
        ),
      ],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'S');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'taken@storefront.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Must be between 2 and 100 characters.')).toBeInTheDocument();
  });

  it('is for signed-in users only', async () => {
    const { router } = renderRoutes({ route: '/update-details' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.search).toBe('?redirect=%2Fupdate-details');
  });

  it('a named account goes straight to the target', () => {
    expect(afterSignInPath(testUser(), '/liked')).toBe('/liked');
    expect(afterSignInPath(nameless, '/')).toBe('/update-details');
    expect(afterSignInPath(testUser({ firstname: '  ' }), '/liked')).toBe('/update-details?redirect=%2Fliked');
  });
});
