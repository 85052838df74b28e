import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import arTranslation from '../../../public/locales/ar/translation.json';
import { EndSessionDocument, SessionsDocument, type SessionsQuery } from '../../graphql/profile.generated';
import { createI18n } from '../../shared/lib/i18n';
import { renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import { apiError, profileMock, signInForTest } from '../../test/account-fixtures';

type Session = NonNullable<SessionsQuery['sessions']>[number];

/** An api date ("Y-m-d H:i:sZ") `minutes` ago. */
const minutesAgo = (minutes: number) => `${new Date(Date.now() - minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ')}Z`;

function session(id: number, overrides: Partial<Session> = {}): Session & { __typename: 'Session' } {
  return {
    __typename: 'Session', id, current: false, signed_in_at: '2030-03-01 09:00:00Z', last_used_at: minutesAgo(0),
    device: null, browser: null, os: null, ...overrides,
  };
}

const phone = session(11, { current: true, device: 'Chrome on Android', browser: 'Chrome', os: 'Android' });
const laptop = session(12, { last_used_at: minutesAgo(120), device: 'Firefox on Windows', browser: 'Firefox', os: 'Windows' });
const unknown = session(13, { last_used_at: minutesAgo(60 * 24) });

function sessionsMock(sessions: Session[]): MockedResponse {
  return {
    request: { query: SessionsDocument },
    result: { data: { sessions } },
  };
}

function endSessionMock(id: number, outcome?: GraphQLError) {
  const result = vi.fn(() => (outcome ? { errors: [outcome] } : { data: { endSession: null } }));
  return { request: { query: EndSessionDocument, variables: { id } }, result } satisfies MockedResponse;
}

async function openProfile(mocks: MockedResponse[], i18n?: ReturnType<typeof createI18n>) {
  signInForTest();
  renderRoutes({ route: '/profile', mocks: [profileMock(), ...mocks], i18n });
  await waitForToaster();
  return screen.findByRole('list', { name: i18n ? arTranslation.sessions.title : 'Signed-in devices' });
}

const rowNames = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('/profile: signed-in devices', () => {
  it('lists every device with when it signed in and was last active, this one marked and without Sign out', async () => {
    setViewportWidth(360);
    const list = await openProfile([sessionsMock([phone, laptop, unknown])]);
    await waitFor(() => expect(rowNames(list)).toEqual(['Chrome on Android', 'Firefox on Windows', 'Unknown device']));

    const current = within(list).getByRole('listitem', { name: 'Chrome on Android' });
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText('Active now')).toBeInTheDocument();
    expect(within(current).getByText('Signed in on Mar 1, 2030')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    const other = within(list).getByRole('listitem', { name: 'Firefox on Windows' });
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    expect(within(other).getByText('Last active 2 hours ago')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Sign out Firefox on Windows' })).toBeInTheDocument();
    expect(within(list).getByText('Last active yesterday')).toBeInTheDocument();
  });

  it('signs another device out and shows the refreshed list', async () => {
    const user = userEvent.setup();
    const end = endSessionMock(laptop.id);
    const list = await openProfile([sessionsMock([phone, laptop]), end, sessionsMock([phone])]);
    await user.click(await within(list).findByRole('button', { name: 'Sign out Firefox on Windows' }));

    expect(await screen.findByText('Firefox on Windows has been signed out.')).toBeInTheDocument();
    expect(end.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rowNames(list)).toEqual(['Chrome on Android']));
  });

  it('says when the device was already signed out, and refreshes the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const end = endSessionMock(laptop.id, apiError(404, 'ERROR_404', "Item's not found."));
    const list = await openProfile([sessionsMock([phone, laptop]), end, sessionsMock([phone])]);
    await user.click(await within(list).findByRole('button', { name: 'Sign out Firefox on Windows' }));

    expect(await screen.findByText('Firefox on Windows was already signed out.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(list)).toEqual(['Chrome on Android']));
    vi.restoreAllMocks();
  });

  it('says when the list could not be loaded, and asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    signInForTest();
    renderRoutes({
      route: '/profile',
      mocks: [profileMock(), { request: { query: SessionsDocument }, result: { errors: [apiError(500, 'ERROR_500', 'Server error')] } }, sessionsMock([phone])],
    });
    expect(await screen.findByText('Your signed-in devices could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(rowNames(list)).toEqual(['Chrome on Android']);
    vi.restoreAllMocks();
  });

  it('names devices in Arabic, right to left', async () => {
    setViewportWidth(768);
    const i18n = createI18n('ar', { backend: false });
    i18n.addResourceBundle('ar', 'translation', arTranslation);
    const list = await openProfile([sessionsMock([phone, unknown])], i18n);
    await waitFor(() => expect(rowNames(list)).toEqual(['Chrome على Android', 'جهاز غير معروف']));
    expect(within(list).getByText('هذا الجهاز')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'تسجيل خروج جهاز غير معروف' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
