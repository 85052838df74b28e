// A customer's saved addresses: only the owner sees or changes them (another user's id is
// simply not found). Every rule is checked before anything is written.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import { requiredText } from '../../http/text';
import { userAddresses } from './tables';

export const TITLE_MAX = 100;
export const ADDRESS_MAX = 255;

export interface AddressInput {
  title: string;
  address: string;
  location: { latitude: number; longitude: number };
  active?: boolean;
}

type AddressRow = typeof userAddresses.$inferSelect;

function view(row: AddressRow) {
  return {
    id: row.id,
    title: row.title,
    user_id: row.userId,
    active: row.active,
    address: row.address,
    location: { latitude: row.latitude, longitude: row.longitude },
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
  };
}

/** A latitude (limit 90) or longitude (limit 180) named `field`, in range. */
export function coordinate(value: number, field: string, limit: number): number {
  if (!Number.isFinite(value) || value < -limit || value > limit) {
    throw badRequest(field, `The ${field} must be between -${limit} and ${limit}.`, { code: 'between', min: -limit, max: limit });
  }
  return value;
}

/** The row's columns from a request body, or 400 naming the first bad field. */
function columnsOf(input: AddressInput) {
  return {
    title: requiredText('title', input.title, TITLE_MAX),
    address: requiredText('address', input.address, ADDRESS_MAX),
    latitude: coordinate(input.location.latitude, 'location.latitude', 90),
    longitude: coordinate(input.location.longitude, 'location.longitude', 180),
    ...(input.active === undefined ? {} : { active: input.active }),
  };
}

export function createAddressesService(db: Database, clock: Clock) {
  async function save(userId: number, id: number | null, input: AddressInput) {
    const columns = columnsOf(input);
    const now = clock();
    return db.transaction(async (tx) => {
      let row: AddressRow | undefined;
      if (id === null) {
        [row] = await tx.insert(userAddresses).values({ ...columns, userId, createdAt: now, updatedAt: now }).returning();
      } else {
        [row] = await tx.update(userAddresses).set({ ...columns, updatedAt: now })
          .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId))).returning();
      }
      if (!row) throw notFound();
      if (row.active) {
        await tx.update(userAddresses).set({ active: false, updatedAt: now })
          .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, row.id), eq(userAddresses.active, true)));
      }
      return view(row);
    });
  }

  return {
    async list(userId: number, page: PageRequest, url: PageUrl) {
      const mine = eq(userAddresses.userId, userId);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(userAddresses).where(mine),
        db.select().from(userAddresses).where(mine).orderBy(asc(userAddresses.id)).limit(page.perPage).offset(pageOffset(page)),
      ]);
      return paginated(rows.map(view), total, page, url);
    },

    create: (userId: number, input: AddressInput) => save(userId, null, input),

    /** Another user's (or an unknown) id → 404, checked after the body's rules. */
    update: (userId: number, id: number, input: AddressInput) => save(userId, id, input),

    async remove(userId: number, id: number): Promise<void> {
      const deleted = await db.delete(userAddresses).where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
        .returning({ id: userAddresses.id });
      if (!deleted.length) throw notFound();
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
