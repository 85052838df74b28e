import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { FirebaseCallbackDocument, ForgotPasswordDocument, RegisterDocument, ResendCodeDocument, ResetPasswordDocument, VerifyPhoneDocument, type FirebaseCallbackInput, type ForgotPasswordInput, type RegisterInput, type ResendCodeInput, type ResetPasswordInput, type VerifyPhoneInput } from '../graphql/auth.generated';
import { testUser, type TestUser } from './account-fixtures';

/** GraphQL answers of the sign-up, phone code, password reset and firebase calls. */

export const MASKED_PHONE = '*******0100';

const errorOr = (outcome: unknown, data: () => Record<string, unknown>) =>
  outcome instanceof GraphQLError ? { errors: [outcome] } : { data: data() };

const codeSent = (field: string, verifyId: string) => ({
  [field]: { __typename: 'CodeSent', verifyId, phone: MASKED_PHONE },
});

const signedIn = (field: string, token: string, user: TestUser) => ({
  [field]: { __typename: 'SignedIn', token, user },
});

export function registerMock(input: RegisterInput, outcome: { verifyId: string } | GraphQLError): MockedResponse {
  return {
    request: { query: RegisterDocument, variables: { input } },
    result: errorOr(outcome, () => codeSent('register', (outcome as { verifyId: string }).verifyId)),
  };
}

export function verifyPhoneMock(input: VerifyPhoneInput, outcome: { token?: string; user?: TestUser } | GraphQLError): MockedResponse {
  return {
    request: { query: VerifyPhoneDocument, variables: { input } },
    result: errorOr(outcome, () => {
      const ok = outcome as { token?: string; user?: TestUser };
      return signedIn('verifyPhone', ok.token ?? 'verified-token', ok.user ?? testUser());
    }),
  };
}

export function resendCodeMock(input: ResendCodeInput, outcome: { verifyId: string } | GraphQLError): MockedResponse {
  return {
    request: { query: ResendCodeDocument, variables: { input } },
    result: errorOr(outcome, () => codeSent('resendCode', (outcome as { verifyId: string }).verifyId)),
  };
}

export function forgotPasswordMock(input: ForgotPasswordInput, outcome: { verifyId: string } | GraphQLError): MockedResponse {
  return {
    request: { query: ForgotPasswordDocument, variables: { input } },
    result: errorOr(outcome, () => codeSent('forgotPassword', (outcome as { verifyId: string }).verifyId)),
  };
}

export function resetPasswordMock(input: ResetPasswordInput, outcome: { token?: string; user?: TestUser } | GraphQLError): MockedResponse {
  return {
    request: { query: ResetPasswordDocument, variables: { input } },
    result: errorOr(outcome, () => {
      const ok = outcome as { token?: string; user?: TestUser };
      return signedIn('resetPassword', ok.token ?? 'reset-token', ok.user ?? testUser());
    }),
  };
}

export function firebaseCallbackMock(
  provider: string,
  input: FirebaseCallbackInput,
  outcome: { token?: string; user?: TestUser } | GraphQLError,
): MockedResponse {
  return {
    request: { query: FirebaseCallbackDocument, variables: { provider, input } },
    result: errorOr(outcome, () => {
      const ok = outcome as { token?: string; user?: TestUser };
      return {
        firebaseCallback: {
          __typename: 'AccessToken', access_token: ok.token ?? 'firebase-token', token_type: 'Bearer', user: ok.user ?? testUser(),
        },
      };
    }),
  };
}
