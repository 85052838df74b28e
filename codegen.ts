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
    // Documents as parsed ASTs, not gql`` strings: no GraphQL parser in the browser's bundle and
    // no parsing at start-up (docs/performance.md).
    documentMode: 'documentNode',
    optimizeDocumentNode: true,
    // Mesh turns an OpenAPI minimum/minLength into a custom scalar: each is typed here as the
    // plain number or string it carries.
    scalars: {
      PositiveInt: 'number',
      NonNegativeInt: 'number',
      NonEmptyString: 'string',
      // `format: uuid` (path uuids, a chat message's client_id): graphql-scalars' UUID, a string.
      UUID: 'string',
      ObjMap: 'Record<string, unknown>',
      JSON: 'Record<string, unknown>',
      Void: 'void',
    },
  },
};

/** Features generated into a module of their own (below), not into generated.ts. */
const ownModules = ['cart', 'orders', 'checkout', 'profile', 'sellers', 'notifications', 'news', 'product', 'reservations', 'wallet', 'referrals', 'reviews', 'branch-directory',
  // the information pages, /recipes, /deliver and /staff/couriers
  'content', 'recipes', 'couriers',
  // /banners/{id}, a home banner's products
  'promotions'];

/** Sign-in, sign-up, phone verification, password reset, firebase sign-in and logout: only their
 * lazy auth pages and the (lazy) menus use them. */
const accountAuthDocuments = ['Login', 'Logout', 'Register', 'VerifyPhone', 'ForgotPassword', 'ResetPassword', 'ResendCode', 'CodeSent', 'FirebaseCallback', 'UpdatePassword',
  'VerifyEmail', 'ResendEmailLink', 'PasswordStrength']
  .map((name) => `web/src/features/auth/graphql/${name}.graphql`);

// Reads the committed gateway schema (never a running server) and the web app's operations.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  generates: {
    // Operations of screens on the first load and of most lazy screens: one module, so every
    // document here ships with the home route (docs/performance.md).
    'web/src/graphql/generated.ts': {
      documents: [
        'web/src/features/**/graphql/*.graphql',
        ...ownModules.map((feature) => `!web/src/features/${feature}/graphql/*.graphql`),
        ...accountAuthDocuments.map((path) => `!${path}`),
      ],
      ...output,
    },
    // Features whose operations only their lazy chunks import: a module each, out of the first load.
    'web/src/graphql/cart.generated.ts': { documents: ['web/src/features/cart/graphql/*.graphql'], ...output },
    // The account screens' (profile, seller application, sign-up and password pages), with the
    // session user fragment they select.
    'web/src/graphql/account.generated.ts': {
      documents: [
        'web/src/features/profile/graphql/*.graphql',
        'web/src/features/sellers/graphql/*.graphql',
        'web/src/features/auth/graphql/SessionUser.graphql',
        ...accountAuthDocuments,
      ],
      ...output,
    },
    'web/src/graphql/orders.generated.ts': {
      documents: ['web/src/features/orders/graphql/*.graphql', 'web/src/features/checkout/graphql/*.graphql'],
      ...output,
    },
    // The bell, its panel and the notification settings: signed-in users only, all lazy.
    'web/src/graphql/notifications.generated.ts': { documents: ['web/src/features/notifications/graphql/*.graphql'], ...output },
    // The product overlay's details (also the favourites page's cards): both lazy.
    'web/src/graphql/product.generated.ts': {
      documents: ['web/src/features/product/graphql/*.graphql', 'web/src/features/catalogue/graphql/ProductCard.graphql'],
      ...output,
    },
    // /blog and the news item opened by ?news= on home.
    'web/src/graphql/news.generated.ts': { documents: ['web/src/features/news/graphql/*.graphql'], ...output },
    // /reservations (signed-in only, lazy): the floor, free times, booking and the customer's reservations.
    'web/src/graphql/reservations.generated.ts': { documents: ['web/src/features/reservations/graphql/*.graphql'], ...output },
    // /wallet (signed-in only, lazy): the balance and points, their histories, top-up, withdrawal, conversion.
    'web/src/graphql/wallet.generated.ts': { documents: ['web/src/features/wallet/graphql/*.graphql'], ...output },
    // /referrals (lazy): the programme (public) and the customer's code and figures.
    'web/src/graphql/referrals.generated.ts': { documents: ['web/src/features/referrals/graphql/*.graphql'], ...output },
    // /branches and /branches/{id} (lazy): the branches with their hours, ratings and tags, one branch, its pictures.
    'web/src/graphql/branch-directory.generated.ts': { documents: ['web/src/features/branch-directory/graphql/*.graphql'], ...output },
    // /banners/{id} (lazy): a home banner with its products.
    'web/src/graphql/promotions.generated.ts': {
      documents: ['web/src/features/promotions/graphql/*.graphql', 'web/src/features/catalogue/graphql/ProductCard.graphql'],
      ...output,
    },
    // A branch's reviews and rating, the review form (the branch page's lazy chunk and /orders/{id}).
    'web/src/graphql/reviews.generated.ts': { documents: ['web/src/features/reviews/graphql/*.graphql'], ...output },
    // /about, /privacy, /terms, /careers and /help (lazy): pages, positions, questions and their categories.
    'web/src/graphql/content.generated.ts': { documents: ['web/src/features/content/graphql/*.graphql'], ...output },
    // /recipes and /recipes/{id} (lazy): recipes, their categories and boxes, "Add all to cart" (with the cart's fields).
    'web/src/graphql/recipes.generated.ts': {
      documents: ['web/src/features/recipes/graphql/*.graphql', 'web/src/features/cart/graphql/CartFields.graphql'],
      ...output,
    },
    // /deliver and /staff/couriers (lazy): the delivery page, the customer's application, staff decisions.
    'web/src/graphql/couriers.generated.ts': { documents: ['web/src/features/couriers/graphql/*.graphql'], ...output },
  },
  hooks: { afterOneFileWrite: [] },
};

export default config;
