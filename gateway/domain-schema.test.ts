import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GraphQLField, GraphQLInputField, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { domainSchema, inputName } from './domain-schema';

// The CommonJS graphql, as the layer and Mesh use it.
const {
  buildSchema, execute, getNamedType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType,
  isSpecifiedDirective, isSpecifiedScalarType, parse, printType,
} = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** A schema as Mesh builds it from the REST api: envelopes, pages, generated names. */
const MESH_SDL = `
directive @httpOperation(path: String) on FIELD_DEFINITION
scalar queryInput_chat_before_id
type Query {
  product(uuid: String!, lang: String, currency_id: Int): ProductResponse @httpOperation(path: "/rest/products/{args.uuid}")
  products(page: Int, lang: String, prices_LEFT_SQUARE_BRACE_0_RIGHT_SQUARE_BRACE_: Float, price_from: Float): ProductPage
  nearest(address_LEFT_SQUARE_BRACE_latitude_RIGHT_SQUARE_BRACE_: Float!): ProductResponse
  chat(before_id: queryInput_chat_before_id): ProductResponse
  verifyEmail(hash: String!): EmailVerifiedResponse
  orders(status: String, lang: String): ProductPage
}
enum OrderStatus { new canceled }
type Order { status: OrderStatus! }
type OrderResponse { timestamp: String! status: Boolean! message: String! data: Order! }
type Mutation {
  login(input: Login_Input): LoginResponse
  deleteCartProducts(ids: [Int], input: DeleteCartProducts_Input): LoginResponse
  cancelOrder(id: Int!, status: String, input: CancelOrder_Input): OrderResponse
  updatePassword(input: Login_Input): PasswordChangedResponse
}
input Login_Input { email: String password: String }
input DeleteCartProducts_Input { ids: [Int]! }
input CancelOrder_Input { status: String }
"A dish."
type Product { uuid: String! tags: [String]! }
type PageMeta { current_page: Int! path: String! total: Int! }
type PageLinks { next: String }
type ProductPage { data: [Product]! links: PageLinks! meta: PageMeta! }
type ProductResponse { timestamp: String! status: Boolean! message: String! data: Product! }
type EmailVerified { email: String! }
type EmailVerifiedResponse { timestamp: String! status: Boolean! message: String! data: EmailVerified! }
type AccessToken { token: String! }
type LoginResponse { timestamp: String! status: Boolean! message: String! data: AccessToken }
type User { id: Int! }
type PasswordChangedResponse { timestamp: String! status: Boolean! message: String! data: User! token: String! }
`;
const OPENAPI = { paths: { '/rest/auth/login': { post: { operationId: 'login', requestBody: { required: true } } } } };

const envelope = <T>(data: T) => ({ timestamp: '2026-11-30T00:00:00Z', status: true, message: 'success', data });

/** The Mesh schema with resolvers that record the arguments they were given. */
function meshWithResolvers(calls: Array<[string, unknown]>): GraphQLSchema {
  const mesh = buildSchema(MESH_SDL);
  const answers: Record<string, unknown> = {
    product: envelope({ uuid: 'p-1', tags: ['hot'] }),
    products: { data: [{ uuid: 'p-1', tags: [] }], links: { next: null }, meta: { current_page: 1, path: '/rest/products', total: 1 } },
    nearest: envelope({ uuid: 'p-2', tags: [] }),
    chat: new Error('Not found'),
    verifyEmail: envelope({ email: 'a@b.test' }),
    cancelOrder: envelope({ status: 'canceled' }),
    updatePassword: { ...envelope({ id: 7 }), token: '1|new' },
  };
  for (const root of [mesh.getQueryType()!, mesh.getMutationType()!]) {
    for (const [name, field] of Object.entries(root.getFields())) {
      field.resolve = (_root, args) => {
        calls.push([name, args]);
        return answers[name];
      };
    }
  }
  return mesh;
}

