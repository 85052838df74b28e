import { useState, type ReactElement, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { ApolloLink, InMemoryCache, Observable, type ObservableSubscription } from '@apollo/client';
import { MockLink, MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { typePolicies } from '../shared/lib/apollo/type-policies';
import { MemoryRouter, Route, Routes, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createI18n, type WrittenLanguage } from '../shared/lib/i18n';
import { createRootStore, type RootStore } from '../shared/lib/storage';
import type { i18n as I18n } from 'i18next';
import { memoryStorage } from './memory-storage';
import { requestToaster, toasterMounted } from '../shared/ui/toast-config';

export interface TestOptions {
  /** A path, or a location with router state (e.g. `{ pathname: '/login', state: { from: '/profile' } }`). */
  route?: string | { pathname: string; search?: string; state?: unknown };
  store?: RootStore;
  language?: string;
  languages?: ReadonlyArray<WrittenLanguage>;
  i18n?: I18n;
  /** GraphQL answers for this test; a query without one fails as a network error would. */
  mocks?: ReadonlyArray<MockedResponse>;
  /** The Apollo cache, e.g. one holding what a server-rendered page brought. */
  cache?: InMemoryCache;
  /** Told the name (variables, context) of each GraphQL operation as it is sent (a mocked answer
   * comes a task later). A promise it returns holds the operation's answer until it settles: holdAnswers. */
  onRequest?: (operationName: string, variables: Variables, context: Variables) => void | PromiseLike<unknown>;
}

type Variables = Record<string, unknown>;

/**
 * Mocked answers that wait for the test: the answers to the operations `held` names (or picks) come
 * only after release(). Pass `onRequest` to the render. A test of a loading state (placeholders, a
 * busy button) renders, checks that state, releases, then awaits the loaded state; an answer after a
 * fixed delay instead races the check on a busy machine (it comes before it, or the check comes
 * late). `sent` lists every operation sent (held or not), in order; `contexts` the context each was
 * sent with, by name (e.g. the session marker of a sign-in).
 */
export function holdAnswers(held: string | ReadonlyArray<string> | ((operationName: string, variables: Variables) => boolean)) {
  const holds = typeof held === 'function' ? held : (name: string) => (typeof held === 'string' ? [held] : held).includes(name);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = () => resolve();
  });
  const sent: string[] = [];
  const contexts: Record<string, Variables> = {};
  return {
    sent,
    contexts,
    /** Lets every held answer come (and those asked later, at once). */
    release,
    onRequest: (operationName: string, variables: Variables, context: Variables) => {
      sent.push(operationName);
      contexts[operationName] = context;
      return holds(operationName, variables) ? released : undefined;
    },
  };
}

export function testStore() {
  return createRootStore({ storage: memoryStorage(), target: null });
}

/** Shows the current location so tests can assert on it. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Tests start with the toaster mounted, as the app has it after its first toast: in jsdom,
 * tabster's modalizer, created by the first dialog that opens, leaves the app aria-hidden after
 * that dialog closes (Chromium does not; tests/e2e cover the real thing). */
void requestToaster();

/** The mocks' link, with `onRequest` told of each operation before it reaches them; an operation
 * for which it returns a promise reaches them once that settles. */
function mockLink({ mocks = [], onRequest }: TestOptions) {
  if (!onRequest) return undefined; // MockedProvider makes its own
  const spy = new ApolloLink((operation, forward) => {
    const held = onRequest(operation.operationName, operation.variables, operation.getContext());
    if (!held) return forward(operation);
    return new Observable((observer) => {
      let answer: ObservableSubscription | undefined;
      let closed = false;
      void Promise.resolve(held).then(() => {
        if (!closed) answer = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        answer?.unsubscribe();
      };
    });
  });
  return ApolloLink.from([spy, new MockLink(mocks, true, { showWarnings: false })]);
}

function Providers({ options, children }: { options: TestOptions; children: ReactNode }) {
  const [i18n] = useState(() => options.i18n ?? createI18n(options.language ?? 'en', { backend: false }));
  const [store] = useState(() => options.store ?? testStore());
  const [cache] = useState(() => options.cache ?? new InMemoryCache({ typePolicies }));
  const [link] = useState(() => mockLink(options));
  return (
    <MockedProvider mocks={options.mocks ?? []} link={link} cache={cache} showWarnings={false}>
      <AppProviders store={store} i18n={i18n} languages={options.languages}>
        {children}
      </AppProviders>
    </MockedProvider>
  );
}

/** Renders one element inside the app providers and a router at `route`. */
export function renderWithApp(ui: ReactElement, options: TestOptions = {}) {
  return render(
    <Providers options={options}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

/** Renders the whole route tree at `route`. */
export function renderRoutes(options: TestOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const i18n = options.i18n ?? createI18n(options.language ?? 'en', { backend: false });
  const result = render(
    <Providers options={{ ...options, i18n }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, i18n };
}

/** Makes `matchMedia(query)` match by a fake viewport width. */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Waits until the deferred, lazily loaded toaster listens, so that toasts dispatched next are
 * shown. `toasterMounted` resolves with the first toaster of a test file; later renders mount
 * theirs within render() (the chunk is in). Not in act(): React must render once the chunk loads. */
export async function waitForToaster() {
  await waitFor(() => toasterMounted);
}

/**
 * The newest open dialog of `role` (by name). In jsdom, under load, Fluent's focus trap (tabster)
 * sometimes leaves a dialog it has just opened marked aria-hidden, which browsers do not do (the
 * browser tests find dialogs by role): so this looks past aria-hidden, and so must queries inside
 * it (`{ hidden: true }`).
 */
export async function findDialog(role: 'dialog' | 'alertdialog', name?: string): Promise<HTMLElement> {
  const open = await screen.findAllByRole(role, { hidden: true, ...(name ? { name } : {}) });
  return open[open.length - 1];
}
