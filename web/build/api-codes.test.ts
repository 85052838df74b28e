// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_ERRORS } from '../../gateway/errors';
import { REASON_KEYS, STATUS_KEYS, type RefusalKeys } from '../src/shared/lib/i18n/api-messages';
import { ORDER_ERROR_KEYS } from '../src/features/orders/lib/order-messages';
import { WALLET_ERROR_KEYS } from '../src/features/wallet/lib/wallet-errors';
import { RESERVATION_ERROR_KEYS, STALE_TIMES_CODES } from '../src/features/reservations/lib/reservation-errors';
import { REVIEW_ERROR_KEYS } from '../src/features/reviews/lib/review-errors';
import { REFERRAL_ERROR_KEYS } from '../src/features/auth/lib/referral-errors';

// The web says every refusal the api or the gateway can answer in every language it offers, by
// code: each statusCode and each field reason code the contract declares (schema/openapi.json, the
// ErrorEnvelope component), and each of the gateway's own codes (gateway/errors.ts), has a key in
// the app's tables or a screen's, that key has a text in English, French and Arabic, and no table
// names a code neither of them has.

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

interface Schema { enum?: string[]; properties?: Record<string, Schema> }
const schemas = (read('schema/openapi.json') as { components: { schemas: Record<string, Schema> } }).components.schemas;

const gatewayCodes = Object.keys(GATEWAY_ERRORS);

const declared = {
  status: [...schemas.ErrorEnvelope.properties!.statusCode.enum!, ...gatewayCodes],
  reasons: schemas.ErrorReason.properties!.code.enum!,
};

/** Every table of codes → keys: the app's, then each screen's. */
const TABLES: Record<string, RefusalKeys> = {
  app: { status: STATUS_KEYS, reasons: REASON_KEYS },
  orders: ORDER_ERROR_KEYS,
  wallet: WALLET_ERROR_KEYS,
  reservations: { status: RESERVATION_ERROR_KEYS },
  reviews: { status: REVIEW_ERROR_KEYS },
  referrals: { status: REFERRAL_ERROR_KEYS },
};
const entries = (kind: keyof RefusalKeys) => Object.entries(TABLES).flatMap(([table, keys]) =>
  Object.entries(keys[kind] ?? {}).map(([code, key]) => ({ table, code, key })));

/** The `errors` namespace in each language: English is the bundled file and the screens' own. */
const english = Object.assign({}, read('web/src/locales/en/errors.json'), ...readdirSync(join(root, 'web/src/locales/en'))
  .filter((file) => file.endsWith('-screens.json')).map((file) => read(`web/src/locales/en/${file}`).errors ?? {})) as Record<string, string>;
const LANGUAGES = {
  en: english,
  fr: read('web/public/locales/fr/errors.json'),
  ar: read('web/public/locales/ar/errors.json'),
};
/** A key as a language holds it: as such, or by its plural forms (`tooManyAttempts_other`). */
const has = (texts: Record<string, unknown>, key: string) => typeof (texts[key] ?? texts[`${key}_other`]) === 'string';
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('the api codes the web translates', () => {
  it("reads both sets from the contract, and the gateway's own codes from the gateway", () => {
    expect(declared.status).toEqual(expect.arrayContaining(['ERROR_400', 'ERROR_404', 'ERROR_100']));
    expect(gatewayCodes).toEqual(expect.arrayContaining(['UPSTREAM_UNAVAILABLE', 'BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']));
    expect(declared.reasons).toEqual(expect.arrayContaining(['required', 'too_long', 'length_between']));
  });

  it.each(['status', 'reasons'] as const)('gives every declared %s code a key', (kind) => {
    const named = new Set(entries(kind).map(({ code }) => code));
    expect(declared[kind].filter((code) => !named.has(code))).toEqual([]);
  });

  it.each(['status', 'reasons'] as const)('names no %s code the contract does not declare', (kind) => {
    const unknown = entries(kind).filter(({ code }) => !declared[kind].includes(code)).map(({ table, code }) => `${table}: ${code}`);
    expect(unknown).toEqual([]);
    expect([...STALE_TIMES_CODES].filter((code) => !declared.status.includes(code))).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('has a text for every key of the tables in %s', (language) => {
    const missing = [...entries('status'), ...entries('reasons')]
      .filter(({ key }) => !has(LANGUAGES[language], key)).map(({ table, code, key }) => `${table}: ${code} → ${key}`);
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('has in %s every English key of the namespace (variants by field or format too)', (language) => {
    const missing = Object.keys(english).filter((key) => !has(LANGUAGES[language], key.replace(PLURAL, '')));
    expect(missing).toEqual([]);
  });
});
