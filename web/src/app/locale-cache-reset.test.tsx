import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createApolloClient } from '../shared/lib/apollo/client';
import { createI18n } from '../shared/lib/i18n';
import { useSettingsQuery } from '../graphql/generated';
import { testStore } from '../test/render';
import { AppProviders } from './providers';

function FooterText() {
  const { data } = useSettingsQuery();
  return <output data-testid="footer-text">{data?.settings?.find((s) => s.key === 'footer_text')?.value}</output>;
}

/** A gateway stand-in that answers in the language of the x-lang header it receives. */
function recordingFetch(seen: Record<string, string>[]): typeof fetch {
  return async (_input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    seen.push(headers);
    const value = headers['x-lang'] === 'fr' ? 'Bon appétit' : 'Enjoy your meal';
    const body = { data: { settings: [{ __typename: 'Setting', id: 1, key: 'footer_text', value }] } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

describe('language and currency headers', () => {
  it('sends x-lang / x-currency-id and refetches what is on screen after a switch', async () => {
    const seen: Record<string, string>[] = [];
    const store = testStore();
    store.setState({ currency: { default: { id: 1, symbol: '$', position: 'before' }, selected: null } });
    const i18n = createI18n('en', { backend: false });
    const { client } = createApolloClient({
      uri: 'http://gateway.test/graphql',
      fetch: recordingFetch(seen),
      sweepEveryMs: 0,
      locale: () => {
        const { currency } = store.getState();
        return { lang: i18n.language, currencyId: (currency.selected ?? currency.default)?.id };
      },
    });
    render(
      <AppProviders store={store} i18n={i18n} client={client}>
        <FooterText />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('footer-text').textContent).toBe('Enjoy your meal'));
    expect(seen[0]).toMatchObject({ 'x-lang': 'en', 'x-currency-id': '1' });

    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(screen.getByTestId('footer-text').textContent).toBe('Bon appétit'));
    expect(seen.at(-1)).toMatchObject({ 'x-lang': 'fr' });

    const before = seen.length;
    act(() => store.setState({ currency: { default: { id: 1, symbol: '$', position: 'before' }, selected: { id: 2, symbol: '€', position: 'after' } } }));
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
    expect(seen.slice(before).every((headers) => headers['x-currency-id'] === '2' && headers['x-lang'] === 'fr')).toBe(true);
  });
});
