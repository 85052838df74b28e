// Contract of the settings area: settings, currencies, languages, UI translations.
import { Type } from 'typebox';
import { LABEL_POSITIONS } from '../../db/common-tables';
import { nullableString, rowDates, stringEnum, successEnvelope } from '../../http/schemas';

export const Setting = Type.Object({
  id: Type.Integer({ description: 'Id of the setting.' }),
  key: Type.String({
    description: 'Name of the setting, e.g. `payment_type` (who sets the payment methods, as Foodyman clients read it: `admin`, '
      + 'so they list `GET /rest/payments`), `payment_methods` (the accepted ones, a comma list of cash and wallet), '
      + '`service_fee`, `otp_expire_time`, `footer_text`, `phone`.',
  }),
  value: nullableString('Its value, always as text (a number, a flag "0"/"1", a comma list such as `cash,wallet`), or null.'),
  ...rowDates('When the setting was created'),
}, { title: 'Setting', description: 'One storefront setting, a key with a text value (clients fold the list into `{key: value}`).' });

/** Where the symbol goes relative to the amount. */
export const CurrencyPosition = stringEnum(LABEL_POSITIONS, 'CurrencyPosition',
  'Where the currency symbol goes: before the amount ($5.00) or after it (5.00 €).');

export const Currency = Type.Object({
  id: Type.Integer({ description: 'Id to send as `currency_id`.' }),
  symbol: Type.String({ description: 'Symbol shown with amounts, e.g. `$`.' }),
  title: Type.String({ description: 'Code of the currency, e.g. `USD`.' }),
  rate: Type.Number({ description: 'Units of this currency per unit of the base currency (USD, rate 1): amounts are multiplied by it.' }),
  default: Type.Boolean({ description: 'true for the currency used when a request names none.' }),
  position: CurrencyPosition,
  active: Type.Boolean({ description: 'Always true here: only active currencies are listed.' }),
}, { title: 'Currency', description: 'A currency customers may choose; money in answers is converted at its rate and rounded to 2 decimals.' });

export const Language = Type.Object({
  id: Type.Integer({ description: 'Id of the language.' }),
  title: Type.String({ description: 'Name of the language, e.g. `English`.' }),
  locale: Type.String({ description: 'Code to send as `lang`, e.g. `en`.' }),
  backward: Type.Integer({ description: '1 = written right to left (Arabic), else 0.' }),
  default: Type.Integer({ description: '1 for the language used when a request names none (and the fallback of missing texts), else 0.' }),
  active: Type.Integer({ description: 'Always 1 here: only active languages are listed.' }),
  img: nullableString('Flag image: a path under `/storage/images/` or a full URL; null when none.'),
}, { title: 'Language', description: 'A language customers may choose (flags are 0/1 integers, as in Foodyman).' });

/** The flat `{key: value}` of UI strings for one locale. */
export const TranslationMap = Type.Unsafe<Record<string, string>>(
  Type.Object({}, {
    title: 'TranslationMap',
    additionalProperties: Type.String(),
    description: 'UI strings by key, e.g. `{"search.products": "Search products"}` (a JSON scalar in GraphQL).',
  }),
);

export const SettingsResponse = successEnvelope('SettingsResponse',
  Type.Array(Setting, { description: 'Every setting, by id.' }), 'The storefront\'s settings.');
export const CurrencyListResponse = successEnvelope('CurrencyListResponse',
  Type.Array(Currency, { description: 'The active currencies, by id.' }), 'The currencies customers may choose.');
export const LanguageListResponse = successEnvelope('LanguageListResponse',
  Type.Array(Language, { description: 'The active languages, by id.' }), 'The languages customers may choose.');
export const TranslationsResponse = successEnvelope('TranslationsResponse', TranslationMap,
  'The UI strings of the requested language, completed by the default language\'s where one is missing.');
