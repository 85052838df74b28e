/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** A request to open a shop. title (2..191 characters), address (at most 255) and description (at most 1000) are keyed by the locale of an active language, blank texts dropped; title and address need at least one. location: latitude -90..90, longitude -180..180. */
export type ApplyAsSellerInput = {
  /** A text per locale of an active language, e.g. `{"en": "Pizza Roma", "fr": "Pizza Roma"}` (a JSON scalar in GraphQL). */
  address: Record<string, unknown>;
  /** Category ids, at most 50 (duplicates dropped). */
  categories?: Array<number> | null | undefined;
  /** Shortest delivery time, 0 or more, in `delivery_time_type` units. */
  delivery_time_from: number;
  /** Longest delivery time, `delivery_time_from` or more. */
  delivery_time_to: number;
  /** Unit of the delivery times: minute, hour, day or month. */
  delivery_time_type: DeliveryTimeType;
  /** A text per locale of an active language, e.g. `{"en": "Pizza Roma", "fr": "Pizza Roma"}` (a JSON scalar in GraphQL). */
  description?: Record<string, unknown> | null | undefined;
  /** A point on the map (WGS 84 degrees). */
  location?: LocationInput | null | undefined;
  /** Smallest order the shop would take: a number, 0 or more, as sent (not converted); absent: 0. */
  min_amount?: number | null | undefined;
  /** Contact phone, 7..15 digits once other characters are dropped; blank or null: none. */
  phone?: string | null | undefined;
  /** Base delivery fee: a number, 0 or more, as sent (not converted); absent: 0. */
  price?: number | null | undefined;
  /** Delivery fee per km: a number, 0 or more, as sent (not converted); absent: 0. */
  price_per_km?: number | null | undefined;
  /** Tag ids, at most 50 (duplicates dropped). */
  tags?: Array<number> | null | undefined;
  /** Tax percentage, 0..100; absent: 0. */
  tax?: number | null | undefined;
  /** A text per locale of an active language, e.g. `{"en": "Pizza Roma", "fr": "Pizza Roma"}` (a JSON scalar in GraphQL). */
  title: Record<string, unknown>;
  /** Kind of shop: shop or restaurant. */
  type: ShopType;
};

/** Unit of the delivery times: minute, hour, day or month. */
export type DeliveryTimeType =
  | 'day'
  | 'hour'
  | 'minute'
  | 'month';

/** A firebase sign-in: the ID token firebase gave the client. */
export type FirebaseCallbackInput = {
  /** The picture URL. Accepted for compatibility with Foodyman and ignored: the identity comes from the verified token alone. */
  avatar?: string | null | undefined;
  /** The e-mail address. Accepted for compatibility with Foodyman and ignored: the identity comes from the verified token alone. */
  email?: string | null | undefined;
  /** The provider's user id. Accepted for compatibility with Foodyman and ignored: the identity comes from the verified token alone. */
  id?: string | null | undefined;
  /** A firebase ID token (`user.getIdToken()` after signing in with the provider). */
  id_token: string;
  /** The display name. Accepted for compatibility with Foodyman and ignored: the identity comes from the verified token alone. */
  name?: string | null | undefined;
  /** A friend's referral code (their `my_referral`): an account this sign-in creates is linked to them, unless its phone or e-mail address was referred before (docs/wallet.md). Unknown → 400 ERROR_472 `params.referral`; your own → 400 ERROR_473. Blank or null: none. */
  referral?: string | null | undefined;
};

/** The phone of the account whose password is forgotten. */
export type ForgotPasswordInput = {
  /** Required: the account's phone; only its digits count. */
  phone?: string | null | undefined;
};

/** The customer's gender: male or female. */
export type Gender =
  | 'female'
  | 'male';

/** A point on the map (WGS 84 degrees). */
export type LocationInput = {
  /** Latitude in degrees, -90..90. */
  latitude: number;
  /** Longitude in degrees, -180..180. */
  longitude: number;
};

/** A sign-in: the account, by e-mail or phone, and its password. */
export type LoginInput = {
  /** E-mail address of the account (any case); either it or `phone` (else 400 `params.email`). */
  email?: string | null | undefined;
  /** The account's password. */
  password: string;
  /** Phone of the account; only its digits count (`+1 416 555-0100` = `14165550100`). */
  phone?: string | null | undefined;
};

