// The User resource: an account as its owner sees it, never with the password hash. Signing in
// answers it; the profile adds the wallet, points and notification choices to it.
import type { users } from '../../db/common-tables';
import { resourceDate } from '../../http/envelope';

export type UserRow = typeof users.$inferSelect;

const dateOrNull = (date: Date | null): string | null => (date ? resourceDate(date) : null);

/** The User resource; never carries the password hash. */
export function userResource(row: UserRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    img: row.img,
    gender: row.gender,
    birthday: row.birthday ? `${row.birthday} 00:00:00Z` : null,
    active: row.active,
    role: row.role,
    my_referral: row.myReferral,
    empty_p: row.passwordHash === null,
    currency_id: row.currencyId,
    email_verified_at: dateOrNull(row.emailVerifiedAt),
    pending_email: row.pendingEmail,
    phone_verified_at: dateOrNull(row.phoneVerifiedAt),
    pending_phone: row.pendingPhone,
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
  };
}

export type UserResource = ReturnType<typeof userResource>;
