/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
/** title (2..191 characters), address (at most 255) and description (at most 1000) are keyed by the locale of an active language; title and address need at least one. */
export type ApplyAsSeller_Input = {
  address: Record<string, unknown>;
  /** category ids (at most 50) */
  categories?: Array<number | null | undefined> | null | undefined;
  /** 0 or more */
  delivery_time_from: number;
  /** delivery_time_from or more */
  delivery_time_to: number;
  delivery_time_type: DeliveryTimeType;
  description?: Record<string, unknown> | null | undefined;
  location?: Location_Input | null | undefined;
  /** 0 or more */
  min_amount?: number | null | undefined;
  phone?: string | null | undefined;
  /** delivery fee, 0 or more */
  price?: number | null | undefined;
  /** 0 or more */
  price_per_km?: number | null | undefined;
  /** tag ids (at most 50) */
  tags?: Array<number | null | undefined> | null | undefined;
  /** percent, 0..100 */
  tax?: number | null | undefined;
  title: Record<string, unknown>;
  type: ShopType;
};

export type CurrencyPosition =
  | 'after'
  | 'before';

export type DeliveryTimeType =
  | 'day'
  | 'hour'
  | 'minute'
  | 'month';

export type FirebaseCallback_Input = {
  avatar?: string | null | undefined;
  email?: string | null | undefined;
  id?: string | null | undefined;
  /** A firebase ID token (`user.getIdToken()` after signing in with the provider). */
  id_token: string;
  name?: string | null | undefined;
  referral?: string | null | undefined;
};

export type ForgotPassword_Input = {
  /** required */
  phone?: string | null | undefined;
};

export type Gender =
  | 'female'
  | 'male';

export type Location_Input = {
  latitude: number;
  longitude: number;
};

export type Login_Input = {
  email?: string | null | undefined;
  password: string;
  /** digits; other characters are ignored */
  phone?: string | null | undefined;
};

export type Register_Input = {
  email?: string | null | undefined;
  /** 2..100 characters */
  firstname: string;
  gender?: Gender | null | undefined;
  lastname?: string | null | undefined;
  /** at least 6 characters */
  password: string;
  password_confirmation?: string | null | undefined;
  /** required; digits, other characters are ignored */
  phone?: string | null | undefined;
};

export type ResendCode_Input = {
  verifyId: string;
};

export type ResetPassword_Input = {
  /** at least 6 characters */
  password: string;
  password_confirmation?: string | null | undefined;
  /** 6 digits */
  verifyCode: string;
  verifyId: string;
};

export type ShopType =
  | 'restaurant'
  | 'shop';

export type UpdatePassword_Input = {
  /** at least 6 characters */
  password: string;
  password_confirmation: string;
};

export type UpdateProfile_Input = {
  /** Y-m-d */
  birthday?: string | null | undefined;
  email?: string | null | undefined;
  /** 2..100 characters */
  firstname: string;
  gender?: Gender | null | undefined;
  lastname?: string | null | undefined;
  phone?: string | null | undefined;
};

export type VerifyPhone_Input = {
  /** 6 digits */
  verifyCode: string;
  verifyId: string;
};

export type CodeSentFragment = { verifyId: string, phone: string };

export type FirebaseCallbackMutationVariables = Exact<{
  provider: string;
  input: FirebaseCallback_Input;
}>;


export type FirebaseCallbackMutation = { firebaseCallback: { data: { access_token: string, token_type: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } } | null };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPassword_Input;
}>;


export type ForgotPasswordMutation = { forgotPassword: { data: { verifyId: string, phone: string } } | null };

export type LoginMutationVariables = Exact<{
  input: Login_Input;
}>;


export type LoginMutation = { login: { data: { access_token: string, token_type: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean } | null };

export type RegisterMutationVariables = Exact<{
  input: Register_Input;
}>;


export type RegisterMutation = { register: { data: { verifyId: string, phone: string } } | null };

export type ResendCodeMutationVariables = Exact<{
  input: ResendCode_Input;
}>;


export type ResendCodeMutation = { resendCode: { data: { verifyId: string, phone: string } } | null };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPassword_Input;
}>;


