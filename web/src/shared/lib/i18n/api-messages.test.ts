import { describe, expect, it } from 'vitest';
import arErrors from '../../../../public/locales/ar/errors.json';
import frErrors from '../../../../public/locales/fr/errors.json';
import enErrors from '../../../locales/en/errors.json';
import { apiErrorOf, type ApiError } from '../graphql/api-error';
import { createI18n } from './i18n';
import { formRefusal, translateApiError, translateFieldErrors } from './api-messages';

const en = createI18n('en', { backend: false });
const LANGUAGES = [['en', enErrors], ['fr', frErrors], ['ar', arErrors]] as const;
const inEach = () => LANGUAGES.map(([language, errors]) => {
  const i18n = createI18n(language, { backend: false });
  if (language !== 'en') i18n.addResourceBundle(language, 'errors', errors);
  return { t: i18n.t, errors: errors as Record<string, string> };
});

/** A refusal as the api sends it: an English message the web must never show, and its codes. */
const refusal = (statusCode: string, fields: Record<string, { code: string; min?: number; max?: number; format?: string }>): ApiError => ({
  status: 400, statusCode, message: 'An English sentence',
  params: Object.fromEntries(Object.keys(fields).map((field) => [field, ['An English sentence']])),
  reasons: Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, [reason]])),
});

describe('translateApiError', () => {
  it('translates the cap of open event streams (429 ERROR_451) by its code, in English, French and Arabic', () => {
    const refused = { ...refusal('ERROR_451', { streams: { code: 'too_many', max: 5 } }), status: 429 };
    for (const { t, errors } of inEach()) expect(translateApiError(t, refused)).toBe(errors.tooManyStreams);
  });

  it('says an ERROR_400 by its first reason, with the limits it names', () => {
    const refused = refusal('ERROR_400', { title: { code: 'length_between', min: 2, max: 191 } });
    expect(translateApiError(en.t, refused)).toBe('Must be between 2 and 191 characters.');
    for (const { t, errors } of inEach()) {
      expect(translateApiError(t, refused)).toBe(errors.lengthBetween.replace('{{min}}', '2').replace('{{max}}', '191'));
    }
  });

  it("writes a number's limits as the language writes numbers", () => {
    const refused = refusal('ERROR_400', { price: { code: 'between', min: 0.01, max: 10000 } });
    const [english, french, arabic] = inEach();
    expect(translateApiError(english!.t, refused)).toBe('Must be between 0.01 and 10,000.');
    // French: a decimal comma and a thin space between thousands ("0,01", "10 000").
    expect(translateApiError(french!.t, refused)).toBe(`Doit être compris entre 0,01 et ${new Intl.NumberFormat('fr').format(10000)}.`);
    expect(translateApiError(arabic!.t, refusal('ERROR_400', { quantity: { code: 'too_large', max: 1500 } })))
      .toBe(`يجب أن تكون القيمة ${new Intl.NumberFormat('ar').format(1500)} أو أقل.`);
  });

  it('never shows the api’s English: a code it does not know is said generally', () => {
    expect(translateApiError(en.t, { ...refusal('ERROR_400', {}), params: {}, reasons: {} })).toBe(enErrors.error400);
    expect(translateApiError(en.t, { status: 500, statusCode: 'A_CODE_FROM_A_NEWER_GATEWAY', message: 'An English sentence', params: {}, reasons: {} }))
      .toBe(enErrors.somethingWrong);
    expect(translateApiError(en.t, refusal('ERROR_400', { x: { code: 'a_code_from_a_newer_api' } }))).toBe(enErrors.invalidValue);
    expect(translateApiError(en.t, null)).toBe(enErrors.somethingWrong);
  });

  it('says the restaurant could not be reached when the gateway answers UPSTREAM_UNAVAILABLE for it', () => {
    const unreachable = {
      graphQLErrors: [{ message: 'The storefront is unavailable right now.', path: ['settings'], extensions: { status: 503, statusCode: 'UPSTREAM_UNAVAILABLE' } }],
    };
    expect(translateApiError(en.t, apiErrorOf(unreachable))).toBe('The restaurant could not be reached. Please, try again shortly.');
    for (const { t, errors } of inEach()) expect(translateApiError(t, apiErrorOf(unreachable))).toBe(errors.restaurantUnreachable);
  });

  it('says a query the gateway no longer knows as a page to reload, and a refused request without fields as not valid', () => {
    expect(translateApiError(en.t, { status: 400, statusCode: 'GRAPHQL_VALIDATION_FAILED', message: 'Cannot query field', params: {}, reasons: {} }))
      .toBe(enErrors.pageOutdated);
    expect(translateApiError(en.t, { status: 400, statusCode: 'BAD_USER_INPUT', message: 'Variable "$id" got invalid value', params: {}, reasons: {} }))
      .toBe(enErrors.requestInvalid);
  });

  it('takes a screen’s keys before the app’s: its status, then its reasons', () => {
    const closed = refusal('ERROR_118', { delivery_time: { code: 'closed_now' } });
    expect(translateApiError(en.t, closed, { reasons: { closed_now: 'outsideHours' } })).toBe(enErrors.outsideHours);
    expect(translateApiError(en.t, closed, { status: { ERROR_118: 'notAllowed' }, reasons: { closed_now: 'outsideHours' } })).toBe(enErrors.notAllowed);
  });
});

describe('translateFieldErrors', () => {
  it('gives each field its reason’s text, a variant by field or format where there is one', () => {
    const refused = refusal('ERROR_400', {
      email: { code: 'taken' }, phone: { code: 'format', format: 'phone' }, city: { code: 'too_long', max: 100 }, birthday: { code: 'format', format: 'date' },
    });
    for (const { t, errors } of inEach()) {
      expect(translateFieldErrors(t, refused)).toEqual({
        email: errors.taken_email, phone: errors.formatInvalid_phone, city: errors.tooLong.replace('{{max}}', '100'), birthday: errors.formatInvalid_date,
      });
    }
  });

  it('says a coded refusal’s field by its statusCode, and a field without a reason as not valid', () => {
    expect(translateFieldErrors(en.t, refusal('ERROR_201', { verifyCode: { code: 'wrong_code' } }))).toEqual({ verifyCode: enErrors.wrongCode });
    const gateway = { status: 400, statusCode: 'BAD_USER_INPUT', message: 'x', params: { id: ['is not a valid identifier'] }, reasons: {} };
    expect(translateFieldErrors(en.t, gateway)).toEqual({ id: enErrors.invalidValue });
  });
});

describe('formRefusal', () => {
  it('puts the messages of the form’s fields under them, else makes the refusal a toast', () => {
    const refused = refusal('ERROR_400', { password: { code: 'too_short', min: 8 } });
    expect(formRefusal(en.t, refused, ['password', 'email'])).toEqual({ fields: { password: 'Password should contain at least 8 characters' }, toast: null });
    expect(formRefusal(en.t, refused, ['email'])).toEqual({ fields: {}, toast: 'Password should contain at least 8 characters' });
  });
});
