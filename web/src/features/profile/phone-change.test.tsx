import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { renderRoutes, waitForToaster } from '../../test/render';
import {
  apiError, profileMock, resendPhoneChangeCodeMock, signInForTest, testUser, updateProfileMock, verifyPhoneChangeMock,
} from '../../test/account-fixtures';
import { profileFormValues, toProfileInput } from './lib/profile-form';

const base = toProfileInput(profileFormValues(testUser()));
const NEW_PHONE = '14165550199';
const waiting = testUser({ pending_phone: NEW_PHONE });
const proven = testUser({ phone: NEW_PHONE, pending_phone: null, phone_verified_at: '2030-01-07 12:00:00Z' });

const pendingPanel = () => screen.getByTestId('phone-verification');

describe('/profile: a new phone number', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for confirmation after saving, the phone unchanged, until the code texted to it is entered', async () => {
    const user = userEvent.setup();
    signInForTest();
    renderRoutes({
      route: '/profile',
      mocks: [
        profileMock(),
        updateProfileMock({ ...base, phone: NEW_PHONE, old_password: 'demo-pass-1' }, waiting, { verifyId: 'code-1', phone: '*******0199' }),
        verifyPhoneChangeMock({ verifyId: 'code-1', verifyCode: '123456' }, proven),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitForToaster();
    expect(screen.queryByTestId('phone-verification')).not.toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, NEW_PHONE);
    await user.type(within(screen.getByRole('form', { name: 'Personal details' })).getByLabelText(/^Current password/), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('We texted a code to \u2066*******0199\u2069. Enter it here to make it your phone number.')).toBeInTheDocument();
    expect(within(pendingPanel()).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(pendingPanel()).getByText(`+${NEW_PHONE}`)).toBeInTheDocument();
    // Not the account's number until proven: the saved one stays.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '14165550100');
    // A code was just sent: a new one only after the wait.
    expect(within(pendingPanel()).getByRole('button', { name: /^Resend code in \d+ s$/ })).toHaveProperty('disabled', true);

    await user.click(within(pendingPanel()).getByRole('button', { name: 'Verify' }));
    expect(within(pendingPanel()).getByText('Required')).toBeInTheDocument();
    await user.type(within(pendingPanel()).getByRole('textbox', { name: /Verification code/ }), 'Your code is 123456');
    await user.click(within(pendingPanel()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`\u2066+${NEW_PHONE}\u2069 is now your phone number.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('phone-verification')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', NEW_PHONE);
  });

  it('after a reload sends a new code at once, and says why a code is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    signInForTest(waiting);
    renderRoutes({
      route: '/profile',
      mocks: [
        profileMock(waiting),
        resendPhoneChangeCodeMock({ verifyId: 'code-2', phone: '*******0199' }),
        verifyPhoneChangeMock({ verifyId: 'code-2', verifyCode: '000000' },
          apiError(400, 'ERROR_201', 'Wrong verification code', { verifyCode: ['Wrong verification code'] })),
        verifyPhoneChangeMock({ verifyId: 'code-2', verifyCode: '111111' },
          apiError(400, 'ERROR_400', 'Bad request.', { phone: ['The phone has already been taken.'] }, { phone: { code: 'taken' } })),
        verifyPhoneChangeMock({ verifyId: 'code-2', verifyCode: '222222' }, apiError(404, 'ERROR_404', 'Not found')),
      ],
    });
    await screen.findByText('Send a code to this number to confirm it. Until then your phone number stays as it was.');
    await waitForToaster();
    // No code known here: no field to type one, and nothing to wait for before asking.
    expect(within(pendingPanel()).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(pendingPanel()).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();

    const code = within(pendingPanel()).getByRole('textbox', { name: /Verification code/ });
    const attempt = async (digits: string) => {
      await user.clear(code);
      await user.type(code, digits);
      await user.click(within(pendingPanel()).getByRole('button', { name: 'Verify' }));
    };
    await attempt('000000');
    expect(await within(pendingPanel()).findByText('Wrong verification code')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await attempt('111111');
    expect(await within(pendingPanel()).findByText('The phone has already been taken.')).toBeInTheDocument();
    await attempt('222222');
    expect(await within(pendingPanel()).findByText('This code is no longer valid for this number. Please, send a new code.')).toBeInTheDocument();
    expect(pendingPanel()).toBeInTheDocument();
  });

  it('speaks the customer\'s language (French)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    i18n.addResourceBundle('fr', 'errors', frErrors);
    signInForTest(waiting);
    const user = userEvent.setup();
    renderRoutes({
      route: '/profile',
      i18n,
      mocks: [
        profileMock(waiting),
        resendPhoneChangeCodeMock({ verifyId: 'code-3', phone: '*******0199' }),
        verifyPhoneChangeMock({ verifyId: 'code-3', verifyCode: '000000' },
          apiError(400, 'ERROR_201', 'Wrong verification code', { verifyCode: ['Wrong verification code'] })),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    expect(within(pendingPanel()).getByText('En attente de confirmation')).toBeInTheDocument();
    await user.click(within(pendingPanel()).getByRole('button', { name: 'Renvoyer le code' }));
    await user.type(await within(pendingPanel()).findByRole('textbox', { name: /Code de vérification/ }), '000000');
    await user.click(within(pendingPanel()).getByRole('button', { name: 'Vérifier' }));
    expect(await within(pendingPanel()).findByText(frErrors.wrongCode)).toBeInTheDocument();
  });
});