export type ResetPasswordMutation = { resetPassword: { data: { token: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } } | null };

export type SessionUserFragment = { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null };

export type UpdatePasswordMutationVariables = Exact<{
  input: UpdatePassword_Input;
}>;


export type UpdatePasswordMutation = { updatePassword: { data: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } | null };

export type VerifyPhoneMutationVariables = Exact<{
  input: VerifyPhone_Input;
}>;


export type VerifyPhoneMutation = { verifyPhone: { data: { token: string, user: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } } | null };

export type BranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchesQuery = { branches: { data: Array<{ id: number, uuid: string, open: boolean, logo_img: string, min_amount: number, translation: { id: number, title: string, address: string }, shop_working_days: Array<{ id: number, day: string, from: string, to: string, disabled: boolean } | null>, shop_closed_date: Array<{ id: number, day: string } | null> } | null> } | null };

export type BranchMenuQueryVariables = Exact<{
  shopId: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  productPerPage?: number | null | undefined;
}>;


export type BranchMenuQuery = { branchProducts: { data: Array<{ id: number, uuid: string, img: string | null, products_count: number, translation: { id: number, title: string }, products: Array<{ id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null } | null> } | null>, meta: { current_page: number, last_page: number, total: number } } | null };

export type ProductCardFragment = { id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null };

export type RecommendedProductsQueryVariables = Exact<{
  shopId: number;
  recPerPage?: number | null | undefined;
}>;


export type RecommendedProductsQuery = { recommendedProducts: { data: Array<{ id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null } | null> } | null };

export type ActiveCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveCurrenciesQuery = { activeCurrencies: { data: Array<{ id: number, symbol: string, title: string, rate: number, default: boolean, position: CurrencyPosition } | null> } | null };

export type ActiveLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveLanguagesQuery = { activeLanguages: { data: Array<{ id: number, title: string, locale: string, backward: number, default: number } | null> } | null };

export type ProductDetailsQueryVariables = Exact<{
  uuid: string;
}>;


