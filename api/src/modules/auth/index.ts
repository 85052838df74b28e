// The auth module's face: all that app.ts, the seed, tests and the other modules may import of
// it (docs/architecture.md, "Api boundaries"). Everything else is the module's own.
export { CodeSent, LoginResponse } from './schemas';
export { type AccountNotices, createAccountNotices } from './account-notices';
export {
  ACCOUNT_MESSAGES, checkFirstname, checkNewPassword, isValidEmail, isValidPhone, newReferralCode, normaliseEmail,
  normalisePhone,
} from './account-rules';
export { Gender, NewPassword, User } from './account-schemas';
export { createCodeExchange } from './code-exchange';
export { createEmailSender, type EmailConfig } from './email';
export { createEmailVerifications, type EmailVerifications } from './email-verification';
export { createFirebaseTokens, FIREBASE_TOKEN_MAX, FIREBASE_TOKEN_MESSAGES, type FirebaseTokens } from './firebase-tokens';
export { type Identifier, IDENTIFIER_COLUMNS, provenOwnerOf } from './identifier-owners';
export { type AuthModuleOptions, authModule, type AuthOffers, authPort, sessionsModule } from './module';
export { hashPassword } from './passwords';
export { createPhoneService } from './phone-service';
export { createPhoneVerifications, type PhoneVerifications } from './phone-verification';
export { type AuthService, createAuthService, invalidCredentials } from './service';
export { createSmsSender, type SmsConfig } from './sms';
export { ADDRESS_POLICY, createMemoryThrottleStore, createThrottle, SEND_POLICY, type ThrottleStore } from './throttle';
export { createDatabaseThrottleStore } from './throttle-store';
export { type AccessTokens, createAccessTokens, DEFAULT_SESSION_LIFETIMES } from './tokens';
export { userResource, type UserResource, type UserRow } from './user-resource';
export { createVerificationCodes } from './verification';
