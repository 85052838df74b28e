import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from '../../shared/lib/session';
import { renderRoutes, waitForToaster } from '../../test/render';
import { apiError, testUser } from '../../test/account-fixtures';
import { MASKED_PHONE, forgotPasswordMock, resetPasswordMock } from '../../test/sign-up-fixtures';

const reset = { verifyId: 'r-1', verifyCode: '246810', password: 'new-pass-1', password_confirmation: 'new-pass-1' };

async function sendCode(phone: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Reset password' });
  if (phone) await user.type(screen.getByRole('textbox', { name: /^Phone/ }), phone);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return user;
}

async function fillStep2(user: ReturnType<typeof userEvent.setup>, code: string, password: string, confirmation: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), code);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('password reset page (/reset-password)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('step 1 asks for the phone ("Phone number is required"), then texts a code: step 2 on the same page', async () => {
    const { router } = renderRoutes({ route: '/reset-password', mocks: [forgotPasswordMock({ phone: '14165550100' }, { verifyId: 'r-1' })] });
    const user = await sendCode('');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+1 416 555 0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('textbox', { name: /^Verification code/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(new URLSearchParams(router.state.location.search).get('verifyId')).toBe('r-1');
    expect(screen.getByText(/We sent a code to/).textContent).toContain(MASKED_PHONE);
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toHaveAttribute('disabled');
    // "Use another phone number" goes back to step 1
    await user.click(screen.getByRole('button', { name: 'Use another phone number' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('step 2 checks the code and that the passwords match before calling the api', async () => {
    renderRoutes({ route: '/reset-password?verifyId=r-1' });
    const user = userEvent.setup();
    await fillStep2(user, '246810', 'new-pass-1', 'new-pass-2');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('a wrong code is shown under the code field', async () => {
    renderRoutes({
      route: '/reset-password?verifyId=r-1',
      mocks: [resetPasswordMock(reset, apiError(400, 'ERROR_201', 'Wrong verification code', { verifyCode: ['Wrong verification code'] }))],
    });
    await fillStep2(userEvent.setup(), reset.verifyCode, reset.password, reset.password_confirmation);
    expect(await screen.findByText('Wrong verification code')).toBeInTheDocument();
  });

  it('success signs in, says "password changed" and goes home', async () => {
    const { router } = renderRoutes({
      route: '/reset-password?verifyId=r-1',
      mocks: [resetPasswordMock(reset, { token: 'tok-reset', user: testUser({ firstname: 'Dana' }) })],
    });
    await waitForToaster();
    await fillStep2(userEvent.setup(), reset.verifyCode, reset.password, reset.password_confirmation);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSession()).not.toBeNull();
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });

  it('the login page links here', async () => {
    renderRoutes({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });
});
