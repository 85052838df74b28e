// TypeBox building blocks shared by every module's contract: envelopes, pagination, common
// query parameters. Every object schema carries a `title`: it becomes the GraphQL type name.
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';

/**
 * A nullable object. Declared with OpenAPI's `nullable` keyword rather than
 * `Union([X, Null])`: fast-json-stringify then writes `null` without validating each value
 * against the union's branches, and the OpenAPI document refers to the one titled schema
 * (see openapi.ts) instead of a second, differently shaped copy.
 */
export function nullable<T extends TObject>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
}

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const PageLinks = Type.Object({
  first: Type.String(),
  last: Type.String(),
  prev: NullableString,
  next: NullableString,
}, { title: 'PageLinks' });

export const PageMeta = Type.Object({
  current_page: Type.Integer(),
  from: NullableInteger,
  last_page: Type.Integer(),
  path: Type.String(),
  per_page: Type.Integer(),
  to: NullableInteger,
  total: Type.Integer(),
}, { title: 'PageMeta' });

/** `{timestamp, status, message, data}` */
export function successEnvelope<T extends TSchema>(title: string, data: T) {
  return Type.Object({
    timestamp: Type.String(),
    status: Type.Boolean(),
    message: Type.String(),
    data,
  }, { title });
}

/** `{data}` only: the reference's bare resources (main shop, galleries). */
export function bareResource<T extends TSchema>(title: string, data: T) {
  return Type.Object({ data }, { title });
}

/** Laravel's paginated collection `{data, links, meta}`. */
export function pageOf<T extends TSchema>(title: string, item: T) {
  return Type.Object({ data: Type.Array(item), links: PageLinks, meta: PageMeta }, { title });
}

/** `lang` and `currency_id`, accepted by every route. */
export const localeQuery = {
  lang: Type.Optional(Type.String({ description: 'Locale of an active language; default: the default language.' })),
  currency_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Id of an active currency; default: the default currency.' })),
} satisfies TProperties;

/** Routes that take nothing but `lang` and `currency_id`. */
export const LocaleOnlyQuery = Type.Object(localeQuery);

/** A uuid in its canonical text form (any case): anything else can name no row. */
export const isUuid = (text: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A database id: ids are 32-bit integers, so larger numbers are rejected as bad input. */
export const positiveId = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

export const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
} satisfies TProperties;

export type LocaleQuery = { lang?: string; currency_id?: number };
