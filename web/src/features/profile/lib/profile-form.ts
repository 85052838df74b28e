import type { Gender, UpdateProfileInput } from '../../../graphql/profile.generated';
import type { SessionUser } from '../../../shared/lib/session';

export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** Y-m-d or '' */
  birthday: string;
  gender: Gender | '';
}

export type ProfileField = keyof ProfileFormValues;

/** The form's values from a user (`birthday` arrives as "Y-m-d 00:00:00Z"). */
export function profileFormValues(user: SessionUser | null): ProfileFormValues {
  const gender = user?.gender === 'male' || user?.gender === 'female' ? user.gender : '';
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    birthday: /^\d{4}-\d{2}-\d{2}/.exec(user?.birthday ?? '')?.[0] ?? '',
    gender,
  };
}

/** The update body: blank optional fields are sent as null (cleared); the api keeps a phone's digits. */
export function toProfileInput(values: ProfileFormValues): UpdateProfileInput {
  const blank = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    firstname: values.firstname.trim(),
    lastname: blank(values.lastname),
    email: blank(values.email),
    phone: blank(values.phone),
    birthday: blank(values.birthday),
    ...(values.gender ? { gender: values.gender } : {}),
  };
}

/** Whether the form moves the account's e-mail or phone away from the saved ones: the api then
 * asks for the current password, so the form offers its field. */
export function movesIdentifiers(values: ProfileFormValues, user: SessionUser | null): boolean {
  const saved = profileFormValues(user);
  return values.email.trim() !== saved.email || values.phone.trim() !== saved.phone;
}

/** Client-side: the first name is required (the api checks lengths and formats). */
export function validateProfile(values: ProfileFormValues): Partial<Record<ProfileField, string>> {
  return values.firstname.trim() ? {} : { firstname: 'required' };
}
