import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/lib/i18n';
import { addScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import checkoutStrings from '../../../locales/en/checkout-screens.json';
import frErrors from '../../../../public/locales/fr/errors.json';
import { translateOrderError } from './order-messages';

/** A refusal with one field, by its codes; its English message is never shown. */
const refusal = (statusCode: string, field: string, reason: { code: string; min?: number }) => ({
  status: 400, statusCode, message: 'An English sentence', params: { [field]: ['An English sentence'] }, reasons: { [field]: [reason] },
});

describe('order and checkout refusals', () => {
  const en = createI18n('en', { backend: false });
  addScreenStrings(en, checkoutStrings);
  const fr = createI18n('fr', { backend: false });
  fr.addResourceBundle('fr', 'errors', frErrors);

  it('says a field’s reason in these screens’ words, in English and French', () => {
    const refused = refusal('ERROR_400', 'status', { code: 'not_cancelable' });
    expect(translateOrderError(en.t, refused)).toBe('Order can no longer be canceled');
    expect(translateOrderError(fr.t, refused)).toBe('La commande ne peut plus être annulée');
    expect(translateOrderError(fr.t, refusal('ERROR_400', 'delivery_time', { code: 'fully_booked' }))).toBe(frErrors.slotFull);
    expect(translateOrderError(en.t, refusal('ERROR_400', 'cart', { code: 'required' }))).toBe(checkoutStrings.errors.required_cart);
  });

  it('tells the closed branch’s refusals apart by their reason', () => {
    expect(translateOrderError(fr.t, refusal('ERROR_118', 'shop_id', { code: 'closed' }))).toBe(frErrors.branchClosed);
    expect(translateOrderError(fr.t, refusal('ERROR_118', 'delivery_time', { code: 'closed_now' }))).toBe(frErrors.shopClosedNow);
    expect(translateOrderError(fr.t, refusal('ERROR_118', 'delivery_date', { code: 'closed_day' }))).toBe(frErrors.shopClosedDay);
  });

  it('puts the minimum amount in its sentence and knows the coded refusals', () => {
    expect(translateOrderError(fr.t, refusal('ERROR_400', 'cart', { code: 'below_minimum', min: 15 }))).toBe(frErrors.belowMinimum.replace('{{min}}', '15'));
    const zone = { statusCode: 'ERROR_433', message: "We don't deliver here yet. Please, change your address or choose pickup option.", params: {}, reasons: {} };
    expect(translateOrderError(fr.t, zone)).toBe(frErrors.noDelivery);
    expect(translateOrderError(fr.t, refusal('ERROR_250', 'coupon', { code: 'invalid' }))).toBe(frErrors.couponInvalid);
    expect(translateOrderError(en.t, { message: 'Something unknown', params: {}, reasons: {} })).toBe('Something went wrong');
  });
});