/** A password being chosen, and what the account is known by. */
export type PasswordStrengthInput = {
  /** The account's e-mail address, if known. */
  email?: string | null | undefined;
  /** The account's first name, if known: a password built from it scores low. */
  firstname?: string | null | undefined;
  /** The account's last name, if known. */
  lastname?: string | null | undefined;
  /** The password being chosen. */
  password: string;
  /** The account's phone, if known. */
  phone?: string | null | undefined;
};

/** A sign-up. Nothing is created until the phone is verified with the code texted to it. */
export type RegisterInput = {
  /** E-mail address, stored lower-cased; must be valid and not taken. Blank or null: none. */
  email?: string | null | undefined;
  /** First name, 2..100 characters once trimmed. */
  firstname: string;
  /** The customer's gender: male or female. */
  gender?: Gender | null | undefined;
  /** Last name; blank or null: none. */
  lastname?: string | null | undefined;
  /** A new password: 8 to 128 characters, any characters, and not too guessable (a common password, a keyboard row, a repeat or the account's own names refused: `POST /auth/password-strength` scores it as it is typed); else 400 `params.password`. */
  password: string;
  /** When sent, must equal password (else 400 `params.password_confirmation`). */
  password_confirmation?: string | null | undefined;
  /** Required: the phone the code goes to, 7..15 digits once other characters are dropped, not taken. */
  phone?: string | null | undefined;
  /** A friend's referral code (their `my_referral`): unknown → 400 ERROR_472 `params.referral`; a phone referred before (even by a deleted account) → 400 ERROR_474. Blank or null: none. */
  referral?: string | null | undefined;
};

/** Which code to send again: an SMS code by `verifyId`, or an e-mail verification link by `email`. */
export type ResendCodeInput = {
  /** An account's unverified e-mail address: a verification link is e-mailed to it (Foodyman's e-mail resend). */
  email?: string | null | undefined;
  /** The `verifyId` of the SMS code to replace (required unless `email` is sent). */
  verifyId?: string | null | undefined;
};

/** A new password, with the reset code that proves the phone. */
export type ResetPasswordInput = {
  /** A new password: 8 to 128 characters, any characters, and not too guessable (a common password, a keyboard row, a repeat or the account's own names refused: `POST /auth/password-strength` scores it as it is typed); else 400 `params.password`. */
  password: string;
  /** When sent, must equal password (else 400 `params.password_confirmation`). */
  password_confirmation?: string | null | undefined;
  /** The 6 digits received by SMS. */
  verifyCode: string;
  /** The `verifyId` of the reset code. */
  verifyId: string;
};

/** Kind of shop: shop or restaurant. */
export type ShopType =
  | 'restaurant'
  | 'shop';

/** A new password for the signed-in account. */
export type UpdatePasswordInput = {
  /** The account's current password, to change it: required when the account has one (`empty_p` false), else 400 `params.old_password` "Required"; a wrong one → "The current password is incorrect." and counts as a failed sign-in of the account. An account without a password (made by a firebase sign-in) sends none and must have signed in within the last 10 minutes instead, else 403 ERROR_103 "Sign in again to change this." */
  old_password?: string | null | undefined;
  /** A new password: 8 to 128 characters, any characters, and not too guessable (a common password, a keyboard row, a repeat or the account's own names refused: `POST /auth/password-strength` scores it as it is typed); else 400 `params.password`. */
  password: string;
  /** The new password again (else 400 `params.password_confirmation`). */
  password_confirmation: string;
};

