import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { ResendEmailLinkDocument, VerifyEmailDocument } from '../../graphql/auth.generated';
import { apiError, profileMock, signInForTest, testUser } from '../../test/account-fixtures';
import { renderRoutes, waitForToaster } from '../../test/render';

const HASH = 'ab'.repeat(32);

function verifyEmailMock(outcome: string | GraphQLError): MockedResponse {
  return {
    request: { query: VerifyEmailDocument, variables: { hash: HASH } },
    result: typeof outcome === 'string'
      ? { data: { verifyEmail: { __typename: 'EmailVerified', email: outcome } } }
      : { errors: [outcome] },
  };
}

function resendLinkMock(email: string, outcome: true | GraphQLError): MockedResponse {
  return {
    request: { query: ResendEmailLinkDocument, variables: { input: { email } } },
    result: outcome === true ? { data: { resendCode: { __typename: 'CodeSent' } } } : { errors: [outcome] },
  };
}

describe('/verify-email/:hash', () => {
  it('verifies the address of the link for the signed-in account and says which', async () => {
    signInForTest();
    renderRoutes({ route: `/verify-email/${HASH}`, mocks: [verifyEmailMock('rana@storefront.test')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(await screen.findByText('rana@storefront.test is verified. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('sends a guest to sign in first, and back to the link after', async () => {
    const { router } = renderRoutes({ route: `/verify-email/${HASH}`, mocks: [] });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/verify-email/${HASH}`);
  });

  it('says a used or expired link is no longer valid, and leads a signed-in customer to the profile to send another', async () => {
    signInForTest();
    renderRoutes({ route: `/verify-email/${HASH}`, mocks: [verifyEmailMock(apiError(404, 'ERROR_404', 'Not found'))] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link is used up, has expired, is not valid or was sent for another account. Send a new one from your profile.');
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('speaks French', async () => {
    signInForTest();
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    renderRoutes({ route: `/verify-email/${HASH}`, i18n, mocks: [verifyEmailMock('rana@storefront.test')] });
    expect(await screen.findByText('rana@storefront.test est vérifiée. Merci !')).toBeInTheDocument();
  });
});

describe('/profile: a new address waiting for confirmation', () => {
  it('says which address waits and e-mails its link again on request', async () => {
    signInForTest();
    const user = testUser({ pending_email: 'next@storefront.test' });
    renderRoutes({ route: '/profile', mocks: [profileMock(user), resendLinkMock('next@storefront.test', true)] });
    const box = await screen.findByTestId('email-verification');
    await waitForToaster();
    expect(within(box).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(box).getByText('next@storefront.test')).toBeInTheDocument();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Send a verification link' }));
    expect((await within(box).findByRole('status')).textContent).toContain('next@storefront.test');
  });
});

describe('/profile: an unverified e-mail address', () => {
  it('says so and e-mails a link on request; a verified address shows neither', async () => {
    signInForTest();
    const user = testUser({ email: 'new@storefront.test', email_verified_at: null });
    renderRoutes({ route: '/profile', mocks: [profileMock(user), resendLinkMock('new@storefront.test', true)] });
    const box = await screen.findByTestId('email-verification');
    await waitForToaster();
    expect(within(box).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Send a verification link' }));
    expect((await within(box).findByRole('status')).textContent).toBe('We sent a link to new@storefront.test. Open it to verify the address.');
  });

  it('tells why a link could not be sent (too many asked)', async () => {
    signInForTest();
    const user = testUser({ email: 'new@storefront.test', email_verified_at: null });
    const limited = apiError(400, 'ERROR_429', 'Too many attempts. Please wait 30 seconds.', { retry_after: ['30'] });
    renderRoutes({ route: '/profile', mocks: [profileMock(user), resendLinkMock('new@storefront.test', limited)] });
    const box = await screen.findByTestId('email-verification');
    await userEvent.click(within(box).getByRole('button', { name: 'Send a verification link' }));
    expect((await within(box).findByRole('alert')).textContent).toMatch(/30 seconds/);
  });

  it('shows nothing for a verified address', async () => {
    signInForTest();
    renderRoutes({ route: '/profile', mocks: [profileMock(testUser({ email_verified_at: '2026-01-01 10:00:00Z' }))] });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.queryByTestId('email-verification')).toBeNull();
  });
});