async function run(schema: GraphQLSchema, document: string) {
  return execute({ schema, document: parse(document) });
}

describe('the domain schema layer', () => {
  it('answers a root field\'s object itself, and passes an upstream error on as it is', async () => {
    const schema = domainSchema(meshWithResolvers([]), OPENAPI);
    expect(String(schema.getQueryType()!.getFields().product.type)).toBe('Product');
    expect(await run(schema, '{ product(uuid: "p-1") { uuid tags } }')).toEqual({ data: { product: { uuid: 'p-1', tags: ['hot'] } } });
    const failed = await run(schema, '{ chat { uuid } }');
    expect(failed.data).toEqual({ chat: null });
    expect(failed.errors?.[0].message).toBe('Not found');
  });

  it('answers a page as items and pageInfo, without the REST links and path', async () => {
    const schema = domainSchema(meshWithResolvers([]), OPENAPI);
    expect(printType(schema.getType('ProductPage')!)).toContain('items: [Product!]!');
    expect(Object.keys((schema.getType('PageInfo') as never as { getFields(): object }).getFields())).toEqual(['current_page', 'total']);
    expect(schema.getType('PageLinks')).toBeUndefined();
    expect(await run(schema, '{ products(page: 1) { items { uuid } pageInfo { current_page total } } }'))
      .toEqual({ data: { products: { items: [{ uuid: 'p-1' }], pageInfo: { current_page: 1, total: 1 } } } });
  });

  it('takes the language and currency from headers only, and gives Mesh its own argument names', async () => {
    const calls: Array<[string, unknown]> = [];
    const schema = domainSchema(meshWithResolvers(calls), OPENAPI);
    const query = schema.getQueryType()!.getFields();
    expect(query.product.args.map((arg) => arg.name)).toEqual(['uuid']);
    expect(query.products.args.map((arg) => arg.name)).toEqual(['page', 'price_from']);
    expect(query.nearest.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['latitude: Float!']);
    await run(schema, '{ nearest(latitude: 43.6) { uuid } }');
    expect(calls).toEqual([['nearest', { address_LEFT_SQUARE_BRACE_latitude_RIGHT_SQUARE_BRACE_: 43.6 }]]);
  });

  it('fixes the value of a cancel\'s status, and drops the query-string copies of a body', async () => {
    const calls: Array<[string, unknown]> = [];
    const schema = domainSchema(meshWithResolvers(calls), OPENAPI);
    const mutation = schema.getMutationType()!.getFields();
    expect(mutation.cancelOrder.args.map((arg) => arg.name)).toEqual(['id']);
    expect(mutation.deleteCartProducts.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['input: DeleteCartProductsInput!']);
    expect(await run(schema, 'mutation { cancelOrder(id: 5) { status } }')).toEqual({ data: { cancelOrder: { status: 'canceled' } } });
    expect(calls).toEqual([['cancelOrder', { id: 5, status: 'canceled', input: { status: 'canceled' } }]]);
  });

  it('types a leniently read string argument by the closed set it stands for', () => {
    const schema = domainSchema(buildSchema(MESH_SDL), OPENAPI);
    expect(String(schema.getQueryType()!.getFields().orders.args[0].type)).toBe('OrderStatus');
  });

  it('names inputs as the domain does and requires a body the api requires', () => {
    const schema = domainSchema(buildSchema(MESH_SDL), OPENAPI);
    expect(String(schema.getMutationType()!.getFields().login.args[0].type)).toBe('LoginInput!');
    expect(String(schema.getMutationType()!.getFields().updatePassword.args[0].type)).toBe('LoginInput');
    expect(String(schema.getQueryType()!.getFields().chat.args[0].type)).toBe('String');
    expect(['Login_Input', 'PasswordStrengthInput_Input', 'bookTable_request_Input', 'Plain'].map(inputName))
      .toEqual(['LoginInput', 'PasswordStrengthInput', 'BookTableInput', 'Plain']);
  });

  it('answers an envelope with more than its object as a payload, and a state change as a mutation', async () => {
    const schema = domainSchema(meshWithResolvers([]), OPENAPI);
    expect(await run(schema, 'mutation { updatePassword { user { id } token } }'))
      .toEqual({ data: { updatePassword: { user: { id: 7 }, token: '1|new' } } });
    expect(schema.getQueryType()!.getFields().verifyEmail).toBeUndefined();
    expect(await run(schema, 'mutation { verifyEmail(hash: "h") { email } }')).toEqual({ data: { verifyEmail: { email: 'a@b.test' } } });
  });

  it('publishes no Mesh directive and no envelope type', () => {
    const schema = domainSchema(buildSchema(MESH_SDL), OPENAPI);
    expect(schema.getDirectives().every(isSpecifiedDirective)).toBe(true);
    expect(Object.keys(schema.getTypeMap()).filter((name) => /Response$|_Input$|^queryInput_/.test(name))).toEqual([]);
  });
});

