// Seller applications: a signed-in customer asks once to open a shop; the request is kept as
// sent (normalised) with the status 'under review' until staff decide. Every rule is checked
// before the single insert, so a refused application writes nothing.
import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { languages } from '../../db/common-tables';
import type { Clock } from '../../http/clock';
import { resourceDate } from '../../http/envelope';
import { ApiError, badRequest } from '../../http/errors';
import { MAX_INTEGER } from '../../http/schemas';
import type { DeliveryTimeType, ShopType } from '../shops';
import {
  alreadyApplied, APPLICATION_MESSAGES, attribute, checkedPhone, checkedText, SELLER_TEXTS, type LengthRules,
} from '../applications';
import { sellerApplications } from './tables';

export const SELLER_MESSAGES = {
  alreadyApplied: APPLICATION_MESSAGES.alreadyApplied,
  noShop: 'You have no shop',
} as const;

type LocalizedText = Record<string, string>;

export interface SellerApplicationInput {
  title: LocalizedText;
  address: LocalizedText;
  description?: LocalizedText;
  delivery_time_from: number;
  delivery_time_to: number;
  delivery_time_type: Static<typeof DeliveryTimeType>;
  type: Static<typeof ShopType>;
  phone?: string | null;
  min_amount?: number;
  tax?: number;
  price?: number;
  price_per_km?: number;
  location?: { latitude: number; longitude: number };
  tags?: number[];
  categories?: number[];
}

/** What seller_applications.details holds. */
interface Details {
  title: LocalizedText;
  address: LocalizedText;
  description: LocalizedText;
  delivery_time: { from: number; to: number; type: Static<typeof DeliveryTimeType> };
  type: Static<typeof ShopType>;
  phone: string | null;
  min_amount: number;
  tax: number;
  price: number;
  price_per_km: number;
  location: { latitude: number; longitude: number } | null;
  tags: number[];
  categories: number[];
}

type Row = typeof sellerApplications.$inferSelect;

const MAX_IDS = 50;

/** Texts of active locales (keyed by locale), each checked as `checkedText`, blank ones dropped. */
function localizedText(field: string, value: LocalizedText | undefined, locales: Set<string>, rules: LengthRules): LocalizedText {
  const texts: LocalizedText = {};
  for (const [locale, raw] of Object.entries(value ?? {})) {
    if (!locales.has(locale)) throw badRequest(field, `The ${attribute(field)} language "${locale}" is not available.`, { code: 'one_of' });
    const text = checkedText(field, raw, { ...rules, required: false });
    if (text !== null) texts[locale] = text;
  }
  if (rules.required && Object.keys(texts).length === 0) throw badRequest(field, `The ${attribute(field)} field is required.`, { code: 'required' });
  return texts;
}

function amount(field: string, value: number | undefined, max?: number): number {
  if (value === undefined) return 0;
  if (!Number.isFinite(value) || value < 0 || (max !== undefined && value > max)) {
    throw max === undefined
      ? badRequest(field, `The ${attribute(field)} must be at least 0.`, { code: 'too_small', min: 0 })
      : badRequest(field, `The ${attribute(field)} must be between 0 and ${max}.`, { code: 'between', min: 0, max });
  }
  return value;
}

function coordinate(field: string, value: number, limit: number): number {
  if (!Number.isFinite(value) || value < -limit || value > limit) {
    throw badRequest(field, `The ${attribute(field)} must be between -${limit} and ${limit}.`, { code: 'between', min: -limit, max: limit });
  }
  return value;
}

function ids(field: string, values: number[] | undefined): number[] {
  const list = [...new Set(values ?? [])];
  if (list.length > MAX_IDS) throw badRequest(field, `The ${attribute(field)} may not have more than ${MAX_IDS} items.`, { code: 'too_many', max: MAX_IDS });
  if (list.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_INTEGER)) {
    throw badRequest(field, `The selected ${attribute(field)} are invalid.`, { code: 'invalid' });
  }
  return list;
}

function validate(input: SellerApplicationInput, locales: Set<string>): Details {
  const title = localizedText('title', input.title, locales, SELLER_TEXTS.title);
  const address = localizedText('address', input.address, locales, SELLER_TEXTS.address);
  const description = localizedText('description', input.description, locales, SELLER_TEXTS.description);
  const from = amount('delivery_time_from', input.delivery_time_from);
  const to = amount('delivery_time_to', input.delivery_time_to);
  if (to < from) throw badRequest('delivery_time_to', 'The delivery time to must be greater than or equal to delivery time from.', { code: 'before_start' });
  const location = input.location
    ? { latitude: coordinate('location.latitude', input.location.latitude, 90), longitude: coordinate('location.longitude', input.location.longitude, 180) }
    : null;
  return {
    title,
    address,
    description,
    delivery_time: { from, to, type: input.delivery_time_type },
    type: input.type,
    phone: checkedPhone(input.phone, false),
    min_amount: amount('min_amount', input.min_amount),
    tax: amount('tax', input.tax, 100),
    price: amount('price', input.price),
    price_per_km: amount('price_per_km', input.price_per_km),
    location,
    tags: ids('tags', input.tags),
    categories: ids('categories', input.categories),
  };
}

/** The SellerApplication resource. */
function applicationResource(row: Row) {
  const details = row.details as Details;
  return {
    id: row.id,
    status: row.status,
    title: details.title,
    address: details.address,
    description: details.description ?? {},
    type: details.type,
    delivery_time: {
      from: String(details.delivery_time.from),
      to: String(details.delivery_time.to),
      type: details.delivery_time.type,
    },
    phone: details.phone ?? null,
    created_at: resourceDate(row.createdAt),
    updated_at: resourceDate(row.updatedAt),
  };
}

export type SellerApplicationResource = ReturnType<typeof applicationResource>;

export function createSellersService(db: Database, clock: Clock) {
  async function activeLocales(): Promise<Set<string>> {
    const rows = await db.select({ locale: languages.locale }).from(languages).where(eq(languages.active, true));
    return new Set(rows.map((row) => row.locale));
  }

  return {
    /** The user's application; 404 ERROR_204 when there is none. */
    async show(userId: number): Promise<SellerApplicationResource> {
      const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.userId, userId));
      if (!row) throw new ApiError(404, 'ERROR_204', SELLER_MESSAGES.noShop);
      return applicationResource(row);
    },

    /** Files the user's one application; a second one is refused and the first kept. */
    async apply(userId: number, input: SellerApplicationInput): Promise<SellerApplicationResource> {
      const details = validate(input, await activeLocales());
      const now = clock();
      const [row] = await db.insert(sellerApplications)
        .values({ userId, status: 'under review', details, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: sellerApplications.userId })
        .returning();
      if (!row) throw alreadyApplied();
      return applicationResource(row);
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
