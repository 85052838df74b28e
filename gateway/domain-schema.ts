// The schema clients see: the storefront's domain, not the REST api seen through a keyhole.
// Mesh builds a schema that mirrors each REST route (envelopes, generated names, query-string
// aliases); this layer reshapes it once, at startup, by rules that hold for every field, so the
// api's route schemas stay the one source of truth:
// - A root field answers its object itself (`product(uuid): Product`), not the REST envelope
//   (`data`, `status`, `message`, `timestamp`). An envelope that carries more than its object
//   (a new token, a code sent) becomes a payload type named after it, with the object under its
//   type's name (`updatePassword: PasswordChanged { user token }`).
// - Every list of the api is one shape: `{ items: [T!]!, pageInfo: PageInfo! }`. The api pages
//   by number (menus, orders and news are shown page by page), so `pageInfo` says where a page
//   is (`current_page`, `last_page`, `total`) and the REST links are dropped.
// - The api never answers a null inside a list: every list is `[T!]`.
// - Root fields are nullable: one failing field answers null with its error, and its siblings
//   still answer.
// - The language and currency come from the `x-lang` and `x-currency-id` headers only; query
//   string aliases of a body field, of a range (`prices[0]`) and of a fixed value
//   (`status=canceled` on a cancel) are not arguments; `address[latitude]` is `latitude`.
// - Input types are named as the domain names them (`LoginInput`); the scalars Mesh generates
//   for a length or pattern rule are `String` (the api checks the rule and names the field).
// - What changes state is a mutation (`verifyEmail`).
// - No Mesh directive is published. The layer runs after `sealPathArguments`, which reads them.
import { createRequire } from 'node:module';
import type {
  GraphQLFieldConfig, GraphQLFieldConfigArgumentMap, GraphQLFieldResolver, GraphQLNamedType, GraphQLObjectType as ObjectType,
  GraphQLSchema, GraphQLType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { MapperKind, mapSchema, pruneSchema } from '@graphql-tools/utils';
import { schemaFile } from './paths';

// The CommonJS graphql, which Mesh and @graphql-tools build their schemas with: its classes are
// what `instanceof` checks find (under Vite, a bare import would load the ES module copy).
const {
  GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, getNamedType, getNullableType,
  isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, isSpecifiedDirective,
} = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** The fields of the REST envelope that say nothing about the answer itself. */
const ENVELOPE_FIELDS = new Set(['timestamp', 'status', 'message']);
/** Headers carry these; the REST query-string copies are no arguments. */
const HEADER_ARGUMENTS = new Set(['lang', 'currency_id']);
/** Arguments whose value the operation itself fixes: cancelling sends `status=canceled`. */
const FIXED_ARGUMENTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  cancelOrder: { status: 'canceled', input: { status: 'canceled' } },
  cancelReservation: { status: 'canceled' },
  cancelWithdrawal: { status: 'canceled' },
};
/** Arguments and input fields the api reads leniently for Foodyman clients (aliases such as
 * `cancelled`, any case), typed here by the closed set they stand for: the values sent are the
 * same strings. Coordinates are Mesh's (`Type.field` or `Root.field.argument`). */
const CLOSED_SET_INPUTS: Readonly<Record<string, string>> = {
  'Query.orders.status': 'OrderStatus',
  'Query.orders.statuses': 'OrderStatus',
  'Query.staffOrders.status': 'OrderStatus',
  'Query.branches.type': 'ShopType',
  'Query.searchShops.type': 'ShopType',
  'SetOrderStatus_Input.status': 'OrderStatus',
  'SetRefundStatus_Input.status': 'RefundStatus',
  'NotificationSettingChange_Input.type': 'NotificationType',
};
/** Queries of the REST api that change state, answered as mutations. */
const STATE_CHANGING_QUERIES = new Set(['verifyEmail']);
/** Mesh's names for a query-string key with brackets: `address[latitude]`. */
const BRACKETED = /^(\w+?)_LEFT_SQUARE_BRACE_(\w+?)_RIGHT_SQUARE_BRACE_$/;
/** Mesh's scalars for a string with a length or pattern rule. */
const GENERATED_SCALAR = /^(query|mutation)Input_/;
const PAGE_INFO = 'PageInfo';
const ROOT_DESCRIPTIONS = {
  query: 'What a client reads: branches and their menus, search, content, and (signed in) its account, carts, orders, bookings, wallet and chat.',
  mutation: 'What changes state: signing in and up, the account, carts and group orders, orders, bookings, the wallet, reviews and chat.',
};

type AnyResolver = GraphQLFieldResolver<unknown, unknown>;
/** A page as the REST api answers it. */
interface RestPage {
  data: unknown;
  meta: unknown;
}

const isEnvelope = (type: GraphQLNamedType): type is ObjectType =>
  isObjectType(type) && type.name.endsWith('Response') && 'data' in type.getFields();

