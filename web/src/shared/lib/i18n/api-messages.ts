import type { TFunction } from 'i18next';
import type { ApiError } from '../graphql/api-error';
import { waitText } from './rate-limit';

/** The api's English messages (the Foodyman catalogue) → keys of the `errors` namespace. */
const MESSAGE_KEYS: Record<string, string> = {
  Required: 'required',
  "Passwords don't match": 'passwordsDontMatch',
  'Passwords should match': 'passwordsShouldMatch',
  'Password should contain at least 6 characters': 'passwordMin',
  'Password should contain at least 8 characters': 'newPasswordMin',
  'Password may not be greater than 128 characters.': 'passwordMax',
  'This password is too common or too easy to guess.': 'passwordGuessable',
  'The current password is incorrect.': 'currentPasswordWrong',
  'Phone number is required': 'phoneRequired',
  'The email has already been taken.': 'emailTaken',
  'The phone has already been taken.': 'phoneTaken',
  'The email must be a valid email address.': 'emailInvalid',
  'The phone must be a number.': 'phoneInvalid',
  'The birthday does not match the format Y-m-d.': 'birthdayFormat',
  'The firstname must be between 2 and 100 characters.': 'firstnameLength',
  'The lastname may not be greater than 100 characters.': 'lastnameMax',
  'Login or password is invalid': 'loginInvalid',
  'User is not logged in.': 'unauthorized',
  'Wrong verification code': 'wrongCode',
  'Too many wrong codes. Please, request a new code.': 'codeTooManyTries',
  'The code has expired. Please, request a new code.': 'codeExpired',
  'Sms not sent!': 'smsNotSent',
  'Invalid firebase token': 'firebaseInvalid',
  'Firebase sign-in is not configured': 'firebaseOff',
  // avatar upload (params.image)
  'The image must be a file of type: jpeg, png, webp, gif.': 'imageType',
  'The image may not be greater than 2048 kilobytes.': 'imageMax',
  'The image failed to upload.': 'imageFailed',
  // seller application
  'The title field is required.': 'required',
  'The address field is required.': 'required',
  'The title must be between 2 and 191 characters.': 'titleLength',
  'The address may not be greater than 255 characters.': 'addressMax',
  'The description may not be greater than 1000 characters.': 'descriptionMax',
  'The delivery time from must be at least 0.': 'atLeastZero',
  'The delivery time to must be at least 0.': 'atLeastZero',
  'The delivery time to must be greater than or equal to delivery time from.': 'deliveryTimeOrder',
  'You have already applied': 'alreadyApplied',
  // courier application (the seller application's rules)
  'The name field is required.': 'required',
  'The city field is required.': 'required',
  'The phone field is required.': 'phoneRequired',
  'The name must be between 2 and 100 characters.': 'nameLength',
  'The city may not be greater than 100 characters.': 'cityMax',
  'The note may not be greater than 1000 characters.': 'noteMax',
  'The answer may not be greater than 500 characters.': 'answerMax',
  'This application has already been decided.': 'alreadyDecided',
  Unauthorized: 'unauthorized',
  // cart
  'Out of stock': 'outOfStock',
  'Other shop': 'otherBranch',
  'You cannot join. Invalid group order': 'invalidGroupOrder',
  'You have been kicked from group order': 'kickedFromGroup',
  'The group order is closed': 'groupClosed',
};

/** A field message from the api, translated when it is a known one, else as the api wrote it. */
export function translateApiMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key, { ns: 'errors' }) : message;
}

/** The toast text for a failed call: by statusCode where the message is known, else the
 * translated message, else "Something went wrong". */
export function translateApiError(t: TFunction, error: ApiError | null): string {
  if (!error) return t('somethingWrong', { ns: 'errors' });
  switch (error.statusCode) {
    case 'ERROR_102':
      return t('loginInvalid', { ns: 'errors' });
    case 'ERROR_100':
      return t('unauthorized', { ns: 'errors' });
    case 'ERROR_107':
      return t('firebaseInvalid', { ns: 'errors' });
    case 'ERROR_201':
      return t('wrongCode', { ns: 'errors' });
    case 'ERROR_202':
      return t('codeTooManyTries', { ns: 'errors' });
    case 'ERROR_203':
      return t('codeExpired', { ns: 'errors' });
    case 'ERROR_103':
      return t('signInAgain', { ns: 'errors' });
    case 'ERROR_451':
      return t('tooManyStreams', { ns: 'errors' });
    case 'ERROR_429': {
      const wait = waitText(t, error);
      if (wait) return wait;
      break;
    }
  }
  if (error.message && MESSAGE_KEYS[error.message]) return translateApiMessage(t, error.message);
  if (error.statusCode === 'ERROR_400') return t('error400', { ns: 'errors' });
  return error.message || t('somethingWrong', { ns: 'errors' });
}

/** Each field's first message, translated. */
export function translateFieldErrors(t: TFunction, error: ApiError | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error?.params ?? {})) {
    if (messages[0]) out[field] = translateApiMessage(t, messages[0]);
  }
  return out;
}
