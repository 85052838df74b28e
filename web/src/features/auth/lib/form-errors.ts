import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/lib/graphql/api-error';
import { formRefusal } from '../../../shared/lib/i18n/api-messages';

/** A failed call on a form: the api's messages for the form's fields go under those fields;
 * when none of them is on the form the error is a toast. All translated. */
export const formErrors = <F extends string>(t: TFunction, error: ApiError | null, fields: readonly F[]) => formRefusal(t, error, fields);

/** Client-side check results (`errors` keys) → translated messages. */
export function translateKeys<F extends string>(t: TFunction, keys: Partial<Record<F, string | undefined>>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(keys) as [F, string | undefined][]) if (key) out[field] = t(key, { ns: 'errors' });
  return out;
}
