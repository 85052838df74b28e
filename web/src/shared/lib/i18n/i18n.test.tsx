import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import arTranslation from '../../../../public/locales/ar/translation.json';
import arErrors from '../../../../public/locales/ar/errors.json';
import frTranslation from '../../../../public/locales/fr/translation.json';
import frErrors from '../../../../public/locales/fr/errors.json';
import { renderRoutes, setViewportWidth } from '../../../test/render';
import { createI18n, enResources } from './i18n';
import { directionOf } from './direction';

type Tree = { [key: string]: string | Tree };

/** The English strings lazy screens bring (shared/lib/i18n/screen-strings.ts): every
 * `locales/en/*-screens.json`, so a new screen's strings are checked without being listed. */
const screens = Object.values(import.meta.glob<{ translation?: Tree; errors?: Tree }>('../../../locales/en/*-screens.json', { eager: true, import: 'default' }));

/** Flattened keys with plural suffixes folded ("search.found_other" → "search.found"). */
function keys(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    else keys(v, path).forEach((x) => out.add(x));
  }
  return out;
}

function mapStrings(tree: Tree, fn: (s: string) => string): Tree {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? fn(v) : mapStrings(v, fn)]));
}

describe('translations', () => {
  it.each([
    ['ar', arTranslation, arErrors],
    ['fr', frTranslation, frErrors],
  ])('%s translates every English key', (_, translation, errors) => {
    // English: the bundled files plus the strings lazy screens bring (shared/lib/i18n/screen-strings.ts)
    const en = (ns: 'translation' | 'errors') =>
      new Set([
        ...keys(enResources[ns]),
        ...screens.flatMap((screen) => [...keys(screen[ns] ?? {})]),
      ]);
    expect([...keys(translation)].sort()).toEqual([...en('translation')].sort());
    expect([...keys(errors)].sort()).toEqual([...en('errors')].sort());
  });

  it('falls back to English for a missing key', () => {
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', { header: { login: 'Connexion' } });
    expect(i18n.t('header.login')).toBe('Connexion');
    expect(i18n.t('header.back')).toBe('Back');
    expect(i18n.t('unauthorized', { ns: 'errors' })).toBe('Unauthorized');
  });
});

describe('direction', () => {
  it('is rtl for a backward language and for Arabic by script', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('xx', [{ locale: 'xx', backward: 1 }])).toBe('rtl');
    expect(directionOf('ar', [{ locale: 'ar', backward: 0 }])).toBe('ltr'); // the api's flag wins
  });

  it('sets <html dir lang> and the Fluent provider to rtl for Arabic', async () => {
    setViewportWidth(1280);
    const i18n = createI18n('ar', { backend: false });
    i18n.addResourceBundle('ar', 'translation', arTranslation);
    const { container } = renderRoutes({ route: '/', i18n });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
  });

  it('renders the shell in a pseudo right-to-left test language', async () => {
    // A pseudo language: every English string wrapped in RTL marks, marked backward like the api does.
    const pseudo = (s: string) => `\u200F⟦${s}⟧\u200F`;
    setViewportWidth(1280);
    const { container, i18n } = renderRoutes({
      // A path with the Back header that shows a page of the first load (the not-found page).
      route: '/help/no-such-page',
      language: 'en',
      languages: [{ locale: 'en', backward: 0 }, { locale: 'qps-rtl', backward: 1 }],
    });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
    expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'ltr');
    // switch language the way the side menu does
    i18n.addResourceBundle('qps-rtl', 'translation', mapStrings(enResources.translation as Tree, pseudo));
    await act(() => i18n.changeLanguage('qps-rtl'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: pseudo('Back') })).toBeInTheDocument();
    expect(screen.getByText(pseudo('This page does not exist.'))).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(header|footer|notFound)\.[a-z]/); // no raw keys
  });
});