describe('the published schema (schema/schema.graphql)', () => {
  const schema = buildSchema(readFileSync(new URL('../schema/schema.graphql', import.meta.url), 'utf8'));
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type));
  const fields = types.flatMap((type) => (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)
    ? Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(type.getFields()).map((field) => ({ type, field }))
    : []));
  const roots = [schema.getQueryType()!, schema.getMutationType()!];

  it('has no REST envelope, no generated name and no Mesh directive', () => {
    const envelopes = types.filter((type) => isObjectType(type) && ['timestamp', 'status', 'message', 'data'].every((name) => name in type.getFields()));
    expect(envelopes.map((type) => type.name)).toEqual([]);
    expect(types.map((type) => type.name).filter((name) => /_Input$|_const$|^(query|mutation)Input_/.test(name))).toEqual([]);
    expect(schema.getDirectives().filter((directive) => !isSpecifiedDirective(directive)).map((directive) => directive.name)).toEqual([]);
  });

  it('has no lang or currency_id argument (headers carry them) and verifies an e-mail by a mutation', () => {
    const headerArguments = roots.flatMap((root) => Object.values(root.getFields()))
      .flatMap((field) => field.args.filter((arg) => ['lang', 'currency_id'].includes(arg.name)).map((arg) => `${field.name}(${arg.name})`));
    expect(headerArguments).toEqual([]);
    expect(schema.getMutationType()!.getFields().verifyEmail).toBeDefined();
  });

  it('holds no null in any list, and a list field of an object is itself non-null in 95 % or more', () => {
    const lists = fields.filter(({ field }) => isListType(isNonNullType(field.type) ? field.type.ofType : field.type));
    const itemsNullable = lists.filter(({ field }) => !String(field.type).match(/!\]!?$/));
    expect(itemsNullable.map(({ type, field }) => `${type.name}.${field.name}`)).toEqual([]);
    const strict = lists.filter(({ type, field }) => roots.includes(type as never) || isNonNullType(field.type));
    expect(strict.length / lists.length).toBeGreaterThanOrEqual(0.95);
  });

  it('describes every type and root field, and 95 % of all fields or more', () => {
    expect(types.filter((type) => !type.description).map((type) => type.name)).toEqual([]);
    expect(roots.flatMap((root) => Object.values(root.getFields())).filter((field) => !field.description).map((field) => field.name)).toEqual([]);
    expect(fields.filter(({ field }) => field.description).length / fields.length).toBeGreaterThanOrEqual(0.95);
  });

  it('answers single objects directly and lists as pages', () => {
    const query = schema.getQueryType()!.getFields();
    expect(String(query.product.type)).toBe('Product');
    expect(getNamedType(query.orders.type).name).toBe('OrderPage');
    expect(Object.keys((getNamedType(query.orders.type) as never as { getFields(): object }).getFields())).toEqual(['items', 'pageInfo']);
  });
});
