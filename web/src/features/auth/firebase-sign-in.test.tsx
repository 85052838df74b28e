import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from '../../shared/lib/session';
import { renderRoutes, waitForToaster } from '../../test/render';
import { apiError, testUser } from '../../test/account-fixtures';
import { firebaseCallbackMock } from '../../test/sign-up-fixtures';
import * as firebaseApp from '../../shared/lib/firebase';
import * as firebase from './lib/firebase';
import { firebaseErrorKey, isSignInCancelled } from './lib/firebase-errors';

// The boundary: lib/firebase.ts is the only module of sign-in that loads the firebase SDK; the
// build's settings say whether it is offered.
vi.mock('../../shared/lib/firebase', async (original) => ({ ...(await original()), isFirebaseConfigured: vi.fn(() => true) }));
vi.mock('./lib/firebase', () => ({
  preloadFirebase: vi.fn(),
  signInWithProvider: vi.fn(),
  sendPhoneCode: vi.fn(),
}));

const mocked = vi.mocked(firebase);
const configured = vi.mocked(firebaseApp.isFirebaseConfigured);
const firebaseError = (code: string) => Object.assign(new Error(code), { code });
const PROVIDER_BUTTONS = ['Continue with Google', 'Continue with Facebook', 'Continue with Apple'];

describe('firebase sign-in', () => {
  beforeEach(() => {
    configured.mockReturnValue(true);
  });
  afterEach(() => vi.clearAllMocks());

  it('shows no firebase buttons when firebase is not configured', async () => {
    configured.mockReturnValue(false);
    const { unmount } = renderRoutes({ route: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    for (const name of [...PROVIDER_BUTTONS, 'Sign in with phone code']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    unmount();
    renderRoutes({ route: '/register' });
    await screen.findByRole('heading', { name: 'Sign up' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(mocked.preloadFirebase).not.toHaveBeenCalled();
  });

  it('shows Google, Facebook, Apple on /login and /register, and the phone code on /login only', async () => {
    const { unmount } = renderRoutes({ route: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    for (const name of [...PROVIDER_BUTTONS, 'Sign in with phone code']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(mocked.preloadFirebase).toHaveBeenCalled();
    unmount();
    renderRoutes({ route: '/register' });
    await screen.findByRole('heading', { name: 'Sign up' });
    for (const name of PROVIDER_BUTTONS) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with phone code' })).not.toBeInTheDocument();
  });

  it.each([
    ['Google', 'google'],
    ['Facebook', 'facebook'],
    ['Apple', 'apple'],
  ])('%s: posts the ID token to the %s callback and signs in, then the redirect', async (label, provider) => {
    mocked.signInWithProvider.mockResolvedValue(`id-token-${provider}`);
    const { router } = renderRoutes({
      route: '/login?redirect=%2Fliked',
      mocks: [firebaseCallbackMock(provider, { id_token: `id-token-${provider}` }, { token: `tok-${provider}`, user: testUser() })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Continue with ${label}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/liked'));
    expect(mocked.signInWithProvider).toHaveBeenCalledWith(provider, 'en');
    expect(readSession()).not.toBeNull();
  });

  it('a new account without a name (from /register) goes to /update-details first', async () => {
    mocked.signInWithProvider.mockResolvedValue('id-token-google');
    const { router } = renderRoutes({
      route: '/register?redirect=%2Forders',
      mocks: [firebaseCallbackMock('google', { id_token: 'id-token-google' }, { user: testUser({ firstname: null }) })],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-details'));
    expect(router.state.location.search).toBe('?redirect=%2Forders');
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });

  it("on /register sends the friend's referral code (trimmed) with the sign-in", async () => {
    mocked.signInWithProvider.mockResolvedValue('id-token-google');
    const { router } = renderRoutes({
      route: '/register?referral=%20FRIEND42%20&redirect=%2Fliked',
      mocks: [firebaseCallbackMock('google', { id_token: 'id-token-google', referral: 'FRIEND42' }, { token: 'tok-ref', user: testUser() })],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/liked'));
    expect(readSession()).not.toBeNull();
  });

  it('shows the refusal of the referral code under its field, not as a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mocked.signInWithProvider.mockResolvedValue('id-token-apple');
    const own = 'You cannot use your own referral code.';
    const { router } = renderRoutes({
      route: '/register?referral=MINE1234',
      mocks: [firebaseCallbackMock('apple', { id_token: 'id-token-apple', referral: 'MINE1234' }, apiError(400, 'ERROR_473', own, { referral: [own] }))],
    });
    await waitForToaster();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    const field = screen.getByLabelText(/^Referral code/).closest('.fui-Field') as HTMLElement;
    expect(await within(field).findByText(own)).toBeInTheDocument();
    expect(screen.getAllByText(own)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/register');
    expect(readSession()).toBeNull();
  });

  it('a popup closed by the user shows nothing; other firebase errors are a translated toast', async () => {
    mocked.signInWithProvider.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    mocked.signInWithProvider.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    mocked.signInWithProvider.mockRejectedValueOnce(firebaseError('auth/internal-error'));
    const { router } = renderRoutes({ route: '/login' });
    await waitForToaster();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).not.toHaveAttribute('disabled'));

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('The sign-in window was blocked. Please, allow pop-ups and try again.')).toBeInTheDocument();
    // A toast for the closed popup would have come before this one.
    expect(screen.queryByText('Sign-in failed. Please, try again.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByText('Sign-in failed. Please, try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it("the api's refusal of the token is a translated toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mocked.signInWithProvider.mockResolvedValue('bad-token');
    renderRoutes({
      route: '/login',
      mocks: [firebaseCallbackMock('facebook', { id_token: 'bad-token' }, apiError(400, 'ERROR_107', 'Invalid firebase token', { id_token: ['Invalid firebase token'] }))],
    });
    await waitForToaster();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('The sign-in could not be verified. Please, try again.')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('phone code: phone → code sent (invisible reCAPTCHA container) → code → phone callback → signed in', async () => {
    const confirm = vi.fn().mockRejectedValueOnce(firebaseError('auth/invalid-verification-code')).mockResolvedValueOnce('id-token-phone');
    mocked.sendPhoneCode.mockResolvedValue({ confirm });
    const { router } = renderRoutes({
      route: '/login?redirect=%2Forders',
      mocks: [firebaseCallbackMock('phone', { id_token: 'id-token-phone' }, { token: 'tok-phone', user: testUser() })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with phone code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+1 (416) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('textbox', { name: /^Verification code/ });
    expect(mocked.sendPhoneCode).toHaveBeenCalledWith('+14165550100', expect.any(HTMLElement), 'en');
    expect(screen.getByText(/We sent a code to/).textContent).toContain('+14165550100');

    await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong verification code')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Verification code/ }));
    await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(confirm).toHaveBeenLastCalledWith('123456');
    expect(readSession()).not.toBeNull();
  });

  it('"Sign in with password" goes back to the password form', async () => {
    renderRoutes({ route: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with phone code' }));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('reads firebase error codes', () => {
    expect(isSignInCancelled(firebaseError('auth/popup-closed-by-user'))).toBe(true);
    expect(isSignInCancelled(firebaseError('auth/cancelled-popup-request'))).toBe(true);
    expect(isSignInCancelled(new Error('x'))).toBe(false);
    expect(firebaseErrorKey(firebaseError('auth/code-expired'))).toBe('codeExpired');
    expect(firebaseErrorKey(firebaseError('auth/too-many-requests'))).toBe('tryLater');
    expect(firebaseErrorKey('nope')).toBe('firebaseFailed');
  });
});
