import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { readCookie, readSession } from '../../shared/lib/session';
import { holdAnswers, renderRoutes, waitForToaster } from '../../test/render';
import { apiError, loginMock, testUser } from '../../test/account-fixtures';
import { toLoginInput } from './lib/login-input';

const demo = { email: 'demo@storefront.test', password: 'demo-pass-1' };

async function fill(identifier: string, password: string) {
  const user = userEvent.setup();
  const login = await screen.findByRole('textbox', { name: /E-mail or phone|E-mail ou téléphone/ });
  if (identifier) await user.type(login, identifier);
  if (password) await user.type(screen.getByLabelText(/^(Password|Mot de passe)/), password);
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>, name: RegExp | string = 'Login') =>
  user.click(screen.getByRole('button', { name }));

describe('login page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is an auth page without the shell, with links to register and reset-password', async () => {
    renderRoutes({ route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('shows Required for empty fields; a short password is the api\'s to judge (sign-in has no length rule)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const short = { email: demo.email, password: '12345' };
    const { router } = renderRoutes({ route: '/login', mocks: [loginMock(short, apiError(400, 'ERROR_102', 'Login or password is invalid'))] });
    await waitForToaster();
    const user = await fill('', '');
    await submit(user);
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /E-mail or phone/ }), short.email);
    await user.type(screen.getByLabelText(/^Password/), short.password);
    await submit(user);
    expect(await screen.findByText('Login or password is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a spinner replaces the label while signing in; success stores the session and returns to ?redirect', async () => {
    const answers = holdAnswers('Login');
    const { router } = renderRoutes({
      route: '/login?redirect=%2Freservations',
      mocks: [loginMock(demo, { token: 'tok-1', user: testUser({ firstname: 'Dana' }) })],
      onRequest: answers.onRequest,
    });
    const user = await fill(demo.email, demo.password);
    await submit(user);
    const busy = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toHaveAttribute('disabled');
    expect(busy.textContent).not.toContain('Login');
    expect(busy.querySelector('[role="progressbar"]')).not.toBeNull();
    answers.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations'));
    // the web server keeps the token (HttpOnly), told by the call's session marker; the page keeps the user
    expect(answers.contexts.Login).toMatchObject({ session: 'start' });
    expect(JSON.parse(readCookie('user')!).firstname).toBe('Dana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservations' })).toBeInTheDocument();
  });

  it('goes home without a redirect, and sends a phone number as digits only', async () => {
    const input = { phone: '14165550100', password: demo.password };
    expect(toLoginInput('+1 (416) 555-0100', demo.password)).toEqual(input);
    expect(toLoginInput('+١ ٤١٦ ٥٥٥ ٠١٠٠', demo.password)).toEqual(input); // Arabic-Indic digits
    expect(toLoginInput(' Demo@Storefront.test ', 'x')).toEqual({ email: 'Demo@Storefront.test', password: 'x' });
    const { router } = renderRoutes({ route: '/login', mocks: [loginMock(input, {})] });
    const user = await fill('+1 (416) 555-0100', demo.password);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSession()).not.toBeNull();
  });

  it('shows server errors as translated toasts: invalid credentials, too many attempts with the wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes({
      route: '/login',
      mocks: [
        loginMock(demo, apiError(400, 'ERROR_102', 'Login or password is invalid')),
        loginMock(demo, apiError(400, 'ERROR_429', 'Too many attempts. Please wait 8 seconds.', { retry_after: ['8'] })),
      ],
    });
    await waitForToaster();
    const user = await fill(demo.email, demo.password);
    await submit(user);
    expect(await screen.findByText('Login or password is invalid')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Too many attempts. Please wait 8 seconds.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('translates by statusCode, not by the English message (French)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    i18n.addResourceBundle('fr', 'errors', frErrors);
    renderRoutes({
      route: '/login',
      i18n,
      mocks: [loginMock(demo, apiError(400, 'ERROR_429', 'Too many attempts. Please wait 3 seconds.', { retry_after: ['3'] }))],
    });
    await waitForToaster();
    const user = await fill(demo.email, demo.password);
    await submit(user, 'Se connecter');
    expect(await screen.findByText('Trop de tentatives. Veuillez patienter 3 secondes.')).toBeInTheDocument();
  });
});