export type ProductDetailsQuery = { product: { data: { shop_id: number, vegetarian: boolean, kcal: number, id: number, uuid: string, img: string, min_qty: number, max_qty: number, unit: { id: number, position: string, translation: { title: string } } | null, stocks: Array<{ id: number, price: number, discount: number, tax: number, total_price: number, quantity: number, extras: Array<{ id: number, extra_group_id: number, value: string, group: { id: number, type: string, translation: { title: string } } } | null>, addons: Array<{ id: number, addon_id: number, product: { id: number, uuid: string, img: string, min_qty: number, max_qty: number, translation: { id: number, title: string }, stock: { id: number, price: number, total_price: number, quantity: number } | null } } | null> } | null>, translation: { id: number, title: string, description: string }, stock: { id: number, price: number, discount: number, tax: number, total_price: number, quantity: number } | null } } | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { data: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfile_Input;
}>;


export type UpdateProfileMutation = { updateProfile: { data: { id: number, uuid: string, firstname: string | null, lastname: string | null, email: string | null, phone: string | null, img: string | null, gender: string | null, birthday: string | null, role: string, active: boolean, empty_p: boolean, email_verified_at: string | null, phone_verified_at: string | null } } | null };

export type SearchProductsQueryVariables = Exact<{
  search: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  shopId?: number | null | undefined;
}>;


export type SearchProductsQuery = { searchProducts: { data: Array<{ id: number, uuid: string, img: string, translation: { id: number, title: string, description: string }, stocks: Array<{ id: number, price: number, discount: number, total_price: number } | null> } | null>, meta: { current_page: number, last_page: number, total: number } } | null };

export type ApplyAsSellerMutationVariables = Exact<{
  input: ApplyAsSeller_Input;
}>;


export type ApplyAsSellerMutation = { applyAsSeller: { data: { id: number, status: string, title: Record<string, unknown>, address: Record<string, unknown> } } | null };

export type SellerApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type SellerApplicationQuery = { sellerApplication: { data: { id: number, status: string, title: Record<string, unknown>, address: Record<string, unknown> } } | null };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { settings: { data: Array<{ id: number, key: string, value: string | null } | null> } | null };

export const CodeSentFragmentDoc = gql`
    fragment CodeSent on CodeSent {
  verifyId
  phone
}
    `;
export const SessionUserFragmentDoc = gql`
    fragment SessionUser on User {
  id
  uuid
  firstname
  lastname
  email
  phone
  img
  gender
  birthday
  role
  active
  empty_p
  email_verified_at
  phone_verified_at
}
    `;
export const ProductCardFragmentDoc = gql`
    fragment ProductCard on Product {
  id
  uuid
  img
  min_qty
  max_qty
  translation {
    id
    title
    description
  }
  stock {
    id
    price
    discount
    tax
    total_price
    quantity
  }
}
    `;
export const FirebaseCallbackDocument = gql`
    mutation FirebaseCallback($provider: String!, $input: FirebaseCallback_Input!) {
  firebaseCallback(provider: $provider, input: $input) {
    data {
      access_token
      token_type
      user {
        ...SessionUser
      }
    }
  }
}
    ${SessionUserFragmentDoc}`;
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
export const ForgotPasswordDocument = gql`
    mutation ForgotPassword($input: ForgotPassword_Input!) {
  forgotPassword(input: $input) {
    data {
      ...CodeSent
    }
  }
}
    ${CodeSentFragmentDoc}`;
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
export const LoginDocument = gql`
    mutation Login($input: Login_Input!) {
  login(input: $input) {
    data {
      access_token
      token_type
      user {
        ...SessionUser
      }
    }
  }
}
    ${SessionUserFragmentDoc}`;
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
export const LogoutDocument = gql`
    mutation Logout {
  logout {
    status
  }
}
    `;
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
export const RegisterDocument = gql`
    mutation Register($input: Register_Input!) {
  register(input: $input) {
    data {
      ...CodeSent
    }
  }
}
    ${CodeSentFragmentDoc}`;
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
export const ResendCodeDocument = gql`
    mutation ResendCode($input: ResendCode_Input!) {
  resendCode(input: $input) {
    data {
      ...CodeSent
    }
  }
}
    ${CodeSentFragmentDoc}`;
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
export const ResetPasswordDocument = gql`
    mutation ResetPassword($input: ResetPassword_Input!) {
  resetPassword(input: $input) {
    data {
      token
      user {
        ...SessionUser
      }
    }
  }
}
    ${SessionUserFragmentDoc}`;
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
export const UpdatePasswordDocument = gql`
    mutation UpdatePassword($input: UpdatePassword_Input!) {
  updatePassword(input: $input) {
    data {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;
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
export const VerifyPhoneDocument = gql`
    mutation VerifyPhone($input: VerifyPhone_Input!) {
  verifyPhone(input: $input) {
    data {
      token
      user {
        ...SessionUser
      }
    }
  }
}
    ${SessionUserFragmentDoc}`;
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
export const BranchesDocument = gql`
    query Branches {
  branches(page: 1, perPage: 100, open: 1) {
    data {
      id
      uuid
      open
      logo_img
      min_amount
      translation {
        id
        title
        address
      }
      shop_working_days {
        id
        day
        from
        to
        disabled
      }
      shop_closed_date {
        id
        day
      }
    }
  }
}
    `;

/**
 * __useBranchesQuery__
 *
 * To run a query within a React component, call `useBranchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchesQuery({
 *   variables: {
 *   },
 * });
 */
export function useBranchesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BranchesQuery, BranchesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchesQuery, BranchesQueryVariables>(BranchesDocument, options);
      }
export function useBranchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchesQuery, BranchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchesQuery, BranchesQueryVariables>(BranchesDocument, options);
        }
// @ts-ignore
export function useBranchesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchesQuery, BranchesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchesQuery, BranchesQueryVariables>;
export function useBranchesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchesQuery, BranchesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchesQuery | undefined, BranchesQueryVariables>;
export function useBranchesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchesQuery, BranchesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchesQuery, BranchesQueryVariables>(BranchesDocument, options);
        }
