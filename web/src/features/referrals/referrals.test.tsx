import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { SettingsDocument } from '../../graphql/generated';
import { MyReferralDocument, ReferralDocument } from '../../graphql/referrals.generated';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import { LOGIN_FOR_REFERRALS } from './components/guest-invitation';

const settingsMock = (referralActive: string): MockedResponse => ({
  request: { query: SettingsDocument },
  result: { data: { settings: [{ __typename: 'Setting', id: 1, key: 'referral_active', value: referralActive }] } },
});

const programme = {
  __typename: 'ReferralProgramme', id: 1, price_from: 5, price_to: 7.5, img: 'news/referral.svg', expired_at: null,
  translation: { __typename: 'ReferralTranslation', id: 1, locale: 'en', title: 'Give $7.50, get $5', description: 'Share your code.', faq: 'Your friend signs up with it.' },
};

const referralMock = (outcome: typeof programme | ReturnType<typeof apiError> = programme): MockedResponse => ({
  request: { query: ReferralDocument },
  result: outcome instanceof Error ? { errors: [outcome] } : { data: { referral: outcome } },
});

const myReferralMock: MockedResponse = {
  request: { query: MyReferralDocument },
  result: { data: { profile: { __typename: 'User', id: 5, my_referral: 'AVA12345', referral_count: 3, referral_earned: 15 } } },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/referrals', () => {
  it('says the programme is not running while referral_active is off, without asking for it', async () => {
    renderRoutes({ route: '/referrals', mocks: [settingsMock('0')] });
    expect(await screen.findByText('The referral programme is not running')).toBeInTheDocument();
    expect(screen.queryByTestId('referral-offer')).not.toBeInTheDocument();
  });

  it('says it is not running when the api answers that no programme applies (404)', async () => {
    renderRoutes({ route: '/referrals', mocks: [settingsMock('1'), referralMock(apiError(404, 'ERROR_404', 'Not found'))] });
    expect(await screen.findByText('The referral programme is not running')).toBeInTheDocument();
  });

  it('shows a guest the offer with price_to for the friend and price_from for them, and the ways to get a code', async () => {
    setViewportWidth(1280);
    renderRoutes({ route: '/referrals', mocks: [settingsMock('1'), referralMock()] });
    const offer = await screen.findByTestId('referral-offer');
    expect(offer.textContent).toBe('Give your friends $7.50, get $5.00 when their first order is delivered.');
    expect(screen.getByText('Your friend signs up with it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', LOGIN_FOR_REFERRALS);
    expect(screen.queryByTestId('referral-code')).not.toBeInTheDocument();
  });

  it('offers to try again when the programme cannot be loaded, and shows it then', async () => {
    renderRoutes({ route: '/referrals', mocks: [settingsMock('1'), referralMock(apiError(500, 'ERROR_500', 'Boom')), referralMock()] });
    await screen.findByText('We couldn\'t load the referral programme.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-offer')).toBeInTheDocument();
  });

  it('shows a customer their code, the sign-up link with it, the friends who joined and what they earned', async () => {
    signInForTest({ id: 5 });
    renderRoutes({ route: '/referrals', mocks: [settingsMock('1'), referralMock(), myReferralMock] });
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AVA12345');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your link' }).value).toBe(`${window.location.origin}/register?referral=AVA12345`);
    expect(screen.getByTestId('referral-count').textContent).toBe('3');
    expect(screen.getByTestId('referral-earned').textContent).toBe('$15.00');
    expect(screen.getByRole('link', { name: 'See your wallet history' })).toHaveAttribute('href', '/wallet');
  });

  /** A stand-in navigator with `properties` of its own. The real one's getters refuse any other
   * receiver, so what the shell reads of it (`onLine`) is given too. */
  const navigatorWith = (properties: PropertyDescriptorMap) => Object.create(navigator, { onLine: { value: true }, ...properties });

  it('copies the link where the browser cannot share, and says so', async () => {
    signInForTest({ id: 5 });
    const writeText = vi.fn().mockResolvedValue(undefined);
    // Own properties, defined: the user-event library may have given navigator a getter-only clipboard.
    vi.stubGlobal('navigator', navigatorWith({ clipboard: { value: { writeText } }, share: { value: undefined } }));
    renderRoutes({ route: '/referrals', mocks: [settingsMock('1'), referralMock(), myReferralMock] });
    await waitForToaster();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?referral=AVA12345`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('opens the share sheet where the browser has one, with the link and a text naming the friend’s reward', async () => {
    signInForTest({ id: 5 });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', navigatorWith({ share: { value: share } }));
    renderRoutes({ route: '/referrals', mocks: [settingsMock('1'), referralMock(), myReferralMock] });
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({
      title: 'Join me',
      text: 'Sign up with my code AVA12345: you get $7.50 when your first order is delivered.',
      url: `${window.location.origin}/register?referral=AVA12345`,
    }));
  });
});
