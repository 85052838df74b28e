import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { readCookie, readSession } from '../../shared/lib/session';
import { renderRoutes, waitForToaster } from '../../test/render';
import { apiError, testUser } from '../../test/account-fixtures';
import { MASKED_PHONE, resendCodeMock, verifyPhoneMock } from '../../test/sign-up-fixtures';

const wrongCode = () =>
  apiError(400, 'ERROR_201', 'Wrong verification code', { verifyCode: ['Wrong verification code'] });

const at = (verifyId: string, redirect?: string) => ({
  pathname: '/verify-phone',
  search: `?verifyId=${verifyId}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
  state: { verifyId, phone: MASKED_PHONE },
});

const codeBox = () => screen.findByRole('textbox', { name: /^(Verification code|Code de vérification)/ });

describe('phone verification page (/verify-phone)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows where the code went; the code box is numeric and one-time-code', async () => {
    renderRoutes({ route: at('v-1') });
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a code to/).textContent).toBe(`We sent a code to \u2066${MASKED_PHONE}\u2069`);
    const box = await codeBox();
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a wrong code shows the translated message under the code (French)', async () => {
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    i18n.addResourceBundle('fr', 'errors', frErrors);
    const { router } = renderRoutes({ route: at('v-1'), i18n, mocks: [verifyPhoneMock({ verifyId: 'v-1', verifyCode: '111111' }, wrongCode())] });
    const user = userEvent.setup();
    await user.type(await codeBox(), '111111');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code de vérification incorrect')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-phone');
    expect(readSession()).toBeNull();
  });

  it('asks for 6 digits before calling the api', async () => {
    renderRoutes({ route: at('v-1') });
    const user = userEvent.setup();
    await user.type(await codeBox(), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
  });

  it('a right code (pasted, in Arabic-Indic digits) signs in: cookies set, then the redirect', async () => {
    const user = testUser({ firstname: 'Nora', phone: '14165550199' });
    const { router } = renderRoutes({
      route: at('v-1', '/orders/42'),
      mocks: [verifyPhoneMock({ verifyId: 'v-1', verifyCode: '123456' }, { token: 'tok-verified', user })],
    });
    const typist = userEvent.setup();
    await typist.click(await codeBox());
    await typist.paste('Your code: ١٢٣٤٥٦');
    expect(await codeBox()).toHaveAttribute('value', '123456');
    await typist.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/42'));
    expect(readSession()).not.toBeNull();
    expect(JSON.parse(readCookie('user')!).firstname).toBe('Nora');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('resend waits 30 s, then replaces the verifyId and waits again; the new id is the one verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderRoutes({
      route: at('v-1'),
      mocks: [resendCodeMock({ verifyId: 'v-1' }, { verifyId: 'v-2' }), verifyPhoneMock({ verifyId: 'v-2', verifyCode: '654321' }, {})],
    });
    await waitForToaster();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const resend = await screen.findByRole('button', { name: /^Resend code in \d+ s$/ });
    expect(resend).toHaveAttribute('disabled');
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: /^Resend code in 1[45] s$/ })).toHaveAttribute('disabled');
    act(() => vi.advanceTimersByTime(16_000));
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).not.toHaveAttribute('disabled');

    await user.click(ready);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('verifyId')).toBe('v-2'));
    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in (30|29) s$/ })).toHaveAttribute('disabled');
    expect(router.state.location.state).toEqual({ verifyId: 'v-2', phone: MASKED_PHONE });

    await user.type(await codeBox(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSession()).not.toBeNull();
  });

  it("too many codes: the toast says how long, and the button waits the api's retry_after", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes({
      route: at('v-1'),
      mocks: [resendCodeMock({ verifyId: 'v-1' }, apiError(400, 'ERROR_429', 'Too many attempts. Please wait 120 seconds.', { retry_after: ['120'] }))],
    });
    await waitForToaster();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('button', { name: /^Resend code in/ });
    act(() => vi.advanceTimersByTime(31_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many attempts. Please wait 120 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in (120|119) s$/ })).toHaveAttribute('disabled');
  });

  it('without a verifyId it points to the sign-up', async () => {
    renderRoutes({ route: '/verify-phone' });
    expect(await screen.findByText(/There is no code to verify here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
