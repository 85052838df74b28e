// Test support of the bad-input sweep (sweep.test.ts): fast-check arbitraries of malformed
// requests for one operation of the OpenAPI document. Each request is a plausible one (ids
// small enough to name rows, the demo customer's token on secured routes, bodies of the declared
// shape) with one part made hostile — a path id, a query value, a header, the body or the bearer
// token: wrong types, extremes, injection strings, huge or deeply nested JSON, not-JSON, wrong
// content types — or none, so that what passes validation reaches the services.
import fc, { type Arbitrary } from 'fast-check';

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
}

export interface Parameter { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: Schema }

export interface Operation {
  method: string;
  /** OpenAPI form: `/api/v1/rest/shops/{id}`. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** The media type and schema of the body, when the operation takes one. */
  body?: { contentType: string; schema: Schema };
  secured: boolean;
}

export interface HostileRequest {
  method: string;
  /** Path and query string, as sent on the request line. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Bearer tokens the sweep sends: the demo customer's live one (asked for when used, as it
 * changes between operations), an expired and a revoked one. */
export interface Tokens { live: () => string; expired: string; revoked: string }

type Components = Record<string, Schema>;

const HUGE = 'a'.repeat(10_000);
const INJECTIONS = [
  "' OR 1=1--", '"; DROP TABLE users; --', '<script>alert(1)</script>', '${{7*7}}', '{{7*7}}', '#{7*7}', '%00', '\u0000',
  '../../../../etc/passwd', '..\\..\\windows', '\\', '%', '%zz', '%E0%A4%A', '💥', '\uD800', 'ǅ\u202Eabc', '\r\nX-Injected: 1', ' ', '',
];
const NUMBERISH = [
  '1e308', '-1e308', '1e999', '-0', '0', '-1', '1.5', '9223372036854775808', '-9223372036854775809', '2147483648', 'NaN', 'Infinity',
  '-Infinity', '0x10', '١٢', '1e-400', '007',
];
const HOSTILE_STRINGS = [...INJECTIONS, ...NUMBERISH, HUGE, `${HUGE}💥`];
const HOSTILE_NUMBERS = [1e308, -1e308, -0, 2 ** 63, -(2 ** 63), 2 ** 31, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER + 2, 0.5, -1, 0, 1e-320];
const DEPTH = 10_000;

const resolve = (schema: Schema, components: Components): Schema =>
  (schema.$ref ? components[schema.$ref.split('/').pop()!] : schema);

const isNumeric = (s: Schema) => s.type === 'integer' || s.type === 'number';

/** Any JSON value of the wrong kind, extremes included. */
const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, true, false, null, [], {}, [null], { '': '' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Ids that may name demo rows (users, products, carts 1…; branches 50x), or not. */
const id = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 495, max: 510 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }));
const plainText = fc.oneof(
  fc.string({ maxLength: 24 }), fc.uuid(), fc.emailAddress(),
  fc.constantFrom('en', 'fr', 'cash', 'wallet', 'WELCOME10', 'google', 'phone', '2026-12-01', '12:00', '+14165550100', 'demo@storefront.test'),
);

/** Values of the fields every route takes that name demo rows (its languages and currencies). */
const KNOWN: Record<string, Arbitrary<unknown>> = { lang: fc.constantFrom('en', 'fr', 'ar'), currency_id: fc.constantFrom(1, 2, 3) };

/**
 * A value of `schema`'s shape. With `hostility` > 0, a leaf is now and then (1 in `hostility`+1)
 * replaced by a hostile value.
 */
function valueFor(schema: Schema, components: Components, hostility = 0, depth = 0): Arbitrary<unknown> {
  const s = resolve(schema, components);
  const near = s.nullable ? fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: nearValue(s, components, hostility, depth), weight: 4 })
    : nearValue(s, components, hostility, depth);
  return hostility && depth < 5 ? fc.oneof({ arbitrary: near, weight: hostility }, { arbitrary: hostileFor(s), weight: 1 }) : near;
}

