import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
