import type { LoginInput } from '../../../graphql/auth.generated';
import { LIMITS } from '../../../graphql/limits.generated';

/** A new password's shortest length, the same for sign-up, reset and change (the api also refuses
 * guessable ones). */
const NEW_PASSWORD_MIN = LIMITS.register.password.minLength;

/** Arabic-Indic and Persian digits (as typed on Arabic keyboards) → ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** One field takes an e-mail or a phone: anything with "@" or a letter is an e-mail; otherwise
 * it is a phone number, sent as digits only. */
export function toLoginInput(identifier: string, password: string): LoginInput {
  const value = asciiDigits(identifier.trim());
  if (value.includes('@') || /\p{L}/u.test(value)) return { email: value, password };
  return { phone: value.replace(/\D/g, ''), password };
}

export type LoginField = 'identifier' | 'password';

/** Client-side checks: both fields required (any password is the api's to judge: sign-in has no
 * length rule). Values are error keys of the `errors` namespace. */
export function validateLogin(identifier: string, password: string): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const value = asciiDigits(identifier.trim());
  if (!value || (!value.includes('@') && !/\p{L}/u.test(value) && !/\d/.test(value))) errors.identifier = 'required';
  if (!password) errors.password = 'required';
  return errors;
}

/** Client-side checks of a new password and its confirmation; values are `errors` keys. */
export function validateNewPassword(password: string, confirmation: string): Partial<Record<'password' | 'password_confirmation', string>> {
  const errors: Partial<Record<'password' | 'password_confirmation', string>> = {};
  if (!password) errors.password = 'required';
  else if ([...password].length < NEW_PASSWORD_MIN) errors.password = 'newPasswordMin';
  if (!confirmation) errors.password_confirmation = 'required';
  else if (password && confirmation !== password) errors.password_confirmation = 'passwordsDontMatch';
  return errors;
}
