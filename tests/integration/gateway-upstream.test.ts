import type http from 'node:http';
import { readFileSync } from 'node:fs';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType,
  type GraphQLField, type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, startTap } from '../support/gateway';
import { graphql, type GraphQLResponse } from '../support/graphql';

// A gateway whose upstream is a tap: it records every path the gateway asks for and forwards it
// to the real api, or, while a test has scripted a fault, answers that fault instead.
let tap: Awaited<ReturnType<typeof startTap>>;
let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
const gatewayPort = 4194 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;

beforeAll(async () => {
  tap = await startTap(new URL(inject('apiUrl')).origin);
  gateway = await startGateway(gatewayPort, { API_URL: tap.url });
});

afterAll(async () => {
  await gateway?.stop();
  await tap?.close();
});

/** The paths the tap saw while `run` ran. */
async function pathsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = tap.seen.length;
  await run();
  return tap.seen.slice(before).map((request) => request.url.split('?')[0]);
}

const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
/** Mesh's own schema (built by the stack's start), whose `@httpOperation` directives hold each
 * root field's REST path: the published schema carries no Mesh directive. */
const mesh = buildSchema(readFileSync(new URL('../../.mesh/schema.graphql', import.meta.url), 'utf8'));

/** The REST path template of a root field, from its `@httpOperation` directive in Mesh's schema. */
function pathTemplate(field: GraphQLField<unknown, unknown>): string {
  const meshField = mesh.getQueryType()!.getFields()[field.name] ?? mesh.getMutationType()!.getFields()[field.name];
  const directive = meshField?.astNode?.directives?.find((node) => node.name.value === 'httpOperation');
  const path = directive?.arguments?.find((argument) => argument.name.value === 'path')?.value;
  return path?.kind === 'StringValue' ? path.value : '';
}

/** A value `type` accepts, for the arguments a test does not care about. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sample(field.type)]));
  }
  const scalars: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, UUID: '00000000-0000-4000-8000-000000000000' };
  return isScalarType(type) ? scalars[type.name] ?? 'x' : null;
}

/** Every root field with a free-text argument in its REST path, and that argument. */
const sealedArguments = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) => Object.values(root.getFields()).flatMap((field) => {
  const template = pathTemplate(field);
  return field.args
    .filter((arg) => template.includes(`{args.${arg.name}}`) && ['String', 'ID'].includes(String(arg.type).replace('!', '')))
    .map((arg) => ({ operation: root === schema.getQueryType() ? 'query' : 'mutation', field, arg: arg.name, template }));
}));

/** The document and variables that call `field` with `value` as its path argument. */
function call({ operation, field, arg }: (typeof sealedArguments)[number], value: string) {
  const required = field.args.filter((other) => other.name === arg || isNonNullType(other.type));
  const variables = Object.fromEntries(required.map((other) => [other.name, other.name === arg ? value : sample(other.type)]));
  const declared = required.map((other) => `$${other.name}: ${String(other.type)}`).join(', ');
  const passed = required.map((other) => `${other.name}: $${other.name}`).join(', ');
  return { query: `${operation} (${declared}) { ${field.name}(${passed}) { __typename } }`, variables };
}

describe('arguments in REST paths', () => {
  const hostile = ['../settings', '../../dashboard/user/profile/show', '%2e%2e%2fsettings', '..%2Fsettings', '.%2e/settings', 'a/b', 'x?y=1#z', 'é €'];

  it('reach exactly one path segment of their own route, whatever they hold', async () => {
    expect(sealedArguments.map(({ field }) => field.name)).toContain('shop');
    for (const sealed of sealedArguments) {
      const [before, after] = sealed.template.split(`{args.${sealed.arg}}`);
      const segment = new RegExp(`^${before.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{args\.\w+\}/g, '[^/]+')}([^/]+)${after.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{args\.\w+\}/g, '[^/]+')}$`);
      for (const value of hostile) {
        const { query, variables } = call(sealed, value);
        const paths = await pathsDuring(() => graphql(gatewayUrl, query, { variables }));
        expect({ field: sealed.field.name, value, paths: paths.length }).toEqual({ field: sealed.field.name, value, paths: 1 });
        const [, received] = paths[0].match(segment) ?? [];
        expect({ field: sealed.field.name, value, received: received && decodeURIComponent(received) }).toEqual({ field: sealed.field.name, value, received: value });
      }
    }
  });

  it('refuses empty and dot-only values with a clear error and calls nothing', async () => {
    for (const sealed of sealedArguments) {
      for (const value of ['', '.', '..']) {
        const { query, variables } = call(sealed, value);
        let answer: GraphQLResponse<unknown> | undefined;
        expect(await pathsDuring(async () => { answer = await graphql(gatewayUrl, query, { variables }); })).toEqual([]);
        expect(answer?.errors?.[0]).toMatchObject({ path: [sealed.field.name], extensions: { status: 400, statusCode: 'BAD_USER_INPUT', params: { [sealed.arg]: [expect.any(String)] } } });
      }
    }
  });
});

