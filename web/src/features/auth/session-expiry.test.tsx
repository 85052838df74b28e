import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { gql, type DocumentNode } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { createApolloClient } from '../../shared/lib/apollo/client';
import { createI18n } from '../../shared/lib/i18n';
import { announceUnauthorized, readCookie, readSession } from '../../shared/lib/session';
import { LocationProbe, testStore, waitForToaster } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { SessionExpiry } from './components/session-expiry';
import { sentOperation } from '../../test/graphql-requests';

const [A, B, C] = ['A', 'B', 'C'].map((name) => gql(`query ${name} { ${name.toLowerCase()} }`));

const failure = (status: number, statusCode: string) =>
  new Response(JSON.stringify({ data: null, errors: [{ message: 'nope', extensions: { status, statusCode } }] }), {
    headers: { 'content-type': 'application/json' },
  });

/** A fetch holding every request; `held(name)` waits for the request of operation `name` and
 * gives the function that lets it fail with `status`. */
function holdingFetch(status: number, statusCode: string) {
  const requests = new Map<string, () => void>();
  const fetch = vi.fn((uri: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      const { operationName } = sentOperation(uri, init);
      requests.set(operationName, () => resolve(failure(status, statusCode)));
    }));
  const held = async (name: string) => {
    await waitFor(() => expect(requests.has(name)).toBe(true));
    return requests.get(name)!;
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, held };
}

/** Renders the app at /profile?tab=1 with a real client whose every request fails with `status`.
 * `fail(query)` sends `query` and lets its answer come: it returns once the client has handled
 * the answer and React has rendered all that follows (act), so answers come one by one. */
function renderApp(status: number, statusCode: string) {
  const { fetch, held } = holdingFetch(status, statusCode);
  const { client } = createApolloClient({ fetch, sweepEveryMs: 0, onUnauthorized: announceUnauthorized });
  render(
    <AppProviders store={testStore()} i18n={createI18n('en', { backend: false })} client={client}>
      <MemoryRouter initialEntries={['/profile?tab=1']}>
        <SessionExpiry />
        <Routes>
          <Route path="/profile" element={<p>profile page</p>} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const fail = async (query: DocumentNode) => {
    const answered = client.query({ query }).catch(() => undefined);
    const answer = await held(getOperationName(query)!);
    await act(async () => {
      answer();
      await answered;
    });
  };
  return { fail };
}

describe('401 handling in the app: the session ends, a toast, then /login', () => {
  afterEach(() => vi.restoreAllMocks());

  it('several failing requests: one "Unauthorized" toast, session cleared, /login remembering the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInForTest();
    const { fail } = renderApp(401, 'ERROR_100');
    await waitForToaster();
    await fail(A);
    await act(() => vi.dynamicImportSettled()); // the toast's own chunk
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fprofile%3Ftab%3D1');
    // Each later 401 comes after the toast is up (one by one), as a page's failing requests do.
    await fail(B);
    await fail(C);
    expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
    expect(readCookie('user')).toBeNull();
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('403: no toast, no redirect, the session stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInForTest();
    const { fail } = renderApp(403, 'ERROR_403');
    await waitForToaster();
    for (const query of [A, B, C]) await fail(query);
    await act(() => vi.dynamicImportSettled()); // the toast's chunk, had a 403 asked for it
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/profile?tab=1');
    expect(readSession()).not.toBeNull();
  });
});