/** A hostile value, most often of the schema's own type (extremes, injections), else of any. */
function hostileFor(s: Schema): Arbitrary<unknown> {
  const sameType = isNumeric(s) ? fc.constantFrom<unknown>(...HOSTILE_NUMBERS, ...NUMBERISH)
    : s.type === 'string' ? fc.constantFrom(...HOSTILE_STRINGS) : hostileValue;
  return fc.oneof({ arbitrary: sameType, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

function nearValue(s: Schema, components: Components, hostility: number, depth: number): Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((branch) => valueFor(branch, components, hostility, depth + 1)));
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'integer': return s.maximum === 1 ? fc.constantFrom(0, 1) : id;
    case 'number': return fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.integer({ min: 0, max: 100 }));
    case 'boolean': return fc.boolean();
    case 'string': return s.format === 'binary' ? fc.string() : plainText;
    case 'array': return fc.array(valueFor(s.items ?? {}, components, hostility, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object': {
      const properties = Object.entries(s.properties ?? {});
      if (!properties.length) return fc.dictionary(fc.constantFrom('en', 'fr', 'xx'), plainText, { maxKeys: 2 });
      return fc.record(Object.fromEntries(properties.map(([key, child]) => [key, KNOWN[key] ?? valueFor(child, components, hostility, depth + 1)])), {
        requiredKeys: s.required ?? [],
      });
    }
    default: return hostileValue;
  }
}

/** Percent-encoded UTF-8 (a lone surrogate becomes U+FFFD, as a client's encoder makes it). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString());
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A parameter's text: of its schema, or hostile (for a number, most often a numeric extreme). */
function paramText(p: Parameter, components: Components, hostile: boolean): Arbitrary<string> {
  if (!hostile) return (KNOWN[p.name] ?? valueFor(p.schema, components)).map(asText);
  const numeric = isNumeric(resolve(p.schema, components)) ? 3 : 0;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NUMBERISH), weight: numeric }, { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 2 },
    { arbitrary: hostileValue.map(asText), weight: 1 },
  );
}

/** A path segment: percent-encoded, or raw when it is an attack on the path itself (`..`, a
 * broken escape) that a client can send: printable ASCII only, as Node refuses anything else. */
const segment = (text: string) => (/^(\.\.|%)[\x21-\x7e]*$/.test(text) ? text : encode(text));

function pathFor(operation: Operation, components: Components, hostile: boolean): Arbitrary<string> {
  const params = operation.parameters.filter((p) => p.in === 'path');
  if (!params.length) return fc.constant(operation.path);
  return fc.tuple(fc.nat(params.length - 1), ...params.map((p) => fc.tuple(paramText(p, components, false), paramText(p, components, true))))
    .map(([bad, ...values]) => params.reduce((path, p, i) => path.replace(`{${p.name}}`, segment(values[i][hostile && i === bad ? 1 : 0]) || '0'), operation.path));
}

const RAW_QUERIES = ['%', '%zz=1', '&&&', '==', 'a[', 'a]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', `x=${HUGE}`];
const pair = (key: string, value: string) => `${encode(key)}=${encode(value)}`;

function queryFor(operation: Operation, components: Components, hostile: boolean): Arbitrary<string> {
  const params = operation.parameters.filter((p) => p.in === 'query');
  const plain = params.map((p) => (p.required
    ? paramText(p, components, false).map((text) => pair(p.name, text))
    : fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: paramText(p, components, false).map((text) => pair(p.name, text)), weight: 1 })));
  const valid = fc.tuple(...plain).map((pairs) => pairs.filter(Boolean));
  if (!hostile) return valid.map((pairs) => pairs.join('&'));
  const names = [...params.map((p) => p.name), 'unknown'];
  const bad = fc.oneof(
    fc.tuple(fc.constantFrom(...names), fc.constantFrom('', '[]', '[0]', '[a][b]'), fc.array(fc.constantFrom(...HOSTILE_STRINGS), { minLength: 1, maxLength: 2 }))
      .map(([name, suffix, values]) => values.map((value) => pair(`${name}${suffix}`, value)).join('&')),
    fc.constantFrom(...RAW_QUERIES),
  );
  return fc.tuple(valid, bad).map(([pairs, extra]) => [...pairs, extra].join('&'));
}

/** Deeply nested JSON, as text (JSON.stringify would recurse as deep). */
const nested = fc.constantFrom(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`, `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);

