import type { CodegenConfig } from '@graphql-codegen/cli';

// Reads the committed gateway schema (never a running server) and the web app's operations.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: 'web/src/features/**/graphql/*.graphql',
  generates: {
    'web/src/graphql/generated.ts': {
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
    },
  },
  hooks: { afterOneFileWrite: [] },
};

export default config;
