import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { unitCycleRule } from './eslint-rules/unit-cycles.js';

const noFeatureCycle = unitCycleRule({
  dir: `${import.meta.dirname}/web/src/features`, label: 'features', advice: 'move the shared piece to shared/ or pass it in from app/.',
});
const noModuleCycle = unitCycleRule({
  dir: `${import.meta.dirname}/api/src/modules`, label: 'modules',
  advice: 'move the shared piece to the lower module (or to api/src/http), or pass it in from app.ts.',
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.mesh/**', 'web/src/graphql/*generated.ts', 'api/src/db/migrations/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', 'scripts/**', 'tests/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web's layers (docs/architecture.md, "Web boundaries"): shared ← features ← app, every
    // feature entered through its public faces (index.ts, and lazy.ts for what loads on demand),
    // no two features depending on each other; the generated hooks and the locales are for all.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, web: { rules: { 'no-feature-cycle': noFeatureCycle } } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['web/src/**'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // A test that mocks a module reaches it as surely as one that imports it.
      'boundaries/additional-dependency-nodes': [
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/] > Literal:first-child", kind: 'value', name: 'mock' },
      ],
      'boundaries/elements': [
        { type: 'shared', pattern: 'web/src/shared', partialMatch: false },
        { type: 'graphql', pattern: 'web/src/graphql', partialMatch: false },
        { type: 'locales', pattern: 'web/src/locales', partialMatch: false },
        { type: 'test-support', pattern: 'web/src/test', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'index-face', pattern: 'web/src/features/*/index.ts' },
        { category: 'lazy-face', pattern: 'web/src/features/*/lazy.ts' },
        { category: 'worker-face', pattern: 'web/src/features/*/worker.ts' },
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        message: '{{ from.element.types.[0] }} may not import {{ dependency.source }}: shared imports no feature and no app; features and app import a feature only through its index.ts, or its lazy.ts for import() (app\'s service worker through its worker.ts); only tests import app or web/src/test (docs/architecture.md, "Web boundaries").',
        policies: [
          { allow: { to: { element: { types: { anyOf: ['shared', 'graphql', 'locales'] } } } } },
          // A dynamic import() of index.ts would load every export of it in one chunk (or in the
          // first load, when the shell already uses it): what loads on demand comes from lazy.ts.
          { from: { element: { types: { anyOf: ['feature', 'app'] } } }, allow: { to: { element: { type: 'feature' }, file: { categories: 'lazy-face' } } } },
          { from: { element: { types: { anyOf: ['feature', 'app'] } } }, allow: { to: { element: { type: 'feature' }, file: { categories: 'index-face' } }, dependency: { nodeKind: ['import', 'export', 'mock'] } } },
          // The service worker (app/service-worker.ts) runs no page: it takes what it runs of a
          // feature from that feature's worker.ts, never from index.ts and its components.
          { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature' }, file: { categories: 'worker-face' } }, dependency: { nodeKind: ['import'] } } },
          // A test may render the app around its subject (its providers, its routes), as the harness
          // does; the harness renders the whole app, with the fixtures of any feature.
          { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ['test-support', 'app'] } } } } },
          { from: { element: { type: 'test-support' } }, allow: { to: { element: { isUnknown: false } } } },
        ],
      }],
      'web/no-feature-cycle': 'error',
    },
  },
  {
    // The api's modules (docs/architecture.md, "Api boundaries"): each owns its tables and is
    // entered through its face (index.ts), and no two depend on each other; http/ and db/ serve
    // them all and import none (db/schema.ts gathers every module's tables for drizzle-kit, the
    // seed and tests). A module's tests may reach its own files, and another module's fixtures
    // through its test face (test-support.ts).
    files: ['api/src/**/*.ts'],
    plugins: { boundaries, api: { rules: { 'no-module-cycle': noModuleCycle } } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['api/src/**'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'module', pattern: 'api/src/modules/*', partialMatch: false, capture: ['module'] },
        { type: 'http', pattern: 'api/src/http', partialMatch: false },
        { type: 'seed', pattern: 'api/src/db/seed', partialMatch: false },
        { type: 'db', pattern: 'api/src/db', partialMatch: false },
        { type: 'testing', pattern: 'api/src/testing', partialMatch: false },
        { type: 'root', pattern: 'api/src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'index-face', pattern: 'api/src/modules/*/index.ts' },
        { category: 'test-face', pattern: 'api/src/modules/*/test-support.ts' },
        { category: 'tables', pattern: 'api/src/modules/*/tables.ts' },
        { category: 'aggregate', pattern: 'api/src/db/schema.ts' },
        // The configuration and the api's paths, which every part reads.
        { category: 'common', pattern: 'api/src/{config,paths,package-dir}.ts' },
        { category: 'test', pattern: '**/*.test.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        message: '{{ from.element.types.[0] }} may not import {{ dependency.source }}: a module is imported only through its index.ts (a test may use its test-support.ts), http/ and db/ import no module, only the seed and tests use db/schema.ts (docs/architecture.md, "Api boundaries").',
        policies: [
          { allow: { to: { element: { types: { anyOf: ['http', 'db'] } } } } },
          { disallow: { to: { file: { categories: 'aggregate' } } } },
          { from: { element: { types: { anyOf: ['module', 'root', 'seed', 'testing'] } } }, allow: { to: { element: { type: 'module' }, file: { categories: 'index-face' } } } },
          { allow: { to: { file: { categories: 'common' } } } },
          { from: { element: { types: { anyOf: ['root', 'seed'] } } }, allow: { to: { element: { types: { anyOf: ['root', 'seed'] } } } } },
          { from: { element: { type: 'db' } }, allow: { to: { element: { type: 'seed' } } } },
          { from: { file: { categories: 'aggregate' } }, allow: { to: { element: { type: 'module' }, file: { categories: 'tables' } } } },
          { from: { element: { types: { anyOf: ['seed', 'testing'] } } }, allow: { to: { file: { categories: 'aggregate' } } } },
          { from: { file: { categories: { anyOf: ['test', 'test-face'] } } }, allow: { to: { element: { types: { anyOf: ['testing', 'root'] } } } } },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'seed' } } } },
          { from: { file: { categories: 'test' } }, allow: { to: { file: { categories: { anyOf: ['aggregate', 'index-face', 'test-face'] } } } } },
          { from: { element: { type: 'testing' } }, allow: { to: { element: { types: { anyOf: ['testing', 'root', 'seed'] } } } } },
        ],
      }],
      'api/no-module-cycle': 'error',
    },
  },
  {
    // Tests wait for a condition (expect.poll, waitFor, findBy*, locator.waitFor), never for a
    // fixed time: a sleep is too short on a loaded machine and too long everywhere else.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'web/src/test/**', 'api/src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']", message: 'A fixed sleep: wait for the condition instead (expect.poll, waitFor, findBy*, locator.waitFor).' },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'A fixed sleep: wait for the condition instead (locator.waitFor, expect.poll).' },
        { selector: "ImportDeclaration[source.value=/timers\\/promises$/]", message: 'A fixed sleep: wait for the condition instead (expect.poll, waitFor).' },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
