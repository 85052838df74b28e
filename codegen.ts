import type { CodegenConfig } from '@graphql-codegen/cli';

/** The same plugins and settings for each generated file. */
const output = {
  plugins: ['typescript-operations', 'typescript-react-apollo'],
  config: {
    withHooks: true,
    apolloReactCommonImportFrom: '@apollo/client',
    apolloReactHooksImportFrom: '@apollo/client',
    avoidOptionals: false,
    enumsAsTypes: true,
    // Mesh turns minimum/minLength into custom scalars (DESIGN.md trap 6).
    scalars: {
      PositiveInt: 'number',
      NonNegativeInt: 'number',
      NonEmptyString: 'string',
      ObjMap: 'Record<string, unknown>',
      JSON: 'Record<string, unknown>',
      Void: 'void',
    },
  },
};

// Reads the committed gateway schema (never a running server) and the web app's operations.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  generates: {
    // Operations of screens on the first load and of most lazy screens: one module, so every
    // document here ships with the home route (docs/performance.md).
    'web/src/graphql/generated.ts': {
      documents: ['web/src/features/**/graphql/*.graphql', '!web/src/features/cart/graphql/*.graphql'],
      ...output,
    },
    // The cart's operations: only its lazy chunks import them, so they stay out of the first load.
    'web/src/graphql/cart.generated.ts': {
      documents: ['web/src/features/cart/graphql/*.graphql'],
      ...output,
    },
  },
  hooks: { afterOneFileWrite: [] },
};

export default config;