/** New profile details; every rule is checked before anything is saved (a refusal changes nothing). */
export type UpdateProfileInput = {
  /** Date of birth, `Y-m-d`; absent: kept, blank or null: cleared. */
  birthday?: string | null | undefined;
  /** The customer's currency: the id of an active currency (else 400 `params.currency_id`); null or 0: none (the default one); absent: kept. */
  currency_id?: number | null | undefined;
  /** A valid address not proven by another account; absent: kept, blank or null: cleared. A new one waits in `pending_email` for the link e-mailed to it; sending the current address cancels the change. */
  email?: string | null | undefined;
  /** First name, 2..100 characters once trimmed; absent: kept. */
  firstname?: string | null | undefined;
  /** The customer's gender: male or female. */
  gender?: Gender | null | undefined;
  /** At most 100 characters; absent: kept, blank or null: cleared. */
  lastname?: string | null | undefined;
  /** The account's current password, when the e-mail or the phone changes (not needed for the other details): required when the account has one (`empty_p` false), else 400 `params.old_password` "Required"; a wrong one → "The current password is incorrect." and counts as a failed sign-in of the account. An account without a password (made by a firebase sign-in) sends none and must have signed in within the last 10 minutes instead, else 403 ERROR_103 "Sign in again to change this." */
  old_password?: string | null | undefined;
  /** 7..15 digits once other characters are dropped, not proven by another account; absent: kept, blank or null: cleared. A new one waits in `pending_phone` for the code texted to it (`phone_code` of the answer); sending the current phone cancels the change. */
  phone?: string | null | undefined;
};

/** Kind of account: user (a customer) or staff (may use the /dashboard/staff routes). */
export type UserRole =
  | 'staff'
  | 'user';

/** The code that proves the new phone of the signed-in account. */
export type VerifyPhoneChangeInput = {
  /** The 6 digits received by SMS. */
  verifyCode: string;
  /** The `verifyId` of the code texted to the new phone (`phone_code` of the profile update, or the resend's). */
  verifyId: string;
};

/** The code that proves a sign-up's phone. */
export type VerifyPhoneInput = {
  /** The 6 digits received by SMS. */
  verifyCode: string;
  /** The `verifyId` of the sign-up's code. */
  verifyId: string;
};

export type CodeSentFragment = { verifyId: string, phone: string };

export type FirebaseCallbackMutationVariables = Exact<{
  provider: string;
  input: FirebaseCallbackInput;
}>;


export type FirebaseCallbackMutation = { firebaseCallback: { access_token: string, token_type: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } } | null };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { verifyId: string, phone: string } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { access_token: string, token_type: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } } | null };

export type LogoutMutationVariables = Exact<{
  firebase_token?: string | null | undefined;
}>;


export type LogoutMutation = { logout: void | null };

export type PasswordStrengthMutationVariables = Exact<{
  input: PasswordStrengthInput;
}>;


export type PasswordStrengthMutation = { passwordStrength: { score: number, accepted: boolean } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { verifyId: string, phone: string } | null };

export type ResendCodeMutationVariables = Exact<{
  input: ResendCodeInput;
}>;


export type ResendCodeMutation = { resendCode: { verifyId: string, phone: string } | null };

export type ResendEmailLinkMutationVariables = Exact<{
  input: ResendCodeInput;
}>;


export type ResendEmailLinkMutation = { resendCode: { __typename: 'CodeSent' } | null };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { token: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } } | null };

export type SessionUserFragment = { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null };

export type UpdatePasswordMutationVariables = Exact<{
  input: UpdatePasswordInput;
}>;


export type UpdatePasswordMutation = { updatePassword: { token: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } } | null };

export type VerifyEmailMutationVariables = Exact<{
  hash: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { email: string } | null };

export type VerifyPhoneMutationVariables = Exact<{
  input: VerifyPhoneInput;
}>;


export type VerifyPhoneMutation = { verifyPhone: { token: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } } | null };

export type EndSessionMutationVariables = Exact<{
  id: number;
}>;


export type EndSessionMutation = { endSession: void | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } | null };

export type ResendPhoneChangeCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendPhoneChangeCodeMutation = { resendPhoneChangeCode: { verifyId: string, phone: string } | null };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { sessions: Array<{ id: number, current: boolean, signed_in_at: string, last_used_at: string, device: string | null, browser: string | null, os: string | null }> | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null }, phone_code: { verifyId: string, phone: string } | null } | null };

export type VerifyPhoneChangeMutationVariables = Exact<{
  input: VerifyPhoneChangeInput;
}>;


export type VerifyPhoneChangeMutation = { verifyPhoneChange: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: Gender | null, birthday: string | null, role: UserRole, active: boolean, empty_p: boolean, email_verified_at: string | null, pending_email: string | null, phone_verified_at: string | null, pending_phone: string | null } | null };