const isPage = (type: GraphQLNamedType): type is ObjectType => {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return Boolean(fields.data && fields.meta && fields.links) && isListType(getNullableType(fields.data.type));
};

/** The envelope's extra fields, beyond its object and the REST bookkeeping. */
const extrasOf = (envelope: ObjectType) =>
  Object.keys(envelope.getFields()).filter((name) => name !== 'data' && !ENVELOPE_FIELDS.has(name));

/** `Login_Input` → `LoginInput`, `bookTable_request_Input` → `BookTableInput`. */
export function inputName(name: string): string {
  const base = name.replace(/_Input$/, '').replace(/_request$/, '').replace(/Input$/, '');
  if (base === name) return name;
  return `${base.charAt(0).toUpperCase()}${base.slice(1)}Input`;
}

/** `T` with every list's items non-null, at every depth; a generated scalar is `String`, and a
 * string of a closed set (`closedSet`) that set's enum. */
function cleanType(type: GraphQLType, closedSet?: GraphQLNamedType): GraphQLType {
  if (isNonNullType(type)) return new GraphQLNonNull(cleanType(type.ofType, closedSet) as never);
  if (isListType(type)) {
    const item = cleanType(type.ofType, closedSet);
    return new GraphQLList(isNonNullType(item) ? item : new GraphQLNonNull(item as never));
  }
  if (closedSet && type === GraphQLString) return closedSet;
  return isScalarType(type) && GENERATED_SCALAR.test(type.name) ? GraphQLString : type;
}

/** Mesh's resolver, answering the envelope's `data`. */
const answeringData = (resolve: AnyResolver | undefined): AnyResolver | undefined =>
  resolve && (async (root, args, context, info) => {
    const answer = await resolve(root, args, context, info);
    // Mesh answers a failed call with an error value: it is passed on as it is.
    return answer instanceof Error || answer == null ? answer : (answer as { data: unknown }).data;
  });

/** The root field's arguments as a client writes them, and how to give Mesh its own names. The
 * body (`input`) is required when the api requires it or when its query-string copies are gone. */
function cleanArguments(field: GraphQLFieldConfig<unknown, unknown>, fieldName: string, bodyRequired: boolean) {
  const fixed = FIXED_ARGUMENTS[fieldName] ?? {};
  const inputType = field.args?.input && getNamedType(field.args.input.type);
  const bodyFields = inputType && isInputObjectType(inputType) ? new Set(Object.keys(inputType.getFields())) : new Set<string>();
  const args: GraphQLFieldConfigArgumentMap = {};
  const renamed: Array<[string, string]> = [];
  let copiesDropped = false;
  for (const [name, arg] of Object.entries(field.args ?? {})) {
    if (HEADER_ARGUMENTS.has(name) || name in fixed) continue;
    if (name !== 'input' && bodyFields.has(name)) {
      copiesDropped = true;
      continue;
    }
    const bracketed = BRACKETED.exec(name);
    if (bracketed && /^\d+$/.test(bracketed[2])) continue;
    const clientName = bracketed ? bracketed[2] : name;
    if (clientName !== name) renamed.push([clientName, name]);
    args[clientName] = arg;
  }
  if (args.input && (bodyRequired || copiesDropped) && !isNonNullType(args.input.type)) {
    args.input = { ...args.input, type: new GraphQLNonNull(args.input.type) };
  }
  const resolve = field.resolve;
  const needsMapping = renamed.length > 0 || Object.keys(fixed).length > 0;
  return {
    args,
    resolve: resolve && needsMapping
      ? ((root, given: Record<string, unknown>, context, info) => {
        const meshArgs: Record<string, unknown> = { ...given, ...fixed };
        for (const [clientName, meshName] of renamed) {
          meshArgs[meshName] = given[clientName];
          delete meshArgs[clientName];
        }
        return resolve(root, meshArgs, context, info);
      }) as AnyResolver
      : resolve,
  };
}

/** A root field of the REST mirror as the domain answers it. */
function domainRootField(field: GraphQLFieldConfig<unknown, unknown>, fieldName: string, bodyRequired: boolean): GraphQLFieldConfig<unknown, unknown> {
  const { args, resolve } = cleanArguments(field, fieldName, bodyRequired);
  const answer = getNamedType(field.type);
  if (isEnvelope(answer) && extrasOf(answer).length === 0) {
    return { ...field, args, type: getNullableType(answer.getFields().data.type), resolve: answeringData(resolve) };
  }
  return { ...field, args, type: getNullableType(field.type), resolve };
}

/** A page of REST (`data`, `links`, `meta`) as `{ items, pageInfo }`. */
function domainPage(page: ObjectType): ObjectType {
  const config = page.toConfig();
  const { data, meta } = config.fields;
  return new GraphQLObjectType({
    ...config,
    fields: {
      items: { ...data, resolve: (source: RestPage) => source.data },
      pageInfo: { type: meta.type, description: 'Where this page is in the whole list.', resolve: (source: RestPage) => source.meta },
    },
  });
}

