// The auth module as one plugin: builds its services and registers its routes (docs/architecture.md,
// "Api modules as plugins").
import { apiModule, modulePort } from '../../http/api-module';
import { type AccountNotices, createAccountNotices } from './account-notices';
import { createCodeExchange } from './code-exchange';
import { createEmailSender, type EmailConfig } from './email';
import { createEmailVerifications, type EmailVerifications } from './email-verification';
import { createFirebaseTokens, type FirebaseTokens } from './firebase-tokens';
import { createPhoneService } from './phone-service';
import { createPhoneVerifications, type PhoneVerifications } from './phone-verification';
import { authRoutes } from './routes';
import { type AuthService, createAuthService } from './service';
import { sessionRoutes } from './session-routes';
import { createSmsSender, type SmsConfig } from './sms';
import { ADDRESS_POLICY, createMemoryThrottleStore, createThrottle, SEND_POLICY, type ThrottleStore } from './throttle';
import { createDatabaseThrottleStore } from './throttle-store';
import type { AccessTokens } from './tokens';
import { createVerificationCodes } from './verification';

/** What the profile, the sessions and firebase sign-in use of the accounts. */
export interface AuthOffers {
  tokens: AccessTokens;
  auth: AuthService;
  notices: AccountNotices;
  emails: EmailVerifications;
  phones: PhoneVerifications;
  firebaseTokens: FirebaseTokens;
}

export const authPort = modulePort<AuthOffers>('auth');

export interface AuthModuleOptions {
  /** The sessions' tokens: app.ts makes them before any module, for `requireUser`. */
  tokens: AccessTokens;
  /** Where login failures, wrong codes and codes sent are counted; default: the database (shared
   * by every api process), or this process's memory when there is none. */
  throttleStore?: ThrottleStore;
  /** How SMS codes are sent; default: written to the sms_outbox table. */
  sms?: SmsConfig;
  /** How e-mail is sent; default: written to the email_outbox table. */
  email?: EmailConfig;
}

/** Sign-up, sign-in and the proofs of e-mail addresses and phones (/auth/*). */
export const authModule = apiModule<AuthModuleOptions>('auth', [], async (app, options) => {
  const { db, clock, withDatabase, storefrontOrigin: origin } = app.deps;
  const { tokens } = options;
  const throttleStore = options.throttleStore ?? (withDatabase ? createDatabaseThrottleStore(db, clock) : createMemoryThrottleStore(clock));
  const guesses = createThrottle(throttleStore, clock);
  const auth = createAuthService(db, tokens, clock, { accounts: guesses, addresses: createThrottle(throttleStore, clock, ADDRESS_POLICY) });
  const sms = createSmsSender(options.sms ?? { provider: 'outbox' }, db, app.log);
  const codes = createVerificationCodes(db, sms, clock);
  const sends = createThrottle(throttleStore, clock, SEND_POLICY);
  const mail = createEmailSender(options.email ?? { provider: 'outbox' }, db, app.log);
  const notices = createAccountNotices({ mail, sms, origin, log: app.log });
  const emails = createEmailVerifications({ db, mail, sends, clock, origin, log: app.log });
  const exchange = createCodeExchange({ codes, sends, guesses });
  const phone = createPhoneService({ db, codes, exchange, tokens, clock, notices, links: emails });
  const phones = createPhoneVerifications({ db, codes, exchange, clock });
  const firebaseTokens = createFirebaseTokens(db);
  authPort.offer(app, { tokens, auth, notices, emails, phones, firebaseTokens });
  await app.register(authRoutes, { auth, phone, emails, firebaseTokens });
});

/** The account's sessions (/dashboard/user/sessions): a plugin of their own, as the contract lists
 * them after the profile. */
export const sessionsModule = apiModule('sessions', [authPort], async (app) => {
  await app.register(sessionRoutes, { tokens: authPort.of(app).tokens });
});
