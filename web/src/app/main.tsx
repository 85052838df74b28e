import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { getAppStore, shownCurrency } from '../shared/lib/storage';
import { createI18n } from '../shared/lib/i18n';
import { getApolloClient } from '../shared/lib/apollo/client';
import { announceUnauthorized } from '../shared/lib/session/session';
import { AppProviders } from './providers';
import { routes } from './routes';

const store = getAppStore();
const i18n = createI18n(store.getState().language ?? navigatorLanguage());
const client = getApolloClient({
  locale: () => ({ lang: i18n.language, currencyId: shownCurrency(store.getState())?.id }),
  // spec §8: a 401 toasts and goes to /login (features/auth SessionExpiry, inside the router).
  onUnauthorized: announceUnauthorized,
});

// Declarative routing: the app uses no loaders or actions, and the data router would add its
// machinery to the first load.
function AppRoutes() {
  return useRoutes(routes);
}

function navigatorLanguage(): string {
  const lng = navigator.language?.split('-')[0];
  return lng === 'ar' || lng === 'fr' ? lng : 'en';
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} i18n={i18n} client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