/** An envelope with more than its object: a payload named after it (`PasswordChangedResponse` →
 * `PasswordChanged`), its object under the object type's name (`user`). */
function domainPayload(envelope: ObjectType): ObjectType {
  const config = envelope.toConfig();
  const { data, ...rest } = config.fields;
  const objectName = getNamedType(data.type).name;
  const key = `${objectName.charAt(0).toLowerCase()}${objectName.slice(1)}`;
  const fields = Object.fromEntries(Object.entries(rest).filter(([name]) => !ENVELOPE_FIELDS.has(name)));
  return new GraphQLObjectType({
    ...config,
    name: envelope.name.replace(/Response$/, ''),
    fields: { [key]: { ...data, resolve: (source: { data: unknown }) => source.data }, ...fields },
  });
}

interface OpenApi {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { required?: boolean } }>>;
}

/** The operations (Mesh names each field after its operationId) whose body the api requires:
 * Mesh reads every body as optional. */
function requiredBodies(openapi: OpenApi): Set<string> {
  return new Set(Object.values(openapi.paths).flatMap((methods) => Object.values(methods))
    .filter((operation) => operation.requestBody?.required && operation.operationId)
    .map((operation) => operation.operationId!));
}

const publishedOpenApi = (): OpenApi => JSON.parse(readFileSync(schemaFile('openapi.json'), 'utf8')) as OpenApi;

/** The domain-shaped schema of a Mesh schema built from `openapi` (see the file's top). Works
 * on a schema without resolvers too (`npm run generate` prints it from Mesh's SDL). */
export function domainSchema(mesh: GraphQLSchema, openapi: OpenApi = publishedOpenApi()): GraphQLSchema {
  const bodies = requiredBodies(openapi);
  const query = mesh.getQueryType()!;
  const moved = Object.fromEntries(Object.entries(query.toConfig().fields).filter(([name]) => STATE_CHANGING_QUERIES.has(name)));
  const reshaped = mapSchema(listsAndScalars(mesh), {
    [MapperKind.DIRECTIVE]: (directive) => (isSpecifiedDirective(directive) ? directive : null),
    [MapperKind.INPUT_OBJECT_TYPE]: (input) => new GraphQLInputObjectType({ ...input.toConfig(), name: inputName(input.name) }),
    [MapperKind.OBJECT_TYPE]: (type) => {
      if (type.name === 'PageMeta') return renamedPageInfo(type);
      if (type.name === 'PageLinks') return null;
      if (isPage(type)) return domainPage(type);
      if (isEnvelope(type)) return extrasOf(type).length ? domainPayload(type) : null;
      return type;
    },
    [MapperKind.ROOT_OBJECT]: (type) => {
      const config = type.toConfig();
      const isQuery = type.name === query.name;
      config.description ??= ROOT_DESCRIPTIONS[isQuery ? 'query' : 'mutation'];
      const fields = Object.fromEntries(Object.entries({ ...config.fields, ...(type.name === mesh.getMutationType()?.name ? moved : {}) })
        .filter(([name]) => !(isQuery && STATE_CHANGING_QUERIES.has(name)))
        .map(([name, field]) => [name, domainRootField(field, name, bodies.has(name))]));
      return new GraphQLObjectType({ ...config, fields });
    },
  });
  return pruneSchema(reshaped);
}

/** PageMeta without its REST `path`, named as GraphQL clients expect. */
function renamedPageInfo(meta: ObjectType): ObjectType {
  const config = meta.toConfig();
  const { path: _path, ...fields } = config.fields;
  return new GraphQLObjectType({ ...config, name: PAGE_INFO, description: 'Where a page is in the whole list.', fields });
}

/** Every list `[T!]`, every generated scalar `String`, on fields, arguments and input fields. A
 * field whose object the api describes (Mesh puts an object property's description on its type
 * only) is described by it. */
function listsAndScalars(schema: GraphQLSchema): GraphQLSchema {
  const closedSet = (coordinate: string) => {
    const name = CLOSED_SET_INPUTS[coordinate];
    return name ? schema.getType(name) ?? undefined : undefined;
  };
  const described = <T extends { type: GraphQLType; description?: string | null }>(field: T, coordinate = ''): T =>
    ({ ...field, type: cleanType(field.type, closedSet(coordinate)), description: field.description ?? getNamedType(field.type).description });
  return mapSchema(schema, {
    [MapperKind.COMPOSITE_FIELD]: (field, fieldName, typeName) => ({
      ...described(field),
      args: field.args && Object.fromEntries(Object.entries(field.args)
        .map(([name, arg]) => [name, { ...arg, type: cleanType(arg.type, closedSet(`${typeName}.${fieldName}.${name}`)) as never }])),
    }),
    [MapperKind.INPUT_OBJECT_FIELD]: (field, fieldName, typeName) => described(field, `${typeName}.${fieldName}`),
  });
}
