// Sign-in with a verified firebase ID token (POST /auth/{provider}/callback). Nothing the client
// sends is trusted but the token, and the token only once verified: the account is the one
// linked to the token's uid; else the one whose e-mail the token proves (email_verified); else,
// for a phone sign-in, the one whose phone the token proves; else a new account.
//
// Linking to an account whose matching address was never verified (a password account
// registered with someone else's address, say) would hand the address owner an account whose
// password and sessions someone else may hold ("pre-account takeover"). So:
// - the account's address is verified: linked;
// - it is not, and the account has no other proof (no verified other address, no firebase
//   uid): linked as the address owner's, and its unproven credentials end (password cleared,
//   sessions revoked), as Firebase itself does with an unverified e-mail/password account;
// - it is not, and the account has another proof: its owner is someone else proven; it is left
//   alone and a new account is created (without the address, which stays taken).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/common-tables';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../http/clock';
import { ApiError, badRequest, fieldRefusal, onField } from '../../http/errors';
import {
  type AccessTokens, invalidCredentials, isValidPhone, newReferralCode, normaliseEmail, normalisePhone, userResource,
  type UserResource,
} from '../auth';
import { linkReferral, referrerOf, walletRefusal } from '../wallet';
import {
  checkSignInProvider, FirebaseTokenError, isFirebaseProvider, type FirebaseIdentity, type FirebaseProvider,
  type FirebaseTokenVerifier,
} from './verifier';

type UserRow = typeof users.$inferSelect;

export const FIREBASE_MESSAGES = {
  notConfigured: 'Firebase sign-in is not configured',
  invalidToken: 'Invalid firebase token',
  invalidProvider: 'The selected provider is invalid.',
} as const;

/** On `provider` with its reason: the web tells it apart from other refusals of the sign-in. */
export const notConfigured = (): ApiError =>
  new ApiError(400, 'ERROR_400', FIREBASE_MESSAGES.notConfigured, onField('provider', FIREBASE_MESSAGES.notConfigured, { code: 'not_configured' }));
/** 400, not 401: a 401 makes the web client sign the current user out. */
export const invalidFirebaseToken = (): ApiError =>
  fieldRefusal('ERROR_107', 'id_token', FIREBASE_MESSAGES.invalidToken, { code: 'invalid' });

export interface FirebaseSignIn {
  provider: string;
  idToken: string;
  /** A friend's referral code: links an account created by this sign-in to them. */
  referral?: string | null;
}

/** Names longer than the profile allows are cut, not refused: the user did not type them. */
const NAME_MAX = 100;
const PICTURE_MAX = 2048;

/** `name` split at the first space: "Ada King Lovelace" → Ada / King Lovelace. */
export function splitName(name: string | null): { firstname: string | null; lastname: string | null } {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return { firstname: null, lastname: null };
  const space = trimmed.search(/\s/);
  const first = space < 0 ? trimmed : trimmed.slice(0, space);
  const last = space < 0 ? '' : trimmed.slice(space + 1).trim();
  return { firstname: first.slice(0, NAME_MAX), lastname: last ? last.slice(0, NAME_MAX) : null };
}

const pictureUrl = (picture: string | null): string | null =>
  (picture && picture.length <= PICTURE_MAX && /^https?:\/\/\S+$/i.test(picture) ? picture : null);

/** A phone as users.phone stores it (digits), or null when it is not a plausible number. */
function phoneDigits(phoneNumber: string | null): string | null {
  const digits = phoneNumber ? normalisePhone(phoneNumber) : '';
  return isValidPhone(digits) ? digits : null;
}

/** Sentinel: a concurrent request changed the rows looked at; look again. */
const RETRY = Symbol('retry');
const MAX_ATTEMPTS = 4;