export type BranchesQueryHookResult = ReturnType<typeof useBranchesQuery>;
export type BranchesLazyQueryHookResult = ReturnType<typeof useBranchesLazyQuery>;
export type BranchesSuspenseQueryHookResult = ReturnType<typeof useBranchesSuspenseQuery>;
export type BranchesQueryResult = ApolloReactCommon.QueryResult<BranchesQuery, BranchesQueryVariables>;
export const BranchMenuDocument = gql`
    query BranchMenu($shopId: PositiveInt!, $page: PositiveInt, $perPage: PositiveInt, $productPerPage: PositiveInt) {
  branchProducts(
    shop_id: $shopId
    page: $page
    perPage: $perPage
    productPerPage: $productPerPage
  ) {
    data {
      id
      uuid
      img
      products_count
      translation {
        id
        title
      }
      products {
        ...ProductCard
      }
    }
    meta {
      current_page
      last_page
      total
    }
  }
}
    ${ProductCardFragmentDoc}`;

/**
 * __useBranchMenuQuery__
 *
 * To run a query within a React component, call `useBranchMenuQuery` and pass it any options that fit your needs.
 * When your component renders, `useBranchMenuQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBranchMenuQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      productPerPage: // value for 'productPerPage'
 *   },
 * });
 */
export function useBranchMenuQuery(baseOptions: ApolloReactHooks.QueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables> & ({ variables: BranchMenuQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BranchMenuQuery, BranchMenuQueryVariables>(BranchMenuDocument, options);
      }
export function useBranchMenuLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BranchMenuQuery, BranchMenuQueryVariables>(BranchMenuDocument, options);
        }
// @ts-ignore
export function useBranchMenuSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchMenuQuery, BranchMenuQueryVariables>;
export function useBranchMenuSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BranchMenuQuery | undefined, BranchMenuQueryVariables>;
export function useBranchMenuSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BranchMenuQuery, BranchMenuQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BranchMenuQuery, BranchMenuQueryVariables>(BranchMenuDocument, options);
        }
export type BranchMenuQueryHookResult = ReturnType<typeof useBranchMenuQuery>;
export type BranchMenuLazyQueryHookResult = ReturnType<typeof useBranchMenuLazyQuery>;
export type BranchMenuSuspenseQueryHookResult = ReturnType<typeof useBranchMenuSuspenseQuery>;
export type BranchMenuQueryResult = ApolloReactCommon.QueryResult<BranchMenuQuery, BranchMenuQueryVariables>;
export const RecommendedProductsDocument = gql`
    query RecommendedProducts($shopId: PositiveInt!, $recPerPage: PositiveInt) {
  recommendedProducts(shop_id: $shopId, recPerPage: $recPerPage) {
    data {
      ...ProductCard
    }
  }
}
    ${ProductCardFragmentDoc}`;

/**
 * __useRecommendedProductsQuery__
 *
 * To run a query within a React component, call `useRecommendedProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecommendedProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecommendedProductsQuery({
 *   variables: {
 *      shopId: // value for 'shopId'
 *      recPerPage: // value for 'recPerPage'
 *   },
 * });
 */
export function useRecommendedProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables> & ({ variables: RecommendedProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RecommendedProductsQuery, RecommendedProductsQueryVariables>(RecommendedProductsDocument, options);
      }
export function useRecommendedProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RecommendedProductsQuery, RecommendedProductsQueryVariables>(RecommendedProductsDocument, options);
        }
// @ts-ignore
export function useRecommendedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecommendedProductsQuery, RecommendedProductsQueryVariables>;
export function useRecommendedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecommendedProductsQuery | undefined, RecommendedProductsQueryVariables>;
export function useRecommendedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecommendedProductsQuery, RecommendedProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RecommendedProductsQuery, RecommendedProductsQueryVariables>(RecommendedProductsDocument, options);
        }
