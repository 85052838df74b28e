import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  LoginDocument, LogoutDocument, UpdatePasswordDocument, type LoginInput, type SessionUserFragment, type UpdatePasswordInput,
} from '../graphql/auth.generated';
import {
  ProfileDocument, ResendPhoneChangeCodeDocument, UpdateProfileDocument, VerifyPhoneChangeDocument,
  type UpdateProfileInput, type VerifyPhoneChangeInput,
} from '../graphql/profile.generated';
import { setSession } from '../shared/lib/session';

export type TestUser = SessionUserFragment & { __typename: 'User' };

export function testUser(overrides: Partial<SessionUserFragment> = {}): TestUser {
  return {
    __typename: 'User',
    id: 7,
    uuid: 'user-7',
    firstname: 'Dana',
    lastname: 'Demo',
    email: 'demo@storefront.test',
    phone: '14165550100',
    img: null,
    gender: 'female',
    birthday: '1990-04-12 00:00:00Z',
    role: 'user',
    active: true,
    empty_p: false,
    email_verified_at: '2024-01-01 00:00:00',
    pending_email: null,
    phone_verified_at: null,
    pending_phone: null,
    ...overrides,
  };
}

/** Signs a test in as the demo user (the session's user cookie). */
export function signInForTest(user: Partial<SessionUserFragment> = {}) {
  const u = testUser(user);
  setSession(u);
  return u;
}

/** A field reason as the api sends it beside its message: a code and the limits it names. */
export interface TestReason {
  code: string;
  min?: number;
  max?: number;
  format?: string;
}

/** A gateway error as the api's envelope arrives: message + extensions {status, statusCode,
 * params, reasons} (`reasons`: one per field, the twin of its one message). */
export function apiError(status: number, statusCode: string, message: string, params?: Record<string, string[]>, reasons?: Record<string, TestReason>) {
  const twins = reasons ? { reasons: Object.fromEntries(Object.entries(reasons).map(([field, reason]) => [field, [reason]])) } : {};
  return new GraphQLError(message, { extensions: { status, statusCode, ...(params ? { params } : {}), ...twins } });
}

export function loginMock(input: LoginInput, outcome: { user?: TestUser; token?: string } | GraphQLError): MockedResponse {
  return {
    request: { query: LoginDocument, variables: { input } },
    result:
      outcome instanceof GraphQLError
        ? { errors: [outcome] }
        : {
            data: {
              login: { __typename: 'AccessToken', access_token: outcome.token ?? 'new-token', token_type: 'Bearer', user: outcome.user ?? testUser() },
            },
          },
  };
}

export function logoutMock(error?: GraphQLError): MockedResponse {
  return {
    request: { query: LogoutDocument },
    result: error ? { errors: [error] } : { data: { logout: null } },
  };
}

export function profileMock(user: TestUser = testUser()): MockedResponse {
  return {
    request: { query: ProfileDocument },
    result: { data: { profile: user } },
  };
}

/** A profile update; `phoneCode`: the code the api texted to a new phone (`phone_code`). */
export function updateProfileMock(
  input: UpdateProfileInput, outcome: TestUser | GraphQLError, phoneCode: { verifyId: string; phone: string } | null = null,
): MockedResponse {
  const phone_code = phoneCode && { __typename: 'PhoneCodeSent', ...phoneCode };
  return {
    request: { query: UpdateProfileDocument, variables: { input } },
    result: outcome instanceof GraphQLError
      ? { errors: [outcome] }
      : { data: { updateProfile: { __typename: 'ProfileUpdated', user: outcome, phone_code } } },
  };
}

/** The code of a new phone entered: the account with the phone proven, or a refusal. */
export function verifyPhoneChangeMock(input: VerifyPhoneChangeInput, outcome: TestUser | GraphQLError): MockedResponse {
  return {
    request: { query: VerifyPhoneChangeDocument, variables: { input } },
    result: outcome instanceof GraphQLError
      ? { errors: [outcome] }
      : { data: { verifyPhoneChange: outcome } },
  };
}

/** A new code texted to the pending phone. */
export function resendPhoneChangeCodeMock(sent: { verifyId: string; phone: string } | GraphQLError): MockedResponse {
  return {
    request: { query: ResendPhoneChangeCodeDocument },
    result: sent instanceof GraphQLError
      ? { errors: [sent] }
      : { data: { resendPhoneChangeCode: { __typename: 'CodeSent', ...sent } } },
  };
}

/** A password change: the api ends every session and answers the token of a new one (`token`). */
export function updatePasswordMock(input: UpdatePasswordInput, outcome: TestUser | GraphQLError, token = '9|NewSessionAfterThePasswordChange000000000'): MockedResponse {
  return {
    request: { query: UpdatePasswordDocument, variables: { input } },
    result: outcome instanceof GraphQLError
      ? { errors: [outcome] }
      : { data: { updatePassword: { __typename: 'PasswordChanged', token, user: outcome } } },
  };
}