export type ApplyAsSellerMutationVariables = Exact<{
  input: ApplyAsSellerInput;
}>;


export type ApplyAsSellerMutation = { applyAsSeller: { id: number, status: string, title: Record<string, unknown>, address: Record<string, unknown> } | null };

export type SellerApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type SellerApplicationQuery = { sellerApplication: { id: number, status: string, title: Record<string, unknown>, address: Record<string, unknown> } | null };

export const CodeSentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export const FirebaseCallbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FirebaseCallback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FirebaseCallbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firebaseCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type FirebaseCallbackMutationFn = ApolloReactCommon.MutationFunction<FirebaseCallbackMutation, FirebaseCallbackMutationVariables>;

/**
 * __useFirebaseCallbackMutation__
 *
 * To run a mutation, you first call `useFirebaseCallbackMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFirebaseCallbackMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [firebaseCallbackMutation, { data, loading, error }] = useFirebaseCallbackMutation({
 *   variables: {
 *      provider: // value for 'provider'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useFirebaseCallbackMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FirebaseCallbackMutation, FirebaseCallbackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FirebaseCallbackMutation, FirebaseCallbackMutationVariables>(FirebaseCallbackDocument, options);
      }
export type FirebaseCallbackMutationHookResult = ReturnType<typeof useFirebaseCallbackMutation>;
export type FirebaseCallbackMutationResult = ApolloReactCommon.MutationResult<FirebaseCallbackMutation>;
export type FirebaseCallbackMutationOptions = ApolloReactCommon.BaseMutationOptions<FirebaseCallbackMutation, FirebaseCallbackMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export type ForgotPasswordMutationFn = ApolloReactCommon.MutationFunction<ForgotPasswordMutation, ForgotPasswordMutationVariables>;

/**
 * __useForgotPasswordMutation__
 *
 * To run a mutation, you first call `useForgotPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useForgotPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [forgotPasswordMutation, { data, loading, error }] = useForgotPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useForgotPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ForgotPasswordMutation, ForgotPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>(ForgotPasswordDocument, options);
      }
export type ForgotPasswordMutationHookResult = ReturnType<typeof useForgotPasswordMutation>;
export type ForgotPasswordMutationResult = ApolloReactCommon.MutationResult<ForgotPasswordMutation>;
export type ForgotPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type LoginMutationFn = ApolloReactCommon.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export type LoginMutationOptions = ApolloReactCommon.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firebase_token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"firebase_token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firebase_token"}}}]}]}}]} as unknown as DocumentNode;
export type LogoutMutationFn = ApolloReactCommon.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *      firebase_token: // value for 'firebase_token'
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = ApolloReactCommon.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = ApolloReactCommon.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const PasswordStrengthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordStrength"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordStrengthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordStrength"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode;
export type PasswordStrengthMutationFn = ApolloReactCommon.MutationFunction<PasswordStrengthMutation, PasswordStrengthMutationVariables>;

/**
 * __usePasswordStrengthMutation__
 *
 * To run a mutation, you first call `usePasswordStrengthMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePasswordStrengthMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [passwordStrengthMutation, { data, loading, error }] = usePasswordStrengthMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePasswordStrengthMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PasswordStrengthMutation, PasswordStrengthMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PasswordStrengthMutation, PasswordStrengthMutationVariables>(PasswordStrengthDocument, options);
      }
export type PasswordStrengthMutationHookResult = ReturnType<typeof usePasswordStrengthMutation>;
export type PasswordStrengthMutationResult = ApolloReactCommon.MutationResult<PasswordStrengthMutation>;
export type PasswordStrengthMutationOptions = ApolloReactCommon.BaseMutationOptions<PasswordStrengthMutation, PasswordStrengthMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export type RegisterMutationFn = ApolloReactCommon.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = ApolloReactCommon.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const ResendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export type ResendCodeMutationFn = ApolloReactCommon.MutationFunction<ResendCodeMutation, ResendCodeMutationVariables>;

/**
 * __useResendCodeMutation__
 *
 * To run a mutation, you first call `useResendCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendCodeMutation, { data, loading, error }] = useResendCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useResendCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendCodeMutation, ResendCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendCodeMutation, ResendCodeMutationVariables>(ResendCodeDocument, options);
      }
export type ResendCodeMutationHookResult = ReturnType<typeof useResendCodeMutation>;
export type ResendCodeMutationResult = ApolloReactCommon.MutationResult<ResendCodeMutation>;
export type ResendCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<ResendCodeMutation, ResendCodeMutationVariables>;
export const ResendEmailLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmailLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode;
export type ResendEmailLinkMutationFn = ApolloReactCommon.MutationFunction<ResendEmailLinkMutation, ResendEmailLinkMutationVariables>;

/**
 * __useResendEmailLinkMutation__
 *
 * To run a mutation, you first call `useResendEmailLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendEmailLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendEmailLinkMutation, { data, loading, error }] = useResendEmailLinkMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useResendEmailLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendEmailLinkMutation, ResendEmailLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendEmailLinkMutation, ResendEmailLinkMutationVariables>(ResendEmailLinkDocument, options);
      }
export type ResendEmailLinkMutationHookResult = ReturnType<typeof useResendEmailLinkMutation>;
export type ResendEmailLinkMutationResult = ApolloReactCommon.MutationResult<ResendEmailLinkMutation>;
export type ResendEmailLinkMutationOptions = ApolloReactCommon.BaseMutationOptions<ResendEmailLinkMutation, ResendEmailLinkMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type ResetPasswordMutationFn = ApolloReactCommon.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type UpdatePasswordMutationFn = ApolloReactCommon.MutationFunction<UpdatePasswordMutation, UpdatePasswordMutationVariables>;

/**
 * __useUpdatePasswordMutation__
 *
 * To run a mutation, you first call `useUpdatePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePasswordMutation, { data, loading, error }] = useUpdatePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePasswordMutation, UpdatePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePasswordMutation, UpdatePasswordMutationVariables>(UpdatePasswordDocument, options);
      }
export type UpdatePasswordMutationHookResult = ReturnType<typeof useUpdatePasswordMutation>;
export type UpdatePasswordMutationResult = ApolloReactCommon.MutationResult<UpdatePasswordMutation>;
export type UpdatePasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;
export type VerifyEmailMutationFn = ApolloReactCommon.MutationFunction<VerifyEmailMutation, VerifyEmailMutationVariables>;

/**
 * __useVerifyEmailMutation__
 *
 * To run a mutation, you first call `useVerifyEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyEmailMutation, { data, loading, error }] = useVerifyEmailMutation({
 *   variables: {
 *      hash: // value for 'hash'
 *   },
 * });
 */
