import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { readCookie, readSession } from '../../shared/lib/session';
import { renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import {
  apiError,
  profileMock,
  signInForTest,
  testUser,
  updatePasswordMock,
  updateProfileMock,
} from '../../test/account-fixtures';
import { toProfileInput, profileFormValues } from './lib/profile-form';

const base = toProfileInput(profileFormValues(testUser()));

/** The details form's own current-password field (the password form below has one too). */
const detailsProof = () => within(screen.getByRole('form', { name: 'Personal details' })).queryByLabelText(/^Current password/);

async function openProfile(mocks: MockedResponse[] = []) {
  signInForTest();
  const result = renderRoutes({ route: '/profile', mocks: [profileMock(), ...mocks] });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByRole('form', { name: 'Personal details' });
  await waitForToaster();
  return result;
}

describe('/profile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the details, the avatar, and the language and currency pickers', async () => {
    setViewportWidth(360);
    await openProfile();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Dana');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveProperty('value', 'Demo');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveProperty('value', 'demo@storefront.test');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '14165550100');
    expect(screen.getByLabelText('Date of birth')).toHaveProperty('value', '1990-04-12');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveProperty('value', 'female');
    expect(screen.getByRole('img', { name: 'Dana' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument(); // the back header
  });

  it('shows the details form once the api has answered the profile, never the session\'s copy without e-mail and phone', async () => {
    signInForTest();
    renderRoutes({ route: '/profile', mocks: [{ ...profileMock(), delay: Infinity }] });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByText('Dana Demo')).toBeInTheDocument(); // the session's name, above
    expect(screen.queryByRole('form', { name: 'Personal details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields, translated", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const input = { ...base, email: 'taken@storefront.test', phone: 'abc', old_password: 'demo-pass-1' };
    await openProfile([
      updateProfileMock(
        input,
        apiError(400, 'ERROR_400', 'Bad request.', {
          email: ['The email has already been taken.'],
          phone: ['The phone must be a number.'],
        }, { email: { code: 'taken' }, phone: { code: 'format', format: 'phone' } }),
      ),
    ]);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'taken@storefront.test');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.type(detailsProof()!, 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The phone must be a number.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('aria-invalid', 'true');
    // the field message is tied to its input
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The email has already been taken.');
    // and no toast repeats it
    expect(screen.queryByText('Error occured. Please, try again later')).not.toBeInTheDocument();
  });

  it('translates field errors (French)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    i18n.addResourceBundle('fr', 'errors', frErrors);
    signInForTest();
    const user = userEvent.setup();
    renderRoutes({
      route: '/profile',
      i18n,
      mocks: [profileMock(), updateProfileMock(base, apiError(400, 'ERROR_400', 'Bad request.', { email: ['The email has already been taken.'] }, { email: { code: 'taken' } }))],
    });
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(frErrors.taken_email)).toBeInTheDocument();
  });

  it('asks for a first name before calling the api, then saves and updates the stored user', async () => {
    const user = userEvent.setup();
    const saved = testUser({ firstname: 'Danielle' });
    await openProfile([updateProfileMock({ ...base, firstname: 'Danielle' }, saved)]);
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(first, 'Danielle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(JSON.parse(readCookie('user')!).firstname).toBe('Danielle');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('asks for the current password once the e-mail or phone is changed, sends it, and says where the new address\'s link went', async () => {
    const user = userEvent.setup();
    const saved = testUser({ pending_email: 'dana@storefront.test' });
    await openProfile([updateProfileMock({ ...base, email: 'dana@storefront.test', old_password: 'demo-pass-1' }, saved)]);
    expect(detailsProof()).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'dana@storefront.test');
    expect(screen.getByText('To change your e-mail or phone, enter your current password.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(detailsProof()!, 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('We sent a link to dana@storefront.test. Open it here, signed in, to make it your address.')).toBeInTheDocument();
    // The address is the account's only once proven: the saved one stays, the new one waits; the
    // session's cookie, which a script may read, holds neither.
    expect(JSON.parse(readCookie('user')!)).not.toHaveProperty('email');
    expect(JSON.parse(readCookie('user')!)).not.toHaveProperty('pending_email');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveProperty('value', 'demo@storefront.test');
    expect(within(screen.getByTestId('email-verification')).getByText('dana@storefront.test')).toBeInTheDocument();
    await waitFor(() => expect(detailsProof()).not.toBeInTheDocument());
  });

  it('tells an account without a password to sign in again when its sign-in is too old to change the e-mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    signInForTest({ empty_p: true });
    renderRoutes({
      route: '/profile',
      mocks: [profileMock(testUser({ empty_p: true })),
        updateProfileMock({ ...base, email: 'dana@storefront.test' }, apiError(403, 'ERROR_103', 'Sign in again to change this.'))],
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitForToaster();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'dana@storefront.test');
    expect(detailsProof()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('For your security, sign in again to change this.')).toBeInTheDocument();
  });

  it("changes the password: the current one, 8 characters, \"Passwords don't match\" before any call, then a success toast", async () => {
    const user = userEvent.setup();
    await openProfile([updatePasswordMock({ old_password: 'demo-pass-1', password: 'new-pass-1', password_confirmation: 'new-pass-1' }, testUser())]);
    const current = screen.getByLabelText(/^Current password/);
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm password/);
    await user.type(password, '1234567');
    await user.type(confirmation, '1234567');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Password should contain at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument(); // the current password
    await user.type(current, 'demo-pass-1');
    await user.clear(password);
    await user.type(password, 'new-pass-1');
    await user.clear(confirmation);
    await user.type(confirmation, 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveProperty('value', ''));
    // The change ended every session: the browser goes on with the new one.
    expect(readSession()).not.toBeNull();
  });
});

describe('/update-password', () => {
  it('shows the api\'s refusal of a wrong current password on its field', async () => {
    signInForTest();
    const user = userEvent.setup();
    renderRoutes({
      route: '/update-password',
      mocks: [updatePasswordMock({ old_password: 'not-it-at-all', password: 'new-pass-1', password_confirmation: 'new-pass-1' },
        apiError(400, 'ERROR_400', 'Bad request.', { old_password: ['The current password is incorrect.'] }, { old_password: { code: 'wrong_password' } }))],
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'not-it-at-all');
    await user.type(screen.getByLabelText(/^New password/), 'new-pass-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
  });

  it('sets a first password on an account without one (a firebase sign-in), toasts and goes home', async () => {
    signInForTest({ empty_p: true });
    const user = userEvent.setup();
    const { router } = renderRoutes({
      route: '/update-password',
      mocks: [updatePasswordMock({ password: 'new-pass-1', password_confirmation: 'new-pass-1' }, testUser({ empty_p: true }))],
    });
    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitForToaster();
    await user.type(screen.getByLabelText(/^New password/), 'new-pass-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
