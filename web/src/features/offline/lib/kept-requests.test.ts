import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import manifest from '../../../../../schema/persisted-operations.json';
import { cachePlan } from '../../../../../gateway/response-cache';
import { KEPT_OPERATIONS, isCataloguePicture, isKeptQuery, isStorefrontPage, isWholeAnswer, keptAnswerKey } from './kept-requests';

const ORIGIN = 'https://shop.test';

/** A query as the app sends it by its hash (shared/lib/apollo/trusted-operations.ts). */
const queryRequest = (operationName: string, headers: Record<string, string> = {}, variables = '{"shopId":501}') => {
  const url = new URL('/graphql', ORIGIN);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', variables);
  url.searchParams.set('extensions', '{"persistedQuery":{"version":1,"sha256Hash":"abc"}}');
  return new Request(url, { headers });
};

describe('the GraphQL answers kept for offline', () => {
  it('are the menu\'s queries only, each one the gateway itself caches as a public catalogue answer', () => {
    const sent = new Map(manifest.operations.map((operation) => [operation.name, operation]));
    for (const name of KEPT_OPERATIONS) {
      const operation = sent.get(name);
      expect(operation?.type, name).toBe('query');
      expect(cachePlan(parse(operation!.body), name).ttl, name).toBeGreaterThan(0);
    }
    expect([...KEPT_OPERATIONS].filter((name) => isKeptQuery(queryRequest(name), ORIGIN))).toEqual([...KEPT_OPERATIONS]);
  });

  it('never include a customer\'s own: their cart, orders, profile, addresses, wallet, notifications or reservations', () => {
    const personal = ['Cart', 'GroupCart', 'Orders', 'Order', 'Profile', 'Addresses', 'WalletProfile', 'WalletHistories', 'Notifications',
      'NotificationStatistic', 'MyReservations', 'MyReferral', 'Sessions', 'Refunds', 'ReviewableOrders', 'PointHistories'];
    for (const name of personal) {
      expect(manifest.operations.some((operation) => operation.name === name), name).toBe(true);
      expect(isKeptQuery(queryRequest(name), ORIGIN), name).toBe(false);
    }
    const unkept = manifest.operations.filter((operation) => !KEPT_OPERATIONS.has(operation.name));
    expect(unkept.filter((operation) => isKeptQuery(queryRequest(operation.name), ORIGIN))).toEqual([]);
  });

  it('are GETs to this origin\'s /graphql only: never a POST, another path or another site', () => {
    const menu = queryRequest('BranchMenu');
    expect(isKeptQuery(menu, ORIGIN)).toBe(true);
    expect(isKeptQuery(new Request(menu.url, { method: 'POST', body: '{}' }), ORIGIN)).toBe(false);
    expect(isKeptQuery(new Request(menu.url.replace('/graphql', '/graphql/stream')), ORIGIN)).toBe(false);
    expect(isKeptQuery(menu, 'https://elsewhere.test')).toBe(false);
  });

  it('are kept apart by language and currency, which travel as headers', () => {
    const english = keptAnswerKey(queryRequest('BranchMenu', { 'x-lang': 'en', 'x-currency-id': '1' }));
    const french = keptAnswerKey(queryRequest('BranchMenu', { 'x-lang': 'fr', 'x-currency-id': '1' }));
    const euros = keptAnswerKey(queryRequest('BranchMenu', { 'x-lang': 'en', 'x-currency-id': '2' }));
    expect(new Set([english, french, euros]).size).toBe(3);
    expect(keptAnswerKey(queryRequest('BranchMenu', { 'x-lang': 'en', 'x-currency-id': '1' }))).toBe(english);
    expect(keptAnswerKey(queryRequest('BranchMenu', { 'x-lang': 'en', 'x-currency-id': '1' }, '{"shopId":502}'))).not.toBe(english);
  });

  it('replace the kept one only when whole: a 200 without GraphQL errors', async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    expect(await isWholeAnswer(json({ data: { settings: [] } }))).toBe(true);
    expect(await isWholeAnswer(json({ data: null, errors: [{ message: 'upstream down' }] }))).toBe(false);
    expect(await isWholeAnswer(json({ errors: [{ message: 'Bad gateway' }] }, 502))).toBe(false);
    expect(await isWholeAnswer(new Response('<html>', { status: 200 }))).toBe(false);
  });
});

describe('the pages and pictures kept for offline', () => {
  it('are the app\'s pages: no file, no GraphQL, api or upload URL', () => {
    for (const path of ['/', '/?product=abc&branch=501', '/orders/12', '/blog?page=2', '/group/order/0b9d2c4e']) {
      expect(isStorefrontPage(new URL(path, ORIGIN)), path).toBe(true);
    }
    for (const path of ['/graphql', '/graphql?query=x', '/api/v1/rest/settings', '/storage/images/a.webp', '/offline.html', '/assets/index-abc.js', '/manifest.webmanifest']) {
      expect(isStorefrontPage(new URL(path, ORIGIN)), path).toBe(false);
    }
  });

  it('are the catalogue\'s pictures of this origin, never a customer\'s avatar', () => {
    expect(isCataloguePicture(new URL('/storage/images/products/pizza.webp', ORIGIN), ORIGIN)).toBe(true);
    expect(isCataloguePicture(new URL('/storage/images/avatars/0123456789abcdef.png', ORIGIN), ORIGIN)).toBe(false);
    expect(isCataloguePicture(new URL('https://tile.openstreetmap.org/1/2/3.png'), ORIGIN)).toBe(false);
    expect(isCataloguePicture(new URL('/images/placeholder.svg', ORIGIN), ORIGIN)).toBe(false);
  });
});
