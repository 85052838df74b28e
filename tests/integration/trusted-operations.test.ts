// The web app's operations sent by their hash, as its Apollo client sends them: through the web
// server to the real gateway over the real api (schema/persisted-operations.json).
import { describe, expect, inject, it } from 'vitest';
import manifest from '../../schema/persisted-operations.json';

const gatewayUrl = inject('gatewayUrl');
const webUrl = inject('webUrl');

const operation = manifest.operations.find((entry) => entry.name === 'ActiveCurrencies')!;
const byHash = (base: string, id: string) =>
  `${base}?operationName=${operation.name}&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }))}`;

describe('trusted operations over the real stack', () => {
  it('answers a web operation sent by its hash as GET, at the gateway and through the web server, as the whole document', async () => {
    const whole = await (await fetch(gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: operation.body }) })).json();
    expect(whole.data.activeCurrencies.length).toBeGreaterThan(0);
    for (const base of [gatewayUrl, `${webUrl}/graphql`]) {
      const answer = await fetch(byHash(base, operation.id));
      expect(answer.status, base).toBe(200);
      // The same data; whether it came from the response cache depends on who asked first.
      expect((await answer.json()).data, base).toEqual(whole.data);
    }
  });

  it('answers an unknown hash PersistedQueryNotFound, which makes Apollo Client send the document', async () => {
    const answer = await (await fetch(byHash(gatewayUrl, 'f'.repeat(64)))).json();
    expect(answer.errors.map((error: { message: string }) => error.message)).toEqual(['PersistedQueryNotFound']);
  });
});