/** What must never leave the gateway in an error: stacks, files, upstream addresses. */
const LEAK = /stack|originalError|file:|node_modules|127\.0\.0\.1|localhost|https?:\/\/|Upstream HTTP Error|\bat .+:\d+:\d+/;
const CONTRACT_KEYS = ['status', 'statusCode', 'params', 'reasons', 'code'];

/** The first error of an answer, checked against the contract. */
function contractError(answer: GraphQLResponse<unknown>) {
  expect(answer.errors?.length).toBeGreaterThan(0);
  expect(JSON.stringify(answer)).not.toMatch(LEAK);
  for (const error of answer.errors!) {
    expect(error).toMatchObject({ message: expect.any(String), extensions: { status: expect.any(Number), statusCode: expect.any(String) } });
    expect(Object.keys(error.extensions!).filter((key) => !CONTRACT_KEYS.includes(key))).toEqual([]);
  }
  return answer.errors![0];
}

describe('every error answered to its contract', () => {
  const settings = () => graphql(gatewayUrl, '{ settings { key } }');
  /** Answers `settings` with `respond` while `run` runs. */
  async function withFault<T>(respond: typeof tap.fault, run: () => Promise<T>): Promise<T> {
    tap.fault = respond;
    try {
      return await run();
    } finally {
      tap.fault = undefined;
    }
  }
  const json = (status: number, body: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };

  it('a REST refusal keeps its message, status, ERROR_nnn, params and reasons', async () => {
    const fields = { params: { perPage: ['must be ≤ 100'] }, reasons: { perPage: [{ code: 'too_large', max: 100 }] } };
    const body = JSON.stringify({ status: false, statusCode: 'ERROR_400', message: 'The given data was invalid.', ...fields });
    const error = contractError(await withFault(json(400, body), settings));
    expect(error).toMatchObject({ message: 'The given data was invalid.', path: ['settings'], extensions: { status: 400, statusCode: 'ERROR_400', ...fields } });
  });

  it('a 5xx page that is no envelope is not repeated', async () => {
    const page = (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1> at /srv/app/server.js:12:3');
    const error = contractError(await withFault(page, settings));
    expect(error).toMatchObject({ path: ['settings'], extensions: { status: 502, statusCode: 'ERROR_502' } });
    expect(error.message).not.toMatch(/Bad gateway|server\.js/);
  });

  it('invalid JSON, or JSON of another shape, from the api', async () => {
    expect(contractError(await withFault(json(200, '{"data": [tru'), settings)).extensions).toMatchObject({ statusCode: 'UPSTREAM_BAD_RESPONSE', status: 502 });
    expect(contractError(await withFault(json(200, '{"data": [{"key": null}]}'), settings)).extensions).toMatchObject({ statusCode: 'INTERNAL_SERVER_ERROR', status: 500 });
  });

  it('a connection the api drops', async () => {
    const drop = (req: http.IncomingMessage) => req.socket.destroy();
    expect(contractError(await withFault(drop, settings))).toMatchObject({ path: ['settings'], extensions: { statusCode: 'UPSTREAM_UNAVAILABLE', status: 503 } });
  });

  it('an api that does not answer in time (the gateway waits 10 s)', async () => {
    const silent = () => {};
    expect(contractError(await withFault(silent, settings))).toMatchObject({ path: ['settings'], extensions: { statusCode: 'UPSTREAM_TIMEOUT', status: 504 } });
  }, 30_000);

  it('a document or variables that are wrong, and one that asks too much', async () => {
    expect(contractError(await graphql(gatewayUrl, '{ settings { nope } }')).extensions).toMatchObject({ statusCode: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    expect(contractError(await graphql(gatewayUrl, 'query ($id: String!) { shop(id: $id) { __typename } }')).extensions).toMatchObject({ statusCode: 'BAD_USER_INPUT', status: 400 });
    const fields = Object.values(schema.getQueryType()!.getFields())
      .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)) && !isLeafType(getNamedType(field.type)))
      .map((field) => field.name);
    const tooMany = `{ ${fields.slice(0, 26).map((name) => `${name} { __typename }`).join(' ')} }`;
    expect(await pathsDuring(async () => {
      expect(contractError(await graphql(gatewayUrl, tooMany)).extensions).toMatchObject({ statusCode: 'TOO_COMPLEX', status: 400 });
    })).toEqual([]);
  });

  it('an api that cannot be reached at all', async () => {
    await tap.close();
    expect(contractError(await settings())).toMatchObject({ path: ['settings'], extensions: { statusCode: 'UPSTREAM_UNAVAILABLE', status: 503 } });
  });
});
