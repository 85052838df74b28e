import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/lib/i18n';
import { addScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import checkoutStrings from '../../../locales/en/checkout-screens.json';
import frErrors from '../../../../public/locales/fr/errors.json';
import { translateOrderError } from './order-messages';

describe('order and checkout refusals', () => {
  const en = createI18n('en', { backend: false });
  addScreenStrings(en, checkoutStrings);
  const fr = createI18n('fr', { backend: false });
  fr.addResourceBundle('fr', 'errors', frErrors);

  it('translates the api’s message of a field, in English and French', () => {
    const refused = { status: 400, statusCode: 'ERROR_400', message: 'Bad request.', params: { status: ['Order can no longer be canceled'] } };
    expect(translateOrderError(en.t, refused)).toBe('Order can no longer be canceled');
    expect(translateOrderError(fr.t, refused)).toBe('La commande ne peut plus être annulée');
    const full = { status: 400, statusCode: 'ERROR_400', message: 'Bad request.', params: { delivery_time: ['This time is fully booked. Please, choose another time.'] } };
    expect(translateOrderError(fr.t, full)).toBe(frErrors.slotFull);
  });

  it('keeps the amount of the minimum-amount refusal and knows the coded ones', () => {
    const minimum = { statusCode: 'ERROR_400', message: 'Bad request.', params: { cart: ['Your order did not reach minimum amount, minimum amount is 15.00'] } };
    expect(translateOrderError(fr.t, minimum)).toBe(`${frErrors.minAmount} 15.00`);
    const zone = { statusCode: 'ERROR_433', message: "We don't deliver here yet. Please, change your address or choose pickup option.", params: {} };
    expect(translateOrderError(fr.t, zone)).toBe(frErrors.noDelivery);
    expect(translateOrderError(en.t, { message: 'Something unknown', params: {} })).toBe('Something unknown');
  });
});
