import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import { useActiveLanguage } from '../shared/lib/i18n';
import { shownCurrency, useRootStore } from '../shared/lib/storage';

/** Language and currency travel as request headers, not query arguments, so the normalised
 * cache holds one language and one currency at a time: a switch empties it and refetches what is
 * on screen. The first currency resolution (none → the server default) changes nothing. */
export function LocaleCacheReset() {
  const client = useApolloClient();
  const lang = useActiveLanguage();
  const currencyId = useRootStore((s) => shownCurrency(s)?.id ?? null);
  const previous = useRef({ lang, currencyId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { lang, currencyId };
    const switched = before.lang !== lang || (before.currencyId !== null && before.currencyId !== currencyId);
    if (!switched) return;
    // Not resetStore(): it fails queries still in flight; these finish and are refetched.
    void client.cache.reset().then(() => client.reFetchObservableQueries()).catch(() => undefined);
  }, [client, lang, currencyId]);
  return null;
}