export function createFirebaseService(
  db: Database, tokens: AccessTokens, verifier: FirebaseTokenVerifier | undefined, clock: Clock,
) {
  async function findOne(where: SQL): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(where);
    return row;
  }

  async function verified(provider: FirebaseProvider, idToken: string, log?: FastifyBaseLogger): Promise<FirebaseIdentity> {
    if (!verifier) throw notConfigured();
    try {
      const identity = await verifier.verify(idToken);
      checkSignInProvider(identity, provider);
      return identity;
    } catch (error) {
      if (!(error instanceof FirebaseTokenError)) throw error;
      log?.info({ reason: error.message, provider }, 'firebase token refused');
      throw invalidFirebaseToken();
    }
  }

  /** Links `account` (found by the address `via` that the token proves) to the token's uid,
   * or answers undefined when the account is someone else's (see the header). */
  async function link(
    account: UserRow, via: 'email' | 'phone', address: string, uid: string,
  ): Promise<UserRow | undefined | typeof RETRY> {
    const addressVerified = (via === 'email' ? account.emailVerifiedAt : account.phoneVerifiedAt) !== null;
    const otherProof = account.firebaseUid !== null
      || (via === 'email' ? account.phoneVerifiedAt : account.emailVerifiedAt) !== null;
    if (!addressVerified && otherProof) return undefined;
    if (!account.active) throw invalidCredentials();
    const now = clock();
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: now };
    if (account.firebaseUid === null) changes.firebaseUid = uid;
    if (via === 'email' && account.emailVerifiedAt === null) changes.emailVerifiedAt = now;
    if (via === 'phone' && account.phoneVerifiedAt === null) changes.phoneVerifiedAt = now;
    const takeover = !addressVerified;
    if (takeover) changes.passwordHash = null;
    try {
      // Only if nobody linked or changed it meanwhile: else look again.
      const [row] = await db.update(users).set(changes).where(and(
        eq(users.id, account.id),
        account.firebaseUid === null ? isNull(users.firebaseUid) : eq(users.firebaseUid, account.firebaseUid),
        eq(via === 'email' ? users.email : users.phone, address),
      )).returning();
      if (!row) return RETRY;
      if (takeover) await tokens.revokeAll(account.id);
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'users_firebase_uid_unique')) return RETRY;
      throw error;
    }
  }

  /** A new account for the token, linked to `referrerId` when given (by its proven phone and
   * e-mail address: one referred before links nothing). */
  async function create(identity: FirebaseIdentity, email: string | null, referrerId: number | null): Promise<UserRow | typeof RETRY> {
    const phone = phoneDigits(identity.phoneNumber);
    const emailFree = email !== null && !(await findOne(eq(users.email, email)));
    const phoneFree = phone !== null && !(await findOne(eq(users.phone, phone)));
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const created = await insertAccount(tx, identity, { email: emailFree ? email : null, phone: phoneFree ? phone : null }, now);
      if (created && referrerId !== null) {
        await linkReferral(tx, referrerId, { friendId: created.id, phone: created.phone, email: created.email }, now);
      }
      return created;
    });
    return row ?? RETRY;
  }

  /** Any unique conflict (this uid signed in concurrently, the address was just taken, a referral
   * code collided) inserts nothing: the next attempt sees what won. */
  async function insertAccount(tx: Database, identity: FirebaseIdentity, proven: { email: string | null; phone: string | null }, now: Date) {
    const { email, phone } = proven;
    const [row] = await tx.insert(users).values({
      ...splitName(identity.name),
      email,
      emailVerifiedAt: email === null ? null : now,
      phone,
      phoneVerifiedAt: phone === null ? null : now,
      img: pictureUrl(identity.picture),
      passwordHash: null,
      myReferral: newReferralCode(),
      firebaseUid: identity.uid,
      createdAt: now,
      updatedAt: now,
    }).onConflictDoNothing().returning();
    return row as UserRow | undefined;
  }

  async function accountOf(identity: FirebaseIdentity, provider: FirebaseProvider, referrerId: number | null): Promise<UserRow> {
    const email = identity.emailVerified && identity.email ? normaliseEmail(identity.email) : null;
    const phone = provider === 'phone' ? phoneDigits(identity.phoneNumber) : null;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const linked = await findOne(eq(users.firebaseUid, identity.uid));
      if (linked) {
        if (!linked.active) throw invalidCredentials();
        return linked;
      }
      let found: UserRow | undefined | typeof RETRY;
      const byEmail = email ? await findOne(eq(users.email, email)) : undefined;
      if (email && byEmail) found = await link(byEmail, 'email', email, identity.uid);
      const byPhone = !found && phone ? await findOne(eq(users.phone, phone)) : undefined;
      if (phone && byPhone) found = await link(byPhone, 'phone', phone, identity.uid);
      if (found === RETRY) continue;
      if (found) return found;
      const created = await create(identity, email, referrerId);
      if (created !== RETRY) return created;
    }
    throw new Error(`Could not settle the account of firebase user ${identity.uid} after ${MAX_ATTEMPTS} attempts`);
  }

  return {
    async signIn(input: FirebaseSignIn, log?: FastifyBaseLogger): Promise<{ access_token: string; token_type: 'Bearer'; user: UserResource }> {
      if (!isFirebaseProvider(input.provider)) throw badRequest('provider', FIREBASE_MESSAGES.invalidProvider, { code: 'one_of' });
      const idToken = input.idToken.trim();
      if (!idToken) throw badRequest('id_token', 'Required', { code: 'required' });
      const identity = await verified(input.provider, idToken, log);
      const referrerId = await referrerOf(db, input.referral);
      const user = await accountOf(identity, input.provider, referrerId);
      if (user.id === referrerId) throw walletRefusal.referralOwn();
      return { access_token: await tokens.issue(user.id), token_type: 'Bearer', user: userResource(user) };
    },
  };
}

export type FirebaseService = ReturnType<typeof createFirebaseService>;
