// Free-text fields of request bodies, trimmed and bounded, with Foodyman's messages.
import { badRequest } from './errors';

/** Optional free text, trimmed (empty: null), at most `max` characters. */
export function optionalText(field: string, value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if ([...trimmed].length > max) throw badRequest(field, `The ${field} may not be greater than ${max} characters.`, { code: 'too_long', max });
  return trimmed;
}

/** Required free text, trimmed, at most `max` characters. */
export function requiredText(field: string, value: string | null | undefined, max: number): string {
  const text = optionalText(field, value, max);
  if (text === null) throw badRequest(field, `The ${field} field is required.`, { code: 'required' });
  return text;
}
