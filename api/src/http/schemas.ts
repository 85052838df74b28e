// TypeBox building blocks shared by every module's contract: envelopes, pagination, common
// query parameters. Every object schema carries a `title`: it becomes the GraphQL type name.
import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';

/**
 * A nullable object or `stringEnum`. Declared with OpenAPI's `nullable` keyword rather than
 * `Union([X, Null])`: fast-json-stringify then writes `null` without validating each value
 * against the union's branches, and the OpenAPI document refers to the one titled schema
 * (see openapi.ts) instead of a second, differently shaped copy (GraphQL Mesh would read an
 * enum's union with null as a plain String).
 */
export function nullable<T extends TObject | TUnsafe<string>>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
}

/** A text or null, described where it is used (`options`: its serviceBounds). */
export const nullableString = (description: string, options: object = {}) => Type.Union([Type.String(), Type.Null()], { description, ...options });
/** An integer or null, described where it is used. */
export const nullableInteger = (description: string) => Type.Union([Type.Integer(), Type.Null()], { description });

export const PageLinks = Type.Object({
  first: Type.String({ description: 'The first page: this request\'s path and query with `page=1`, relative to the api host.' }),
  last: Type.String({ description: 'The last page, formed the same way (`page=1` when there is no item).' }),
  prev: nullableString('The previous page; null on the first page.'),
  next: nullableString('The next page; null on the last page (page on while it is not null).'),
}, {
  title: 'PageLinks',
  description: 'Links to other pages of the same list, e.g. `/api/v1/rest/shops/paginate?perPage=2&page=2`: the request\'s '
    + 'path and query with another `page`.',
});

export const PageMeta = Type.Object({
  current_page: Type.Integer({ description: 'The page answered: the `page` parameter (1 when absent). A page past the last is answered empty.' }),
  from: nullableInteger('Position (from 1) of the page\'s first item in the whole list; null on an empty page.'),
  last_page: Type.Integer({ description: 'Number of the last page (at least 1).' }),
  path: Type.String({ description: 'The request\'s path, without the query, e.g. `/api/v1/rest/shops/paginate`.' }),
  per_page: Type.Integer({ description: 'Items per page: the `perPage` parameter (10 when absent).' }),
  to: nullableInteger('Position of the page\'s last item in the whole list; null on an empty page.'),
  total: Type.Integer({ description: 'Number of items over all pages.' }),
}, { title: 'PageMeta', description: 'Where a page stands in its list (Laravel\'s pagination meta).' });

/** `{timestamp, status, message, data}`; `data` keeps its own description (or, a titled object,
 * the description of its schema). */
export function successEnvelope<T extends TSchema>(title: string, data: T, description: string) {
  return Type.Object({
    timestamp: Type.String({ description: 'When the answer was made, ISO 8601 in UTC, e.g. `2024-05-01T10:00:00.000Z`.' }),
    status: Type.Boolean({ description: 'Always true: a failure is answered with an error envelope (status false, statusCode ERROR_xxx) instead.' }),
    message: Type.String({ description: 'A note for people, `success`; clients should not depend on it.' }),
    data,
  }, { title, description });
}

/** `{data}` only: Foodyman's bare resources (main shop, galleries). */
export function bareResource<T extends TSchema>(title: string, data: T, description: string) {
  return Type.Object({ data }, { title, description });
}

/** Laravel's paginated collection `{data, links, meta}`. */
export function pageOf<T extends TSchema>(title: string, item: T, description: string, items: string) {
  return Type.Object({ data: Type.Array(item, { description: items }), links: PageLinks, meta: PageMeta }, { title, description });
}

/** How a resource's dates are written (`resourceDate`, envelope.ts). */
export const DATE = '`Y-m-d H:i:sZ` (UTC)';
/** A resource's date; `when` says what happened then: `dateField('When it was saved')`. */
export const dateField = (when: string) => Type.String({ description: `${when}, ${DATE}.` });
/** A resource's `created_at` and `updated_at`, said in the resource's words. */
export const rowDates = (created: string, updated = 'When it last changed') => ({
  created_at: dateField(created),
  updated_at: dateField(updated),
});

/** The `id` and `locale` of the translation of a `thing` ("product") a request is shown (its texts,
 * or its `title` only), before its texts. */
export const shownTranslationKeys = (thing: string, texts: 'texts' | 'title') => ({
  id: Type.Integer({ description: `Id of the translation; 0 when the ${thing} has none.` }),
  locale: Type.String({ description: `Language of the ${texts}: the requested one, else the default one.` }),
});

/** `lang` and `currency_id`, accepted by every route. */
export const localeQuery = {
  lang: Type.Optional(Type.String({
    description: 'Locale of an active language (else 400 `params.lang`); default: the `x-lang` header, else the default language. '
      + 'Texts missing in it fall back to the default language.',
  })),
  currency_id: Type.Optional(Type.Integer({
    minimum: 1,
    description: 'Id of an active currency (else 400 `params.currency_id`): amounts are converted at its rate; default: the '
      + '`x-currency-id` header, else the default currency.',
  })),
} satisfies TProperties;

/** Routes that take nothing but `lang` and `currency_id`. */
export const LocaleOnlyQuery = Type.Object(localeQuery);

/** A uuid in its canonical text form (any case): anything else can name no row. It is also what
 * `format: 'uuid'` accepts (app.ts). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string): boolean => UUID_PATTERN.test(text);

/** A path parameter naming a row by its uuid. Declared `format: 'uuid'`: a malformed one is 400 on
 * the field before any query, and the gateway types the argument `UUID`, whose validation refuses
 * text that is no uuid before it becomes part of a REST call's path. */
export const uuidParam = (description: string) => Type.String({ format: 'uuid', description });

/** A database id: ids are 32-bit integers, so larger numbers are rejected as bad input. */
/** The largest value of an `integer` column (ids, points): anything above names no row and
 * fits no balance. */
export const MAX_INTEGER = 2_147_483_647;

export const positiveId = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_INTEGER, description });

export const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Page to answer, from 1; a page past the last is answered empty.' })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'Items per page, 1..100.' })),
} satisfies TProperties;

export type LocaleQuery = { lang?: string; currency_id?: number };

/** A titled string enum (a GraphQL enum named `title`); a value outside it → 400 on the field,
 * with Ajv's message. */
export const stringEnum = <T extends string>(values: readonly T[], title: string, description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title, description });

/** The bounds a service checks itself, with Foodyman's messages: a text's length once trimmed (as
 * Laravel trims input before its rules), a number's range, a list's size. */
export interface ServiceBounds {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** Where a schema carries its ServiceBounds. The contract publishes them as their JSON Schema
 * keywords (openapi.ts), so clients and the web's forms (npm run generate) read the api's limits;
 * the schema validation ignores them (app.ts), as it would refuse a padded text the service takes
 * and answer messages of its own. */
export const SERVICE_BOUNDS = 'x-service-bounds';

/** Schema options declaring `bounds`: `Type.String({ description, ...serviceBounds({ maxLength: 500 }) })`. */
export const serviceBounds = (bounds: ServiceBounds) => ({ [SERVICE_BOUNDS]: bounds });
