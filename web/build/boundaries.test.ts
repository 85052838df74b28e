// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The web's import boundaries are kept by lint (eslint.config.js, docs/architecture.md "Web
// boundaries"): each case lints a small file placed where such a file would live, with the
// repository's own configuration, and lists what the boundary rules say about it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'web/no-feature-cycle']);

/** The boundary rules' findings on `code` as the file `path` (from web/src), as "rule: message". */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'web/src', path) });
  return result.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the web boundaries lint keeps', () => {
  it("refuses a feature's import of another feature's internals, and takes its public face", async () => {
    const deep = await boundaryErrors('features/checkout/components/probe.tsx', "export { PriceSummary } from '../../orders/components/price-summary';");
    expect(deep).toEqual([expect.stringMatching(/^boundaries\/dependencies: feature may not import \.\.\/\.\.\/orders\/components\/price-summary/)]);
    expect(await boundaryErrors('features/checkout/components/probe.tsx', "export { PriceSummary } from '../../orders';")).toEqual([]);
  });

  it('refuses any import of a feature or of app by shared, even of a public face', async () => {
    expect(await boundaryErrors('shared/ui/probe.tsx', "export { useCart } from '../../features/cart';")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: shared may not import \.\.\/\.\.\/features\/cart/),
    ]);
    expect(await boundaryErrors('shared/ui/probe.tsx', "export { routes } from '../../app/routes';")).toHaveLength(1);
  });

  it("refuses app's static or lazy import of a feature's internals, and takes index.ts and lazy.ts", async () => {
    expect(await boundaryErrors('app/shell/probe.tsx', "export { SessionExpiry } from '../../features/auth/components/session-expiry';")).toHaveLength(1);
    expect(await boundaryErrors('app/shell/probe.tsx', "export const loadBar = () => import('../../features/cart/components/cart-bar');")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: app may not import \.\.\/\.\.\/features\/cart\/components\/cart-bar/),
    ]);
    expect(await boundaryErrors('app/shell/probe.tsx', "export { SessionExpiry } from '../../features/auth';\nexport { loadCartBar } from '../../features/cart/lazy';")).toEqual([]);
  });

  it("lets app's service worker take a feature's worker.ts, which no feature may import of another", async () => {
    const worker = "import { keepForOffline } from '../features/offline/worker';\nkeepForOffline(self, []);";
    expect(await boundaryErrors('app/service-worker.ts', worker)).toEqual([]);
    expect(await boundaryErrors('app/service-worker.ts', "import { keepForOffline } from '../features/offline/lib/offline-worker';\nkeepForOffline(self, []);")).toHaveLength(1);
    expect(await boundaryErrors('features/cart/components/probe.tsx', "import { showPushMessages } from '../../notifications/worker';\nshowPushMessages(self);")).toContainEqual(
      expect.stringMatching(/^boundaries\/dependencies: feature may not import \.\.\/\.\.\/notifications\/worker/),
    );
  });

  it('refuses a lazy import() of index.ts, whose every export would load with it, and takes lazy.ts', async () => {
    expect(await boundaryErrors('app/shell/probe.tsx', "export const loadCart = () => import('../../features/cart');")).toHaveLength(1);
    expect(await boundaryErrors('features/branch-directory/components/probe.tsx', "export const load = () => import('../../reviews/index');")).toHaveLength(1);
    expect(await boundaryErrors('features/branch-directory/components/probe.tsx', "export const load = () => import('../../reviews/lazy');")).toEqual([]);
  });

  it('refuses an import that closes a cycle between features, naming the way back', async () => {
    // checkout already imports orders, and orders imports reviews.
    expect(await boundaryErrors('features/orders/components/probe.tsx', "export { CheckoutPage } from '../../checkout';")).toEqual([
      'web/no-feature-cycle: features/orders imports features/checkout, which already reaches features/orders (checkout → orders): move the shared piece to shared/ or pass it in from app/.',
    ]);
    expect(await boundaryErrors('features/reviews/components/probe.tsx', "export { CheckoutPage } from '../../checkout';")).toEqual([
      expect.stringContaining('(checkout → orders → reviews)'),
    ]);
    expect(await boundaryErrors('features/checkout/components/probe.tsx', "export { OrderReview } from '../../reviews';")).toEqual([]);
  });

  it("lets a test reach its own feature's internals and the harness, not another feature's internals", async () => {
    const own = "import { writeOwnCart } from './lib/cart-cache';\nimport { renderWithApp } from '../../test/render';\nexport { writeOwnCart, renderWithApp };";
    expect(await boundaryErrors('features/cart/probe.test.tsx', own)).toEqual([]);
    expect(await boundaryErrors('features/cart/probe.test.tsx', "export { orderStatusOf } from '../orders/lib/order-status';")).toHaveLength(1);
    expect(await boundaryErrors('features/cart/probe.test.tsx', "vi.mock('../orders/lib/order-status');")).toHaveLength(1);
    expect(await boundaryErrors('features/cart/components/probe.tsx', "export { renderWithApp } from '../../../test/render';")).toHaveLength(1);
  });
});
