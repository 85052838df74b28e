// Rules of account fields shared by sign-up, profile updates and firebase sign-in: how e-mail
// addresses and phones are normalised and checked, with Foodyman's messages.
import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors';
import { passwordStrength } from './password-strength';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'The phone has already been taken.',
  phoneRequired: 'Phone number is required',
  passwordTooShort: 'Password should contain at least 8 characters',
  passwordTooLong: 'Password may not be greater than 128 characters.',
  passwordTooGuessable: 'This password is too common or too easy to guess.',
  passwordsDiffer: "Passwords don't match",
} as const;

/** Any characters, no composition rules; long enough, and not too guessable (password-strength.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The rule above as the api's documentation states it, wherever a password is chosen. */
export const NEW_PASSWORD = 'A new password: 8 to 128 characters, any characters, and not too guessable (a common password, a '
  + 'keyboard row, a repeat or the account\'s own names refused: `POST /auth/password-strength` scores it as it is typed); else 400 '
  + '`params.password`.';

/** E-mail addresses are compared and stored lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
/** Phones are stored as digits only, as Foodyman (the web client strips the rest). */
export const normalisePhone = (phone: string): string => phone.replace(/\D/g, '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => EMAIL.test(email);
export const isValidPhone = (digits: string): boolean => /^\d{7,15}$/.test(digits);

/** Throws the field's message when the first name is not 2..100 characters (after trimming). */
export function checkFirstname(firstname: string): string {
  const trimmed = firstname.trim();
  if (trimmed.length < 2 || trimmed.length > 100) throw badRequest('firstname', 'The firstname must be between 2 and 100 characters.', { code: 'length_between', min: 2, max: 100 });
  return trimmed;
}

/** Throws when the new password is too short, too long or too guessable (`userInputs`: the
 * account's own names, e-mail and phone count as known words), or its confirmation (when sent)
 * differs. Length counts characters as people see them (code points). */
export function checkNewPassword(password: string, confirmation: string | undefined, userInputs: string[] = []): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw badRequest('password', ACCOUNT_MESSAGES.passwordTooShort, { code: 'too_short', min: PASSWORD_MIN });
  if (length > PASSWORD_MAX) throw badRequest('password', ACCOUNT_MESSAGES.passwordTooLong, { code: 'too_long', max: PASSWORD_MAX });
  if (!passwordStrength(password, userInputs).accepted) throw badRequest('password', ACCOUNT_MESSAGES.passwordTooGuessable, { code: 'too_common' });
  if (confirmation !== undefined && password !== confirmation) throw badRequest('password_confirmation', ACCOUNT_MESSAGES.passwordsDiffer, { code: 'passwords_mismatch' });
}

/** A new account's own referral code: 8 characters from an alphabet without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
