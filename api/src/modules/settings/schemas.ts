// Contract of the settings area: settings, currencies, languages, UI translations.
import { Type } from 'typebox';
import { NullableString, successEnvelope } from '../../http/schemas';

export const Setting = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  value: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
}, { title: 'Setting' });

/** Where the symbol goes relative to the amount. */
export const CurrencyPosition = Type.Unsafe<'before' | 'after'>({ type: 'string', enum: ['before', 'after'], title: 'CurrencyPosition' });

export const Currency = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  title: Type.String(),
  rate: Type.Number(),
  default: Type.Boolean(),
  position: CurrencyPosition,
  active: Type.Boolean(),
}, { title: 'Currency' });

export const Language = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  locale: Type.String(),
  backward: Type.Integer({ description: '1 = written right to left' }),
  default: Type.Integer(),
  active: Type.Integer(),
  img: NullableString,
}, { title: 'Language' });

/** The flat `{key: value}` of UI strings for one locale. */
export const TranslationMap = Type.Unsafe<Record<string, string>>(
  Type.Object({}, { title: 'TranslationMap', additionalProperties: Type.String() }),
);


export const SettingsResponse = successEnvelope('SettingsResponse', Type.Array(Setting));
export const CurrencyListResponse = successEnvelope('CurrencyListResponse', Type.Array(Currency));
export const LanguageListResponse = successEnvelope('LanguageListResponse', Type.Array(Language));
export const TranslationsResponse = successEnvelope('TranslationsResponse', TranslationMap);
