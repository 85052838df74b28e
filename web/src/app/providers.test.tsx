import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import arTranslation from '../../public/locales/ar/translation.json';
import { createI18n } from '../shared/lib/i18n';
import { renderWithApp } from '../test/render';

/** What main.tsx does once hydrated: the device's own language comes back, from a child's effect,
 * before the providers' own effects have run. English is bundled, so it switches at once. */
function RestoresLanguage({ language }: { language: string }) {
  const { i18n, t } = useTranslation();
  useEffect(() => void i18n.changeLanguage(language), [i18n, language]);
  return <p>{t('header.login')}</p>;
}

describe('the document language', () => {
  it('follows a language changed before the providers subscribed: English strings are never laid out right to left', async () => {
    const i18n = createI18n('ar', { backend: false });
    i18n.addResourceBundle('ar', 'translation', arTranslation);
    const languages = [{ locale: 'en', backward: 0 }, { locale: 'ar', backward: 1 }];
    const { container } = renderWithApp(<RestoresLanguage language="en" />, { i18n, languages });
    expect(await screen.findByText('Login')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'ltr');
  });
});