const JSON_TYPE = 'application/json';
const NOT_JSON = ['', '{', '{"a":', 'not json', '\u0000', 'null', '"text"', '1e999', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[1,2', '\uFEFF{}'];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'multipart/form-data', 'multipart/form-data; boundary=x', 'image/png', 'bogus'];

interface Payload { type?: string; body?: string | Buffer }

/** A multipart body of one file field, its bytes and declared type random. */
const multipart: Arbitrary<Payload> = fc.tuple(fc.constantFrom('image', 'file', ''), fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'x/y'), fc.uint8Array({ maxLength: 64 }))
  .map(([field, type, bytes]) => ({
    type: 'multipart/form-data; boundary=sweep',
    body: Buffer.concat([
      Buffer.from(`--sweep\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(bytes), Buffer.from('\r\n--sweep--\r\n'),
    ]),
  }));

const json = (value: unknown): Payload => ({ type: JSON_TYPE, body: JSON.stringify(value) ?? 'null' });

function bodyFor(operation: Operation, components: Components, hostile: boolean): Arbitrary<Payload> {
  const declared = operation.body;
  if (!hostile) {
    if (!declared) return fc.constant({});
    return declared.contentType.startsWith('multipart/') ? multipart : valueFor(declared.schema, components).map(json);
  }
  return fc.oneof(
    ...(declared && !declared.contentType.startsWith('multipart/') ? [valueFor(declared.schema, components, 3).map(json)] : []),
    hostileValue.map(json),
    nested.map((body) => ({ type: JSON_TYPE, body })),
    fc.constantFrom(...NOT_JSON).map((body) => ({ type: JSON_TYPE, body })),
    fc.tuple(fc.constantFrom(...OTHER_TYPES), fc.constantFrom('a=1&b[]=2', '<a>1</a>', 'hello', '--x\r\n\r\n', HUGE)).map(([type, body]) => ({ type, body })),
    fc.constant({}),
    multipart,
  );
}

const DEAD_AUTHORIZATIONS = [
  'Bearer', 'Bearer ', 'Bearer garbage', `Bearer 1|${'x'.repeat(40)}`, `Bearer 99999999999999999999|${'x'.repeat(40)}`,
  'Bearer -1|x', 'Bearer 1|', `Bearer ${HUGE}`, 'Basic dXNlcjpwYXNz', "Bearer ' OR 1=1--", 'Bearer \u00ff\u00fe', 'bearer  x|y',
];

function authorizationFor(operation: Operation, tokens: Tokens, hostile: boolean): Arbitrary<string | undefined> {
  if (hostile) return fc.constantFrom(undefined, ...DEAD_AUTHORIZATIONS, `Bearer ${tokens.expired}`, `Bearer ${tokens.revoked}`);
  const live = fc.constant(null).map(() => `Bearer ${tokens.live()}`);
  return operation.secured ? live : fc.option(live, { nil: undefined, freq: 3 });
}

/** Header values a client can send (Node refuses control characters in headers). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

function headersFor(operation: Operation, hostile: boolean): Arbitrary<Record<string, string>> {
  if (!hostile) return fc.constant({});
  const names = ['x-lang', 'x-currency-id', 'x-forwarded-for', 'accept-language', ...operation.parameters.filter((p) => p.in === 'header').map((p) => p.name)];
  return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...HOSTILE_STRINGS)).map(([name, value]) => ({ [name]: headerSafe(value) }));
}

const PARTS = ['path', 'query', 'headers', 'body', 'authorization', 'none'] as const;

/** Plausible requests of `operation` with (mostly) one hostile part. */
export function hostileRequests(operation: Operation, components: Components, tokens: Tokens): Arbitrary<HostileRequest> {
  return fc.constantFrom(...PARTS).chain((part) => fc.record({
    path: pathFor(operation, components, part === 'path'),
    query: queryFor(operation, components, part === 'query'),
    headers: headersFor(operation, part === 'headers'),
    authorization: authorizationFor(operation, tokens, part === 'authorization'),
    payload: bodyFor(operation, components, part === 'body'),
  })).map(({ path, query, headers, authorization, payload }) => ({
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: {
      ...headers,
      ...(authorization === undefined ? {} : { authorization }),
      ...(payload.type ? { 'content-type': payload.type } : {}),
      ...(payload.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload.body)) }),
    },
    body: payload.body,
  }));
}

export interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}

/** The document's operations in the shape above. */
export function operationsOf(document: { paths: Record<string, Record<string, RawOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, raw]) => {
    const [contentType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
    return {
      method: method.toUpperCase(), path, operationId: raw.operationId, parameters: raw.parameters ?? [], secured: Boolean(raw.security),
      ...(media ? { body: { contentType, schema: media.schema } } : {}),
    };
  }));
}
