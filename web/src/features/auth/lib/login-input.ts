import type { LoginInput } from '../../../graphql/account.generated';

/** Sign-in: accounts made before the new-password rule may have 6 characters. */
export const PASSWORD_MIN = 6;
/** A new password (sign-up, reset, change): the api's rule also refuses guessable ones. */
export const NEW_PASSWORD_MIN = 8;

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

/** Client-side checks: both fields required, the password at least 6 characters.
 * Values are error keys of the `errors` namespace. */
export function validateLogin(identifier: string, password: string): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const value = asciiDigits(identifier.trim());
  if (!value || (!value.includes('@') && !/\p{L}/u.test(value) && !/\d/.test(value))) errors.identifier = 'required';
  if (!password) errors.password = 'required';
  else if (password.length < PASSWORD_MIN) errors.password = 'passwordMin';
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
