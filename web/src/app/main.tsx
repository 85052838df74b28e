import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getAppStore, mirrorPrefsCookie, shownCurrency } from '../shared/lib/storage';
import { createI18n } from '../shared/lib/i18n';
import { getApolloClient } from '../shared/lib/apollo/client';
import { announceUnauthorized } from '../shared/lib/session/session';
import { AppProviders } from './providers';
import { AppRoutes } from './app';
import { localToRestore, readPageState, serverView } from './page-state';
import { loadTheme, markServerPainted } from '../shared/lib/theme';
import { createStyleRenderer } from '../shared/lib/theme/style-renderer';

const store = getAppStore();
const page = readPageState();
const local = store.getState();
if (page) store.setState(serverView(page));

const i18n = createI18n(page?.prefs.language ?? local.language ?? navigatorLanguage());
for (const [namespace, strings] of Object.entries(page?.resources ?? {})) {
  i18n.addResourceBundle(page!.prefs.language, namespace, strings, true, true);
}
const client = getApolloClient({
  locale: () => ({ lang: i18n.language, currencyId: shownCurrency(store.getState())?.id }),
  // spec §8: a 401 toasts and goes to /login (features/auth SessionExpiry, inside the router).
  onUnauthorized: announceUnauthorized,
  initialState: page?.apollo,
});

function navigatorLanguage(): string {
  const lng = navigator.language?.split('-')[0];
  return lng === 'ar' || lng === 'fr' ? lng : 'en';
}

let restored = false;
/** After hydration, this device's own state comes back (favourites, history, and any preference
 * the cookie did not carry yet); from then on the cookie follows the store. */
function restoreLocal() {
  if (restored) return;
  restored = true;
  store.setState(localToRestore(local, store.getState()));
  if (local.language && local.language !== i18n.language) void i18n.changeLanguage(local.language);
  mirrorPrefsCookie(store);
}

const app = (
  <StrictMode>
    <AppProviders store={store} i18n={i18n} client={client} ssr={page ? { renderer: createStyleRenderer(), viewportHint: page.viewportHint } : undefined}>
      <BrowserRouter>
        <AppRoutes onHydrated={restoreLocal} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/** Hydrates the server's page, or renders when there is none (the dev server). The server's
 * page carries its theme; a page it did not paint, or painted in another theme than this
 * device's, waits for the theme's values so that its first paint is right. (No top-level await:
 * it would make the bundler split the first load into many small chunks.) */
async function start() {
  if (page) markServerPainted(page.prefs.theme);
  if (!page || local.theme !== page.prefs.theme) await loadTheme(local.theme);
  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  if (page) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