export function useVerifyEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifyEmailMutation, VerifyEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifyEmailMutation, VerifyEmailMutationVariables>(VerifyEmailDocument, options);
      }
export type VerifyEmailMutationHookResult = ReturnType<typeof useVerifyEmailMutation>;
export type VerifyEmailMutationResult = ApolloReactCommon.MutationResult<VerifyEmailMutation>;
export type VerifyEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const VerifyPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyPhoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type VerifyPhoneMutationFn = ApolloReactCommon.MutationFunction<VerifyPhoneMutation, VerifyPhoneMutationVariables>;

/**
 * __useVerifyPhoneMutation__
 *
 * To run a mutation, you first call `useVerifyPhoneMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyPhoneMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyPhoneMutation, { data, loading, error }] = useVerifyPhoneMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useVerifyPhoneMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifyPhoneMutation, VerifyPhoneMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifyPhoneMutation, VerifyPhoneMutationVariables>(VerifyPhoneDocument, options);
      }
export type VerifyPhoneMutationHookResult = ReturnType<typeof useVerifyPhoneMutation>;
export type VerifyPhoneMutationResult = ApolloReactCommon.MutationResult<VerifyPhoneMutation>;
export type VerifyPhoneMutationOptions = ApolloReactCommon.BaseMutationOptions<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositiveInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type EndSessionMutationFn = ApolloReactCommon.MutationFunction<EndSessionMutation, EndSessionMutationVariables>;

/**
 * __useEndSessionMutation__
 *
 * To run a mutation, you first call `useEndSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endSessionMutation, { data, loading, error }] = useEndSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEndSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EndSessionMutation, EndSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EndSessionMutation, EndSessionMutationVariables>(EndSessionDocument, options);
      }
export type EndSessionMutationHookResult = ReturnType<typeof useEndSessionMutation>;
export type EndSessionMutationResult = ApolloReactCommon.MutationResult<EndSessionMutation>;
export type EndSessionMutationOptions = ApolloReactCommon.BaseMutationOptions<EndSessionMutation, EndSessionMutationVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;

/**
 * __useProfileQuery__
 *
 * To run a query within a React component, call `useProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProfileQuery, ProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProfileQuery, ProfileQueryVariables>(ProfileDocument, options);
      }
export function useProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProfileQuery, ProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProfileQuery, ProfileQueryVariables>(ProfileDocument, options);
        }
// @ts-ignore
export function useProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProfileQuery, ProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfileQuery, ProfileQueryVariables>;
export function useProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfileQuery, ProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfileQuery | undefined, ProfileQueryVariables>;
export function useProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfileQuery, ProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProfileQuery, ProfileQueryVariables>(ProfileDocument, options);
        }
export type ProfileQueryHookResult = ReturnType<typeof useProfileQuery>;
export type ProfileLazyQueryHookResult = ReturnType<typeof useProfileLazyQuery>;
export type ProfileSuspenseQueryHookResult = ReturnType<typeof useProfileSuspenseQuery>;
export type ProfileQueryResult = ApolloReactCommon.QueryResult<ProfileQuery, ProfileQueryVariables>;
export const ResendPhoneChangeCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendPhoneChangeCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendPhoneChangeCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export type ResendPhoneChangeCodeMutationFn = ApolloReactCommon.MutationFunction<ResendPhoneChangeCodeMutation, ResendPhoneChangeCodeMutationVariables>;

/**
 * __useResendPhoneChangeCodeMutation__
 *
 * To run a mutation, you first call `useResendPhoneChangeCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendPhoneChangeCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendPhoneChangeCodeMutation, { data, loading, error }] = useResendPhoneChangeCodeMutation({
 *   variables: {
 *   },
 * });
 */
