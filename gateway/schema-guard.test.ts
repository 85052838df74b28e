import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeChange, guardSchema, type AcceptedChange } from './schema-guard';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const RELEASED = `
type Query {
  "A dish."
  product(uuid: String!): Product
  products(page: Int = 1): [Product]
}
type Product { uuid: String! title: String price: Float }
`;

describe('the breaking-change guard', () => {
  it('refuses a removed field and a retyped one, unless accepted with a reason', async () => {
    const current = RELEASED.replace('title: String', '').replace('price: Float', 'price: String');
    const refused = (await guardSchema(RELEASED, current, [])).refused.map(describeChange);
    expect(refused).toEqual([
      expect.stringMatching(/^FIELD_REMOVED at Product\.title: /),
      expect.stringMatching(/^FIELD_TYPE_CHANGED at Product\.price: /),
    ]);
    const accepted: AcceptedChange[] = [{ path: 'Product', reason: 'The product type is redesigned.' }];
    expect((await guardSchema(RELEASED, current, accepted)).refused).toEqual([]);
  });

  it('refuses a new required argument, and accepts by change type where one is named', async () => {
    const current = RELEASED.replace('products(page: Int = 1)', 'products(page: Int = 1, shop: Int!)');
    const byOtherType = await guardSchema(RELEASED, current, [{ path: 'Query.products', type: 'FIELD_REMOVED', reason: 'x' }]);
    expect(byOtherType.refused.map((change) => change.type)).toEqual(['FIELD_ARGUMENT_ADDED']);
    expect(byOtherType.stale).toHaveLength(1);
    const byType = await guardSchema(RELEASED, current, [{ path: 'Query.products', type: 'FIELD_ARGUMENT_ADDED', reason: 'A menu is a branch\'s.' }]);
    expect(byType.refused).toEqual([]);
    expect(byType.stale).toEqual([]);
  });

  it('passes additions, prints dangerous changes, and flags acceptances that cover nothing or give no reason', async () => {
    const current = RELEASED.replace('products(page: Int = 1)', 'products(page: Int = 2)').replace('price: Float', 'price: Float\n  kcal: Int');
    const report = await guardSchema(RELEASED, current, [{ path: 'Product.title', reason: ' ' }]);
    expect(report.refused).toEqual([]);
    expect(report.dangerous.map((change) => change.type)).toEqual(['FIELD_ARGUMENT_DEFAULT_CHANGED']);
    expect(report.stale.map((entry) => entry.path)).toEqual(['Product.title']);
    expect(report.unexplained.map((entry) => entry.path)).toEqual(['Product.title']);
  });
});

describe('the published schema (schema/schema.graphql) against the released one', () => {
  it('breaks nothing a client relies on, except what schema/accepted-changes.json accepts with a reason', async () => {
    const accepted = JSON.parse(read('schema/accepted-changes.json')) as AcceptedChange[];
    const report = await guardSchema(read('schema/released.graphql'), read('schema/schema.graphql'), accepted);
    for (const change of report.dangerous) console.log(`dangerous: ${describeChange(change)}`);
    expect(report.refused.map(describeChange), 'breaking changes: deprecate instead, or accept them in schema/accepted-changes.json').toEqual([]);
    expect(report.stale, 'acceptances that cover no change').toEqual([]);
    expect(report.unexplained, 'acceptances without a reason').toEqual([]);
  });
});
