import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getAppStore, mirrorPrefsCookie, shownCurrency, shownTheme } from '../shared/lib/storage';
import { createI18n } from '../shared/lib/i18n';
import { getApolloClient } from '../shared/lib/apollo/client';
import { announceUnauthorized } from '../shared/lib/session/session';
import { AppProviders } from './providers';
import { AppRoutes } from './app';
import { localToRestore, readPageState, renderedHere, serverView, type PageState } from './page-state';
import { loadTheme, markServerPainted } from '../shared/lib/theme';
import { createStyleRenderer } from '../shared/lib/theme/style-renderer';
import { loadWorkerRegistration } from '../features/offline/lazy';

function navigatorLanguage(): string {
  const lng = navigator.language?.split('-')[0];
  return lng === 'ar' || lng === 'fr' ? lng : 'en';
}

/** Ends the current task: the browser paints and handles input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The app as this page starts it: the server's view of the store, its strings and its Apollo
 * cache (restored in a task of its own), and the device's own state to put back once hydrated.
 * `hydrating`: the page's markup is this URL's (else the state is only where the app starts from). */
async function boot(page: PageState | null, hydrating: boolean) {
  const store = getAppStore();
  const local = store.getState();
  if (page) store.setState(serverView(page));
  // The theme the page shows once this device's state is back.
  const theme = shownTheme({ ...store.getState(), ...localToRestore(local, store.getState()) }.theme);

  const i18n = createI18n(page?.prefs.language ?? local.language ?? navigatorLanguage());
  for (const [namespace, strings] of Object.entries(page?.resources ?? {})) {
    i18n.addResourceBundle(page!.prefs.language, namespace, strings, true, true);
  }
  await nextTask();
  const client = getApolloClient({
    locale: () => ({ lang: i18n.language, currencyId: shownCurrency(store.getState())?.id }),
    // A 401 toasts and goes to /login (features/auth SessionExpiry, inside the router).
    onUnauthorized: announceUnauthorized,
    initialState: page?.apollo,
  });

  let restored = false;
  /** After hydration, this device's own state comes back (favourites, history, and any
   * preference the cookie did not carry yet); from then on the cookie follows the store. */
  function restoreLocal() {
    if (restored) return;
    restored = true;
    store.setState(localToRestore(local, store.getState()));
    if (local.language && local.language !== i18n.language) void i18n.changeLanguage(local.language);
    mirrorPrefsCookie(store);
  }

  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} client={client} ssr={page && hydrating ? { renderer: createStyleRenderer(), viewportHint: page.viewportHint, served: store.getState() } : undefined}>
        <BrowserRouter>
          <AppRoutes onHydrated={restoreLocal} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  return { app, theme };
}

/** Hydrates the server's page, or renders when there is none (the dev server). The bundle's
 * evaluation ends its task first: on a phone, evaluating it and then reading the page's state
 * and cache in one go was one long task. The server's page carries its theme; a page it did
 * not paint, or painted in another theme than this device's, waits for the theme's values so
 * that its first paint is right. (No top-level await: it would make the bundler split the first
 * load into many small chunks.) */
async function start() {
  await nextTask();
  const page = readPageState();
  const hydrating = page !== null && renderedHere(page);
  const { app, theme } = await boot(page, hydrating);
  const painted = hydrating ? shownTheme(page.prefs.theme) : null;
  if (painted) markServerPainted(painted);
  if (theme !== painted) await loadTheme(theme);
  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/** The service worker (docs/offline.md) registers once the page has loaded: its code is in no
 * first load, and its precaching never competes with the page's own requests. Only the build has
 * one (`npm run dev` serves none). A browser that refuses it just goes without. */
function registerWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void loadWorkerRegistration().then(({ registerWorker }) => registerWorker()).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start();
registerWorkerAfterLoad();