export function useResendPhoneChangeCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendPhoneChangeCodeMutation, ResendPhoneChangeCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendPhoneChangeCodeMutation, ResendPhoneChangeCodeMutationVariables>(ResendPhoneChangeCodeDocument, options);
      }
export type ResendPhoneChangeCodeMutationHookResult = ReturnType<typeof useResendPhoneChangeCodeMutation>;
export type ResendPhoneChangeCodeMutationResult = ApolloReactCommon.MutationResult<ResendPhoneChangeCodeMutation>;
export type ResendPhoneChangeCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<ResendPhoneChangeCodeMutation, ResendPhoneChangeCodeMutationVariables>;
export const SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signed_in_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSessionsQuery__
 *
 * To run a query within a React component, call `useSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSessionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSessionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SessionsQuery, SessionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SessionsQuery, SessionsQueryVariables>(SessionsDocument, options);
      }
export function useSessionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SessionsQuery, SessionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SessionsQuery, SessionsQueryVariables>(SessionsDocument, options);
        }
// @ts-ignore
export function useSessionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SessionsQuery, SessionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SessionsQuery, SessionsQueryVariables>;
export function useSessionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SessionsQuery, SessionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SessionsQuery | undefined, SessionsQueryVariables>;
export function useSessionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SessionsQuery, SessionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SessionsQuery, SessionsQueryVariables>(SessionsDocument, options);
        }
export type SessionsQueryHookResult = ReturnType<typeof useSessionsQuery>;
export type SessionsLazyQueryHookResult = ReturnType<typeof useSessionsLazyQuery>;
export type SessionsSuspenseQueryHookResult = ReturnType<typeof useSessionsSuspenseQuery>;
export type SessionsQueryResult = ApolloReactCommon.QueryResult<SessionsQuery, SessionsQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone_code"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type UpdateProfileMutationFn = ApolloReactCommon.MutationFunction<UpdateProfileMutation, UpdateProfileMutationVariables>;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = ApolloReactCommon.MutationResult<UpdateProfileMutation>;
export type UpdateProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const VerifyPhoneChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPhoneChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyPhoneChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPhoneChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"img"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"empty_p"}},{"kind":"Field","name":{"kind":"Name","value":"email_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_email"}},{"kind":"Field","name":{"kind":"Name","value":"phone_verified_at"}},{"kind":"Field","name":{"kind":"Name","value":"pending_phone"}}]}}]} as unknown as DocumentNode;
export type VerifyPhoneChangeMutationFn = ApolloReactCommon.MutationFunction<VerifyPhoneChangeMutation, VerifyPhoneChangeMutationVariables>;

/**
 * __useVerifyPhoneChangeMutation__
 *
 * To run a mutation, you first call `useVerifyPhoneChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyPhoneChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyPhoneChangeMutation, { data, loading, error }] = useVerifyPhoneChangeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useVerifyPhoneChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifyPhoneChangeMutation, VerifyPhoneChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifyPhoneChangeMutation, VerifyPhoneChangeMutationVariables>(VerifyPhoneChangeDocument, options);
      }