export type RecommendedProductsQueryHookResult = ReturnType<typeof useRecommendedProductsQuery>;
export type RecommendedProductsLazyQueryHookResult = ReturnType<typeof useRecommendedProductsLazyQuery>;
export type RecommendedProductsSuspenseQueryHookResult = ReturnType<typeof useRecommendedProductsSuspenseQuery>;
export type RecommendedProductsQueryResult = ApolloReactCommon.QueryResult<RecommendedProductsQuery, RecommendedProductsQueryVariables>;
export const ActiveCurrenciesDocument = gql`
    query ActiveCurrencies {
  activeCurrencies {
    data {
      id
      symbol
      title
      rate
      default
      position
    }
  }
}
    `;

/**
 * __useActiveCurrenciesQuery__
 *
 * To run a query within a React component, call `useActiveCurrenciesQuery` and pass it any options that fit your needs.
 * When your component renders, `useActiveCurrenciesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActiveCurrenciesQuery({
 *   variables: {
 *   },
 * });
 */
export function useActiveCurrenciesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>(ActiveCurrenciesDocument, options);
      }
export function useActiveCurrenciesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>(ActiveCurrenciesDocument, options);
        }
// @ts-ignore
export function useActiveCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>;
export function useActiveCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveCurrenciesQuery | undefined, ActiveCurrenciesQueryVariables>;
export function useActiveCurrenciesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>(ActiveCurrenciesDocument, options);
        }
export type ActiveCurrenciesQueryHookResult = ReturnType<typeof useActiveCurrenciesQuery>;
export type ActiveCurrenciesLazyQueryHookResult = ReturnType<typeof useActiveCurrenciesLazyQuery>;
export type ActiveCurrenciesSuspenseQueryHookResult = ReturnType<typeof useActiveCurrenciesSuspenseQuery>;
export type ActiveCurrenciesQueryResult = ApolloReactCommon.QueryResult<ActiveCurrenciesQuery, ActiveCurrenciesQueryVariables>;
export const ActiveLanguagesDocument = gql`
    query ActiveLanguages {
  activeLanguages {
    data {
      id
      title
      locale
      backward
      default
    }
  }
}
    `;

/**
 * __useActiveLanguagesQuery__
 *
 * To run a query within a React component, call `useActiveLanguagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useActiveLanguagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActiveLanguagesQuery({
 *   variables: {
 *   },
 * });
 */
export function useActiveLanguagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>(ActiveLanguagesDocument, options);
      }
export function useActiveLanguagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>(ActiveLanguagesDocument, options);
        }
// @ts-ignore
export function useActiveLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>;
export function useActiveLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActiveLanguagesQuery | undefined, ActiveLanguagesQueryVariables>;
export function useActiveLanguagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>(ActiveLanguagesDocument, options);
        }
export type ActiveLanguagesQueryHookResult = ReturnType<typeof useActiveLanguagesQuery>;
export type ActiveLanguagesLazyQueryHookResult = ReturnType<typeof useActiveLanguagesLazyQuery>;
export type ActiveLanguagesSuspenseQueryHookResult = ReturnType<typeof useActiveLanguagesSuspenseQuery>;
export type ActiveLanguagesQueryResult = ApolloReactCommon.QueryResult<ActiveLanguagesQuery, ActiveLanguagesQueryVariables>;
export const ProductDetailsDocument = gql`
    query ProductDetails($uuid: String!) {
  product(uuid: $uuid) {
    data {
      ...ProductCard
      shop_id
      vegetarian
      kcal
      unit {
        id
        position
        translation {
          title
        }
      }
      stocks {
        id
        price
        discount
        tax
        total_price
        quantity
        extras {
          id
          extra_group_id
          value
          group {
            id
            type
            translation {
              title
            }
          }
        }
        addons {
          id
          addon_id
          product {
            id
            uuid
            img
            min_qty
            max_qty
            translation {
              id
              title
            }
            stock {
              id
              price
              total_price
              quantity
            }
          }
        }
      }
    }
  }
}
    ${ProductCardFragmentDoc}`;

/**
 * __useProductDetailsQuery__
 *
 * To run a query within a React component, call `useProductDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDetailsQuery({
 *   variables: {
 *      uuid: // value for 'uuid'
 *   },
 * });
 */
