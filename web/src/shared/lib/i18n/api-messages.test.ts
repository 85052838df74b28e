import { describe, expect, it } from 'vitest';
import arErrors from '../../../../public/locales/ar/errors.json';
import frErrors from '../../../../public/locales/fr/errors.json';
import enErrors from '../../../locales/en/errors.json';
import { createI18n } from './i18n';
import { translateApiError } from './api-messages';

describe('translateApiError', () => {
  it('translates the cap of open event streams (429 ERROR_451) by its code, in English, French and Arabic', () => {
    const refused = {
      status: 429, statusCode: 'ERROR_451', message: 'You have 5 live connections open (other tabs or windows), the most one account may have.',
      params: { streams: ['You have 5 live connections open'] },
    };
    expect(translateApiError(createI18n('en', { backend: false }).t, refused)).toBe(enErrors.tooManyStreams);
    for (const [language, errors] of [['fr', frErrors], ['ar', arErrors]] as const) {
      const i18n = createI18n(language, { backend: false });
      i18n.addResourceBundle(language, 'errors', errors);
      expect(translateApiError(i18n.t, refused)).toBe(errors.tooManyStreams);
    }
  });
});
