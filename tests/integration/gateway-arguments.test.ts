import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, startTap } from '../support/gateway';
import { graphql } from '../support/graphql';

// A gateway argument that becomes a segment of a REST path is typed as strictly as the api's
// parameter: where the api takes a uuid, the argument is a UUID, and text that is no uuid is
// refused by the gateway's validation before any REST call (it never reaches the api's router,
// where `..` would resolve to another route). A second gateway calls the api through a tap that
// records every path it is asked for.
let tap: Awaited<ReturnType<typeof startTap>>;
let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
const gatewayPort = 4197 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;

beforeAll(async () => {
  tap = await startTap(new URL(inject('apiUrl')).origin);
  gateway = await startGateway(gatewayPort, { API_URL: tap.url });
});

afterAll(async () => {
  await gateway?.stop();
  await tap?.close();
});

const TRAVERSALS = ['../settings', '%2e%2e%2fsettings', '../../dashboard/user/profile/show'];

/** Every field whose uuid argument is a path segment, as a document taking it literally and one
 * taking it as a variable. */
const UUID_FIELDS = {
  product: ['query', 'product(uuid: $uuid) { id }'],
  newsItem: ['query', 'newsItem(uuid: $uuid) { id }'],
  bookingShop: ['query', 'bookingShop(uuid: $uuid) { id }'],
  cancelWithdrawal: ['mutation', 'cancelWithdrawal(uuid: $uuid) { id }'],
  setWithdrawalStatus: ['mutation', 'setWithdrawalStatus(uuid: $uuid, input: { status: paid }) { id }'],
  toggleGroupMemberStatus: ['mutation', 'toggleGroupMemberStatus(user_cart_uuid: $uuid, input: { cart_id: 1 }) { id }'],
} as const;

/** Asks `field` with `uuid`, literally and as a variable: both answers, and the paths the api was asked for meanwhile. */
async function ask(field: keyof typeof UUID_FIELDS, uuid: string) {
  const [operation, selection] = UUID_FIELDS[field];
  const before = tap.seen.length;
  const literal = await graphql(gatewayUrl, `${operation} { ${selection.replace('$uuid', JSON.stringify(uuid))} }`);
  const variable = await graphql(gatewayUrl, `${operation} ($uuid: UUID!) { ${selection} }`, { variables: { uuid } });
  return { answers: [literal, variable], asked: tap.seen.slice(before).map((request) => request.url) };
}

describe('a uuid argument at the gateway', () => {
  it.each(TRAVERSALS)('refuses product(uuid: %j) as bad input, asking the api nothing', async (uuid) => {
    const { answers, asked: paths } = await ask('product', uuid);
    for (const answer of answers) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/\bUUID\b/), // e.g. 'Value is not a valid UUID: ../settings'
        // The document's own literal fails validation; a variable, its coercion: both bad input.
        extensions: { status: 400, statusCode: expect.stringMatching(/^(GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT)$/) },
      });
    }
    expect(paths).toEqual([]);
  });

  it.each(Object.keys(UUID_FIELDS) as (keyof typeof UUID_FIELDS)[])('%s refuses a traversal, asking the api nothing', async (field) => {
    const { answers, asked: paths } = await ask(field, '../settings');
    for (const answer of answers) expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/\bUUID\b/), extensions: { status: 400 } });
    expect(paths).toEqual([]);
  });

  it('passes a uuid on, in any case, as the one path segment it names', async () => {
    const unknown = '0000000A-0000-4000-8000-000000000000';
    const { answers, asked: paths } = await ask('product', unknown);
    for (const answer of answers) expect(answer.errors?.[0].message).not.toContain('UUID');
    expect(paths.length).toBeGreaterThan(0); // an answer may come from the gateway's cache
    expect(new Set(paths.map((path) => new URL(path, tap.url).pathname))).toEqual(new Set([`/api/v1/rest/products/${unknown}`]));
  });
});