export function useProductDetailsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables> & ({ variables: ProductDetailsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
      }
export function useProductDetailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
        }
// @ts-ignore
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery | undefined, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(ProductDetailsDocument, options);
        }
export type ProductDetailsQueryHookResult = ReturnType<typeof useProductDetailsQuery>;
export type ProductDetailsLazyQueryHookResult = ReturnType<typeof useProductDetailsLazyQuery>;
export type ProductDetailsSuspenseQueryHookResult = ReturnType<typeof useProductDetailsSuspenseQuery>;
export type ProductDetailsQueryResult = ApolloReactCommon.QueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;
export const ProfileDocument = gql`
    query Profile {
  profile {
    data {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;

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
export const UpdateProfileDocument = gql`
    mutation UpdateProfile($input: UpdateProfile_Input!) {
  updateProfile(input: $input) {
    data {
      ...SessionUser
    }
  }
}
    ${SessionUserFragmentDoc}`;
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
export const SearchProductsDocument = gql`
    query SearchProducts($search: String!, $page: PositiveInt, $perPage: PositiveInt, $shopId: PositiveInt) {
  searchProducts(
    search: $search
    page: $page
    perPage: $perPage
    shop_id: $shopId
  ) {
    data {
      id
      uuid
      img
      translation {
        id
        title
        description
      }
      stocks {
        id
        price
        discount
        total_price
      }
    }
    meta {
      current_page
      last_page
      total
    }
  }
}
    `;

/**
 * __useSearchProductsQuery__
 *
 * To run a query within a React component, call `useSearchProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchProductsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      perPage: // value for 'perPage'
 *      shopId: // value for 'shopId'
 *   },
 * });
 */
export function useSearchProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables> & ({ variables: SearchProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchProductsQuery, SearchProductsQueryVariables>(SearchProductsDocument, options);
      }
export function useSearchProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchProductsQuery, SearchProductsQueryVariables>(SearchProductsDocument, options);
        }
// @ts-ignore
export function useSearchProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchProductsQuery, SearchProductsQueryVariables>;
export function useSearchProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchProductsQuery | undefined, SearchProductsQueryVariables>;
export function useSearchProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchProductsQuery, SearchProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchProductsQuery, SearchProductsQueryVariables>(SearchProductsDocument, options);
        }
export type SearchProductsQueryHookResult = ReturnType<typeof useSearchProductsQuery>;
export type SearchProductsLazyQueryHookResult = ReturnType<typeof useSearchProductsLazyQuery>;
export type SearchProductsSuspenseQueryHookResult = ReturnType<typeof useSearchProductsSuspenseQuery>;
export type SearchProductsQueryResult = ApolloReactCommon.QueryResult<SearchProductsQuery, SearchProductsQueryVariables>;
export const ApplyAsSellerDocument = gql`
    mutation ApplyAsSeller($input: ApplyAsSeller_Input!) {
  applyAsSeller(input: $input) {
    data {
      id
      status
      title
      address
    }
  }
}
    `;
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
export const SellerApplicationDocument = gql`
    query SellerApplication {
  sellerApplication {
    data {
      id
      status
      title
      address
    }
  }
}
    `;

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
export const SettingsDocument = gql`
    query Settings {
  settings {
    data {
      id
      key
      value
    }
  }
}
    `;

/**
 * __useSettingsQuery__
 *
 * To run a query within a React component, call `useSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
      }
export function useSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
        }
// @ts-ignore
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsQuery, SettingsQueryVariables>;
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SettingsQuery | undefined, SettingsQueryVariables>;
export function useSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SettingsQuery, SettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SettingsQuery, SettingsQueryVariables>(SettingsDocument, options);
        }
export type SettingsQueryHookResult = ReturnType<typeof useSettingsQuery>;
export type SettingsLazyQueryHookResult = ReturnType<typeof useSettingsLazyQuery>;
export type SettingsSuspenseQueryHookResult = ReturnType<typeof useSettingsSuspenseQuery>;
export type SettingsQueryResult = ApolloReactCommon.QueryResult<SettingsQuery, SettingsQueryVariables>;