import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { gql, useQuery } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { createApolloClient } from '../../shared/lib/apollo/client';
import { createI18n } from '../../shared/lib/i18n';
import { announceUnauthorized, readCookie } from '../../shared/lib/session';
import { LocationProbe, testStore, waitForToaster } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { SessionExpiry } from './components/session-expiry';

const queries = ['A', 'B', 'C'].map((name) => gql(`query ${name} { ${name.toLowerCase()} }`));

function ThreeRequests() {
  useQuery(queries[0]!);
  useQuery(queries[1]!);
  useQuery(queries[2]!);
  return <p>page</p>;
}

/** Renders the app at /profile with a real client whose every request fails with `status`;
 * answers are held until `release()` (after the toaster has mounted). */
function renderApp(status: number, statusCode: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  const fetch = vi.fn(async () => {
    const nth = calls++;
    await gate;
    await new Promise((resolve) => setTimeout(resolve, 30 * nth)); // answers arrive one by one
    return new Response(JSON.stringify({ data: null, errors: [{ message: 'nope', extensions: { status, statusCode } }] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const { client } = createApolloClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    sweepEveryMs: 0,
    onUnauthorized: announceUnauthorized,
  });
  render(
    <AppProviders store={testStore()} i18n={createI18n('en', { backend: false })} client={client}>
      <MemoryRouter initialEntries={['/profile?tab=1']}>
        <SessionExpiry />
        {/* stays mounted after the redirect, so every request's 401 arrives */}
        <ThreeRequests />
        <Routes>
          <Route path="/profile" element={<p>profile page</p>} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { fetch, release };
}

describe('401 handling in the app (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('several failing requests: one "Unauthorized" toast, session cleared, /login remembering the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInForTest();
    const { fetch, release } = renderApp(401, 'ERROR_100');
    await waitForToaster();
    release();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fprofile%3Ftab%3D1'));
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3); // the page's three queries (+ the language list)
    await act(() => vi.dynamicImportSettled()); // the toast's own chunk
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200))); // every answer is in
    await act(() => vi.dynamicImportSettled());
    expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
    expect(readCookie('access_token')).toBeNull();
    expect(readCookie('user')).toBeNull();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('403: no toast, no redirect, the session stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInForTest();
    const { fetch, release } = renderApp(403, 'ERROR_403');
    await waitForToaster();
    release();
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/profile?tab=1');
    expect(readCookie('access_token')).toBe('test-token');
  });
});