export type VerifyPhoneChangeMutationHookResult = ReturnType<typeof useVerifyPhoneChangeMutation>;
export type VerifyPhoneChangeMutationResult = ApolloReactCommon.MutationResult<VerifyPhoneChangeMutation>;
export type VerifyPhoneChangeMutationOptions = ApolloReactCommon.BaseMutationOptions<VerifyPhoneChangeMutation, VerifyPhoneChangeMutationVariables>;
export const ApplyAsSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyAsSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyAsSellerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyAsSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode;
export type ApplyAsSellerMutationFn = ApolloReactCommon.MutationFunction<ApplyAsSellerMutation, ApplyAsSellerMutationVariables>;

/**
 * __useApplyAsSellerMutation__
 *
 * To run a mutation, you first call `useApplyAsSellerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyAsSellerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyAsSellerMutation, { data, loading, error }] = useApplyAsSellerMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApplyAsSellerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyAsSellerMutation, ApplyAsSellerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyAsSellerMutation, ApplyAsSellerMutationVariables>(ApplyAsSellerDocument, options);
      }
export type ApplyAsSellerMutationHookResult = ReturnType<typeof useApplyAsSellerMutation>;
export type ApplyAsSellerMutationResult = ApolloReactCommon.MutationResult<ApplyAsSellerMutation>;
export type ApplyAsSellerMutationOptions = ApolloReactCommon.BaseMutationOptions<ApplyAsSellerMutation, ApplyAsSellerMutationVariables>;
export const SellerApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SellerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sellerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSellerApplicationQuery__
 *
 * To run a query within a React component, call `useSellerApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useSellerApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSellerApplicationQuery({
 *   variables: {
 *   },
 * });
 */
export function useSellerApplicationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SellerApplicationQuery, SellerApplicationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SellerApplicationQuery, SellerApplicationQueryVariables>(SellerApplicationDocument, options);
      }
export function useSellerApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SellerApplicationQuery, SellerApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SellerApplicationQuery, SellerApplicationQueryVariables>(SellerApplicationDocument, options);
        }
// @ts-ignore
export function useSellerApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SellerApplicationQuery, SellerApplicationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SellerApplicationQuery, SellerApplicationQueryVariables>;
export function useSellerApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SellerApplicationQuery, SellerApplicationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SellerApplicationQuery | undefined, SellerApplicationQueryVariables>;
export function useSellerApplicationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SellerApplicationQuery, SellerApplicationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SellerApplicationQuery, SellerApplicationQueryVariables>(SellerApplicationDocument, options);
        }
export type SellerApplicationQueryHookResult = ReturnType<typeof useSellerApplicationQuery>;
export type SellerApplicationLazyQueryHookResult = ReturnType<typeof useSellerApplicationLazyQuery>;
export type SellerApplicationSuspenseQueryHookResult = ReturnType<typeof useSellerApplicationSuspenseQuery>;
export type SellerApplicationQueryResult = ApolloReactCommon.QueryResult<SellerApplicationQuery, SellerApplicationQueryVariables>;