import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The api's module boundaries are kept by lint (eslint.config.js, docs/architecture.md "Api
// boundaries"): each case lints a small file placed where such a file would live, with the
// repository's own configuration, and lists what the boundary rules say about it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'api/no-module-cycle']);

/** The boundary rules' findings on `code` as the file `path` (from api/src), as "rule: message". */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'api/src', path) });
  return result.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the api boundaries lint keeps', () => {
  it("refuses a module's import of another module's internals, and takes its face", async () => {
    expect(await boundaryErrors('modules/checkout/probe.ts', "export { cartLines } from '../cart/lines';")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: module may not import \.\.\/cart\/lines: a module is imported only through its index\.ts/),
    ]);
    expect(await boundaryErrors('modules/checkout/probe.ts', "export type { CartRow } from '../cart/lines';")).toHaveLength(1);
    expect(await boundaryErrors('modules/checkout/probe.ts', "export { cartLines } from '../cart';\nexport { quoteCart } from './quote';")).toEqual([]);
  });

  it("refuses app.ts's and the seed's imports of a module's internals", async () => {
    expect(await boundaryErrors('app.ts', "export { cartModule } from './modules/cart/module';")).toHaveLength(1);
    expect(await boundaryErrors('db/seed/probe.ts', "export { hashPassword } from '../../modules/auth/passwords';")).toHaveLength(1);
    expect(await boundaryErrors('app.ts', "export { cartModule } from './modules/cart';")).toEqual([]);
  });

  it('refuses an import that closes a cycle between modules, type-only ones too, naming the way back', async () => {
    // checkout imports orders and cart; orders imports cart.
    expect(await boundaryErrors('modules/orders/probe.ts', "export { checkoutModule } from '../checkout';")).toEqual([
      'api/no-module-cycle: modules/orders imports modules/checkout, which already reaches modules/orders (checkout → orders): '
        + 'move the shared piece to the lower module (or to api/src/http), or pass it in from app.ts.',
    ]);
    expect(await boundaryErrors('modules/cart/probe.ts', "export type { OrderViews } from '../orders';")).toEqual([
      expect.stringContaining('modules/cart imports modules/orders, which already reaches modules/cart (orders → cart)'),
    ]);
    expect(await boundaryErrors('modules/checkout/probe.ts', "export type { OrderViews } from '../orders';")).toEqual([]);
  });

  it('refuses any import of a module by http/ and db/, and of the tables aggregate, which gathers them all', async () => {
    expect(await boundaryErrors('http/probe.ts', "export { createShopsService } from '../modules/shops';")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: http may not import \.\.\/modules\/shops/),
    ]);
    expect(await boundaryErrors('db/probe.ts', "export { shops } from '../modules/shops';")).toHaveLength(1);
    expect(await boundaryErrors('http/probe.ts', "export { users } from '../db/schema';")).toHaveLength(1);
    expect(await boundaryErrors('http/probe.ts', "export { currencies } from '../db/common-tables';")).toEqual([]);
  });

  it("lets the aggregate gather each module's tables.ts, and nothing else of a module", async () => {
    expect(await boundaryErrors('db/schema.ts', "export * from '../modules/cart/tables';")).toEqual([]);
    expect(await boundaryErrors('db/schema.ts', "export * from '../modules/cart/lines';")).toHaveLength(1);
  });

  it("keeps a module's code to its own tables and the faces; the seed and tests may use the aggregate", async () => {
    expect(await boundaryErrors('modules/cart/probe.ts', "export { carts, users } from '../../db/schema';")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: module may not import \.\.\/\.\.\/db\/schema/),
    ]);
    expect(await boundaryErrors('modules/cart/test-support.ts', "export { carts } from '../../db/schema';")).toHaveLength(1);
    expect(await boundaryErrors('modules/cart/probe.ts', "export { carts } from './tables';\nexport { shops } from '../shops';")).toEqual([]);
    expect(await boundaryErrors('db/seed/probe.ts', "export { carts } from '../schema';")).toEqual([]);
    expect(await boundaryErrors('modules/cart/probe.test.ts', "export { carts } from '../../db/schema';")).toEqual([]);
  });

  it("lets a test reach its own module's internals and another's test face, not another's internals", async () => {
    const own = "export { cartLines } from './lines';\nexport { openTestFloor } from '../reservations/test-support';\nexport { newCustomer } from '../../testing/customers';";
    expect(await boundaryErrors('modules/cart/probe.test.ts', own)).toEqual([]);
    expect(await boundaryErrors('modules/cart/probe.test.ts', "export { quoteCart } from '../checkout/quote';")).toHaveLength(1);
    expect(await boundaryErrors('modules/cart/probe.ts', "export { openTestFloor } from '../reservations/test-support';")).toHaveLength(1);
    expect(await boundaryErrors('modules/cart/probe.ts', "export { newCustomer } from '../../testing/customers';")).toHaveLength(1);
  });
});
