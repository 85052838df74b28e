// Courier applications: a signed-in customer applies to deliver; at most one application of
// theirs is open (`new`) or `accepted` at a time (a partial unique index keeps it so under
// concurrency), a rejected one may be followed by a new one. Customers see only their own; staff
// list them all and decide a new one once (accepted or rejected). The fields follow the seller
// application's rules and messages (modules/applications/rules.ts).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { fieldRefusal, notFound } from '../../http/errors';
import { pageOffset, paginated, type PageRequest, type PageUrl } from '../../http/pagination';
import { alreadyApplied, checkedPhone, checkedText, COURIER_TEXTS } from '../applications';
import { courierApplications } from './tables';
import type { COURIER_AVAILABILITIES, COURIER_DECISIONS, COURIER_VEHICLES } from './schemas';

type Row = typeof courierApplications.$inferSelect;
type Status = Row['status'];

export const COURIER_MESSAGES = {
  alreadyDecided: 'This application has already been decided.',
} as const;

/** Staff may decide a new application only. */
const alreadyDecided = () => fieldRefusal('ERROR_491', 'status', COURIER_MESSAGES.alreadyDecided, { code: 'not_allowed' });

export interface CourierApplicationInput {
  name: string;
  phone: string;
  city: string;
  vehicle: (typeof COURIER_VEHICLES)[number];
  availability: (typeof COURIER_AVAILABILITIES)[number];
  note?: string | null;
}

export interface CourierDecisionInput {
  status: (typeof COURIER_DECISIONS)[number];
  answer?: string | null;
}

function validate(input: CourierApplicationInput) {
  return {
    name: checkedText('name', input.name, COURIER_TEXTS.name)!,
    phone: checkedPhone(input.phone, true)!,
    city: checkedText('city', input.city, COURIER_TEXTS.city)!,
    vehicle: input.vehicle,
    availability: input.availability,
    note: checkedText('note', input.note, COURIER_TEXTS.note),
  };
}

/** The CourierApplication resource. */
function applicationView(row: Row) {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    name: row.name,
    phone: row.phone,
    city: row.city,
    vehicle: row.vehicle as CourierApplicationInput['vehicle'],
    availability: row.availability as CourierApplicationInput['availability'],
    note: row.note,
    answer: row.answer,
    decided_at: row.decidedAt && resourceDate(row.decidedAt),
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
  };
}

export function createCouriersService(db: Database, clock: Clock) {
  return {
    /** The user's latest application; none → 404. */
    async show(userId: number) {
      const [row] = await db.select().from(courierApplications).where(eq(courierApplications.userId, userId))
        .orderBy(desc(courierApplications.id)).limit(1);
      if (!row) throw notFound();
      return applicationView(row);
    },

    /** Files a new application; one open or accepted already → 400 ERROR_206, nothing written. */
    async apply(userId: number, input: CourierApplicationInput) {
      const now = clock();
      const [row] = await db.insert(courierApplications).values({ userId, ...validate(input), createdAt: now, updatedAt: now })
        .onConflictDoNothing().returning();
      if (!row) throw alreadyApplied();
      return applicationView(row);
    },

    /** Every application (of `status` when given), newest first: staff only. */
    async list(status: Status | undefined, page: PageRequest, url: PageUrl) {
      const where = status === undefined ? undefined : eq(courierApplications.status, status);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(courierApplications).where(where),
        db.select().from(courierApplications).where(where).orderBy(desc(courierApplications.id)).limit(page.perPage).offset(pageOffset(page)),
      ]);
      return paginated(rows.map(applicationView), total, page, url);
    },

    /** Staff's decision on new application `id`, recording who and when; an unknown id → 404,
     * an application already decided → 400 ERROR_491. */
    async decide(staffId: number, id: number, input: CourierDecisionInput) {
      const answer = checkedText('answer', input.answer, COURIER_TEXTS.answer);
      const now = clock();
      const [row] = await db.update(courierApplications)
        .set({ status: input.status, answer, decidedBy: staffId, decidedAt: now, updatedAt: now })
        .where(and(eq(courierApplications.id, id), eq(courierApplications.status, 'new'))).returning();
      if (row) return applicationView(row);
      const [known] = await db.select({ id: courierApplications.id }).from(courierApplications).where(eq(courierApplications.id, id));
      throw known ? alreadyDecided() : notFound();
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
