import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { holdAnswers, renderRoutes, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { MASKED_PHONE, registerMock } from '../../test/sign-up-fixtures';
import { referralPath } from '../referrals';
import { codeDigits, phoneDigits, toRegisterInput, withReferral, type RegisterField } from './lib/sign-up';

const form = {
  firstname: 'Nora',
  lastname: 'New',
  email: 'nora@storefront.test',
  phone: '+1 (416) 555-0199',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
};
const input = {
  firstname: 'Nora',
  lastname: 'New',
  email: 'nora@storefront.test',
  phone: '14165550199',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
};

const labels: Record<RegisterField, RegExp> = {
  firstname: /^First name/,
  lastname: /^Last name/,
  email: /^E-mail/,
  phone: /^Phone/,
  password: /^Password/,
  password_confirmation: /^Confirm password/,
  referral: /^Referral code/,
};
const frLabels: Record<RegisterField, RegExp> = {
  firstname: /^Prénom/,
  lastname: /^Nom/,
  email: /^E-mail/,
  phone: /^Téléphone/,
  password: /^Mot de passe/,
  password_confirmation: /^Confirmer le mot de passe/,
  referral: /^Code de parrainage/,
};

async function fill(values: Partial<typeof form>, labelOf = labels) {
  const user = userEvent.setup();
  await screen.findByLabelText(labelOf.firstname);
  for (const [field, value] of Object.entries(values) as [keyof typeof form, string][]) {
    if (value) await user.type(screen.getByLabelText(labelOf[field]), value);
  }
  return user;
}

function frenchI18n() {
  const i18n = createI18n('fr', { backend: false });
  i18n.addResourceBundle('fr', 'translation', frTranslation);
  i18n.addResourceBundle('fr', 'errors', frErrors);
  return i18n;
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

  it('checks the form on the client: Required, phone, 6 characters, match', async () => {
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
    expect(messageOf(labels.password)).toBe('Password should contain at least 8 characters');
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
          }, { email: { code: 'taken' }, phone: { code: 'taken' } }),
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
    const answers = holdAnswers('Register');
    const { router } = renderRoutes({ route: '/register?redirect=%2Forders%2F42', mocks: [registerMock(input, { verifyId: 'v-1' })], onRequest: answers.onRequest });
    const user = await fill(form);
    await submit(user);
    const busy = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(router.state.location.pathname).toBe('/register');
    answers.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('verifyId')).toBe('v-1');
    expect(params.get('redirect')).toBe('/orders/42');
    expect(router.state.location.state).toEqual({ verifyId: 'v-1', phone: MASKED_PHONE });
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a code to/).textContent).toContain(MASKED_PHONE);
  });

  it("fills the friend's code from their shared link, sends it trimmed and keeps it through /verify-phone and back", async () => {
    const { router } = renderRoutes({ route: referralPath('FRIEND42'), mocks: [registerMock({ ...input, referral: 'FRIEND42' }, { verifyId: 'v-1' })] });
    const user = await fill(form);
    const code = screen.getByLabelText<HTMLInputElement>(labels.referral);
    expect(code.value).toBe('FRIEND42');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?referral=FRIEND42');
    await user.type(code, '  ');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));
    expect(new URLSearchParams(router.state.location.search).get('referral')).toBe('FRIEND42');
    await user.click(await screen.findByRole('link', { name: 'Use another phone number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?referral=FRIEND42');
    expect((await screen.findByLabelText<HTMLInputElement>(labels.referral)).value).toBe('FRIEND42');
  });

  it('leaves a blank referral code out of the sign-up', async () => {
    const { router } = renderRoutes({ route: '/register', mocks: [registerMock(input, { verifyId: 'v-1' })] });
    const user = await fill(form);
    await user.type(screen.getByLabelText(labels.referral), '   ');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-phone'));
    expect(router.state.location.search).toBe('?verifyId=v-1');
  });

  it("shows the api's refusal of the code under its field, translated by its code (French)", async () => {
    const invalid = 'This referral code is invalid.';
    const { router } = renderRoutes({
      route: referralPath('NOPE'),
      i18n: frenchI18n(),
      mocks: [registerMock({ ...input, referral: 'NOPE' }, apiError(400, 'ERROR_472', invalid, { referral: [invalid] }))],
    });
    const user = await fill(form, frLabels);
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(messageOf(frLabels.referral)).toBe('Ce code de parrainage n’est pas valide.'));
    expect(messageOf(frLabels.phone)).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
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
    expect(toRegisterInput({ ...form, lastname: ' ', email: '', referral: '' })).toEqual({
      firstname: 'Nora',
      phone: '14165550199',
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
    });
    expect(toRegisterInput({ ...form, referral: ' \t' })).not.toHaveProperty('referral');
    expect(toRegisterInput({ ...form, referral: ' ab12CD34 ' }).referral).toBe('ab12CD34');
  });

  it('carries the referral code in a path, encoded, and none when blank', () => {
    expect(withReferral('/register', ' FRIEND 42 ')).toBe('/register?referral=FRIEND%2042');
    expect(withReferral('/login?redirect=%2Forders', 'X')).toBe('/login?redirect=%2Forders&referral=X');
    expect(withReferral('/register', '  ')).toBe('/register');
    expect(withReferral('/register', null)).toBe('/register');
    expect(referralPath('A&B')).toBe(withReferral('/register', 'A&B'));
  });
});
