import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { MASKED_PHONE, registerMock } from '../../test/sign-up-fixtures';
import { codeDigits, phoneDigits, toRegisterInput } from './lib/sign-up';

const form = {
  firstname: 'Nora',
  lastname: 'New',
  email: 'nora@storefront.test',
  phone: '+1 (416) 555-0199',
  password: 'secret-1',
  password_confirmation: 'secret-1',
};
const input = {
  firstname: 'Nora',
  lastname: 'New',
  email: 'nora@storefront.test',
  phone: '14165550199',
  password: 'secret-1',
  password_confirmation: 'secret-1',
};

const labels: Record<keyof typeof form, RegExp> = {
  firstname: /^First name/,
  lastname: /^Last name/,
  email: /^E-mail/,
  phone: /^Phone/,
  password: /^Password/,
  password_confirmation: /^Confirm password/,
};

async function fill(values: Partial<typeof form>) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign up' });
  for (const [field, value] of Object.entries(values) as [keyof typeof form, string][]) {
    if (value) await user.type(screen.getByLabelText(labels[field]), value);
  }
  return user;
}

/** The validation message rendered for the field labelled `label`. */
function messageOf(label: RegExp): string | null {
  const control = screen.getByLabelText(label);
  const field = control.closest('.fui-Field') as HTMLElement;
  return within(field).queryByRole('alert')?.textContent ?? field.querySelector('.fui-Field__validationMessage')?.textContent ?? null;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('sign-up page (/register)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is an auth page without the shell, linking to /login with the redirect', async () => {
    renderRoutes({ route: '/register?redirect=%2Forders' });
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Forders');
  });

  it('checks the form on the client (spec §5): Required, phone, 6 characters, match', async () => {
    const { router } = renderRoutes({ route: '/register' });
    const user = await fill({});
    await submit(user);
    expect(messageOf(labels.firstname)).toBe('Required');
    expect(messageOf(labels.lastname)).toBeNull();
    expect(messageOf(labels.email)).toBeNull();
    expect(messageOf(labels.phone)).toBe('Phone number is required');
    expect(messageOf(labels.password)).toBe('Required');
    expect(messageOf(labels.password_confirmation)).toBe('Required');

    await user.type(screen.getByLabelText(labels.firstname), 'Nora');
    await user.type(screen.getByLabelText(labels.phone), '+1 416 555 0199');
    await user.type(screen.getByLabelText(labels.password), '12345');
    await user.type(screen.getByLabelText(labels.password_confirmation), '123456');
    await submit(user);
    expect(messageOf(labels.firstname)).toBeNull();
    expect(messageOf(labels.phone)).toBeNull();
    expect(messageOf(labels.password)).toBe('Password should contain at least 6 characters');
    expect(messageOf(labels.password_confirmation)).toBe("Passwords don't match");
    expect(router.state.location.pathname).toBe('/register');
  });

  it("shows the api's field errors under their fields, translated", async () => {
    renderRoutes({
      route: '/register',
      mocks: [
        registerMock(
          input,
          apiError(400, 'ERROR_400', 'The email has already been taken.', {
            email: ['The email has already been taken.'],
            phone: ['The phone has already been taken.'],
          }),
        ),
      ],
    });
    const user = await fill(form);
    await submit(user);
    await waitFor(() => expect(messageOf(labels.email)).toBe('The email has already been taken.'));
    expect(messageOf(labels.phone)).toBe('The phone has already been taken.');
    expect(messageOf(labels.firstname)).toBeNull();
  });

  it('shows other errors as a toast (too many codes, with the wait)', async () => {
    const { router } = renderRoutes({
      route: '/register',
      mocks: [registerMock(input, apiError(400, 'ERROR_429', 'Too many attempts. Please wait 30 seconds.', { retry_after: ['30'] }))],
    });
    await waitForToaster();
    const user = await fill(form);
    await submit(user);
    expect(await screen.findByText('Too many attempts. Please wait 30 seconds.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('goes on to /verify-phone with the verifyId (URL and state) and the redirect; the spinner shows meanwhile', async () => {
    const { router } = renderRoutes({ route: '/register?redirect=%2Forders%2F42', mocks: [registerMock(input, { verifyId: 'v-1' }, 300)] });
    const user = await fill(form);
    await submit(user);
    const busy = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('verifyId')).toBe('v-1');
    expect(params.get('redirect')).toBe('/orders/42');
    expect(router.state.location.state).toEqual({ verifyId: 'v-1', phone: MASKED_PHONE });
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a code to/).textContent).toContain(MASKED_PHONE);
  });

  it('sends the signed-in user on', async () => {
    signInForTest();
    const { router } = renderRoutes({ route: '/register?redirect=%2Fliked' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/liked'));
  });

  it('normalises phones and codes, Arabic-Indic digits and pasted messages included', () => {
    expect(phoneDigits('+١ (٤١٦) ٥٥٥-٠١٩٩')).toBe('14165550199');
    expect(codeDigits('١٢٣٤٥٦')).toBe('123456');
    expect(codeDigits('Your Storefront code is 654321. It expires in 10 minutes.')).toBe('654321');
    expect(codeDigits('12 34 56 78')).toBe('123456');
    expect(toRegisterInput({ ...form, lastname: ' ', email: '' })).toEqual({
      firstname: 'Nora',
      phone: '14165550199',
      password: 'secret-1',
      password_confirmation: 'secret-1',
    });
  });
});
