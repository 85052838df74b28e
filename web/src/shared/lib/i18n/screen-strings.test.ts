import { describe, expect, it } from 'vitest';
import accountScreens from '../../../locales/en/account-screens.json';
import { createI18n } from './i18n';
import { addScreenStrings } from './screen-strings';

describe('addScreenStrings', () => {
  it('merges a lazy screen’s English strings into the namespaces, once, keeping bundled keys', () => {
    const i18n = createI18n('en', { backend: false });
    expect(i18n.exists('seller.title')).toBe(false);
    addScreenStrings(i18n, accountScreens);
    addScreenStrings(i18n, accountScreens);
    expect(i18n.t('seller.title')).toBe('Become a seller');
    expect(i18n.t('profile.changePicture')).toBe('Change picture');
    expect(i18n.t('profile.title')).toBe('Profile'); // merged into the bundled "profile", not replacing it
    expect(i18n.t('imageMax', { ns: 'errors' })).toBe('The image may not be greater than 2048 kilobytes.');
    addScreenStrings(i18n, { translation: { profile: { title: 'Other' } } });
    expect(i18n.t('profile.title')).toBe('Profile');
  });

  it('is English only: another language keeps its own file and falls back to these', () => {
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', { seller: { title: 'Devenir vendeur' } });
    addScreenStrings(i18n, accountScreens);
    expect(i18n.t('seller.title')).toBe('Devenir vendeur');
    expect(i18n.t('seller.submit')).toBe('Send request');
  });
});
