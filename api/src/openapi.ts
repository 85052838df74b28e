// The OpenAPI document, generated from the route schemas by @fastify/swagger. Titled object
// schemas are moved to components.schemas and referenced, so each contract type (Product,
// Stock, Shop, ...) appears once, under its title, which GraphQL Mesh uses as the type name.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorEnvelope } from './http/error-codes';
import { SERVICE_BOUNDS } from './http/schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTitledObject = (value: Json): value is JsonObject =>
  isObject(value) && typeof value.title === 'string' && value.type === 'object';

/** A titled string enum (`stringEnum`): left in place, each copy the same, one GraphQL enum. */
const isTitledEnum = (value: Json): boolean =>
  isObject(value) && typeof value.title === 'string' && value.type === 'string' && Array.isArray(value.enum);

/** A schema with the bounds its service checks written as the keywords they are (`maxLength`, …):
 * what clients read of them (http/schemas.ts). */
function publishedBounds(node: JsonObject): JsonObject {
  const { [SERVICE_BOUNDS]: bounds, ...schema } = node;
  return isObject(bounds) ? { ...schema, ...bounds } : node;
}

/** Replaces every titled object schema under `node` by a `$ref`, collecting it in `schemas`. */
function hoist(node: Json, schemas: Record<string, JsonObject>): Json {
  if (Array.isArray(node)) return node.map((item) => hoist(item, schemas));
  if (!isObject(node)) return node;
  const copy = publishedBounds(Object.fromEntries(Object.entries(node).map(([key, value]) => [key, hoist(value, schemas)])));
  if (isObject(node.properties)) dropNullableFromRequired(node.properties, copy);
  if (isTitledEnum(copy)) {
    const { nullable: _nullable, ...schema } = copy;
    return schema;
  }
  if (!isTitledObject(copy)) return copy;
  const { nullable: _nullable, ...schema } = copy;
  const title = schema.title as string;
  if (schemas[title] && !isDeepStrictEqual(schemas[title], schema)) {
    throw new Error(`Two different schemas are titled "${title}"; give one another title.`);
  }
  schemas[title] = schema;
  return { $ref: `#/components/schemas/${title}` };
}

/** A nullable object becomes a plain `$ref`, a nullable enum the enum itself; its property is
 * then declared optional instead, which GraphQL reads as a nullable field. */
function dropNullableFromRequired(original: JsonObject, copy: JsonObject): void {
  const nullableKeys = Object.entries(original)
    .filter(([, value]) => isObject(value) && value.nullable === true && (isTitledObject(value) || isTitledEnum(value)))
    .map(([key]) => key);
  if (!nullableKeys.length || !Array.isArray(copy.required)) return;
  copy.required = copy.required.filter((key) => !nullableKeys.includes(key as string));
}

const operationsOf = (document: JsonObject): JsonObject[] => Object.values(isObject(document.paths) ? document.paths : {})
  .flatMap((methods) => (isObject(methods) ? Object.values(methods).filter(isObject) : []));

/** The fields of an operation's JSON body, if it takes one. */
function jsonBodyFields(operation: JsonObject): string[] | undefined {
  const content = isObject(operation.requestBody) ? operation.requestBody.content : undefined;
  const media = isObject(content) ? content['application/json'] : undefined;
  const schema = isObject(media) ? media.schema : undefined;
  return isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : undefined;
}

const queryParameters = (operation: JsonObject): Json[] => (Array.isArray(operation.parameters) ? operation.parameters : [])
  .filter((parameter) => isObject(parameter) && parameter.in === 'query').map((parameter) => (parameter as JsonObject).name);

/** An operation that takes every field of its JSON body in the query string too (the cart's
 * DELETE routes, modules/cart/query-form.ts) declares the body optional. */
function optionalQueryFormBodies<T extends object>(document: T): T {
  for (const operation of operationsOf(document as unknown as JsonObject)) {
    const fields = jsonBodyFields(operation);
    const inQuery = queryParameters(operation);
    if (fields?.every((field) => inQuery.includes(field)) && isObject(operation.requestBody)) operation.requestBody.required = false;
  }
  return document;
}

export function hoistTitledSchemas<T extends object>(document: T): T {
  const doc = document as unknown as JsonObject;
  const components = isObject(doc.components) ? doc.components : {};
  const schemas: Record<string, JsonObject> = {};
  const paths = hoist(doc.paths ?? {}, schemas);
  // Components no route names (the error envelope) are hoisted the same way.
  hoist(isObject(components.schemas) ? components.schemas : {}, schemas);
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...doc, paths, components: { ...components, schemas: sorted } } as unknown as T;
}

export async function registerOpenApi(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Storefront REST API',
        description: [
          'The storefront\'s REST api, compatible with the Foodyman `/api/v1` contract (details: docs/api-contract.md).',
          'Every route takes `lang` and `currency_id` (or the `x-lang` and `x-currency-id` headers): texts come in that language, '
            + 'falling back to the default language, and money in that currency, converted from the base currency (USD) at its '
            + 'rate and rounded to 2 decimals.',
          'Answers are the envelope `{timestamp, status: true, message, data}`, a page `{data, links, meta}`, or, where a route '
            + 'says so, a bare object. Errors are `{timestamp, status: false, statusCode: "ERROR_xxx", message, params?, reasons?}` '
            + '(the ErrorEnvelope component; clients translate its codes, not its English): HTTP '
            + '404 for ERROR_404 (and ERROR_204: no seller application), 401 for ERROR_100 (no valid bearer token), 403 for '
            + 'ERROR_403 (staff only), 409 for ERROR_409, 429 for ERROR_429 from the rate limit, else 400; a refused field is '
            + 'named in `params` (`{"shop_id": ["The selected shop id is invalid."]}`) and its reason in `reasons` '
            + '(`{"shop_id": [{"code": "invalid"}]}`).',
          'Routes under /rest and /auth are rate-limited per client address (default 600 and 60 requests a minute): beyond, 429 '
            + 'ERROR_429 with `Retry-After`. Signed-in routes take `Authorization: Bearer <token>` from login.',
        ].join('\n\n'),
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        // As plain JSON: the document's types know nothing of TypeBox's.
        schemas: { ErrorEnvelope: JSON.parse(JSON.stringify(ErrorEnvelope)) as Record<string, unknown> },
      },
    },
    transformObject: (document) =>
      ('openapiObject' in document ? hoistTitledSchemas(optionalQueryFormBodies(document.openapiObject)) : document.swaggerObject),
  });
  // Swagger UI ships its own assets, so the docs page works offline.
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
