import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { SERVICE_BOUNDS } from './http/schemas';
import { hoistTitledSchemas } from './openapi';

type Schema = { title?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; $ref?: string; required?: string[] };
interface Operation {
  operationId: string;
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string; required: boolean; schema: Schema & { format?: string } }[];
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; scheme: string }> };
}

let app: FastifyInstance;
let doc: Document;
beforeAll(async () => {
  app = await buildApp(); // no database needed to describe the api
  await app.ready();
  doc = app.swagger() as unknown as Document;
});
afterAll(async () => { await app.close(); });

const operations = () => Object.values(doc.paths).flatMap((methods) => Object.values(methods));

describe('OpenAPI document', () => {
  it('is OpenAPI 3.0.3 titled "Storefront REST API" with a bearer scheme', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.title).toBe('Storefront REST API');
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('has every operation of the contract, under /api/v1', () => {
    expect(operations().map((operation) => operation.operationId).sort()).toEqual([
      'activeCurrencies', 'activeLanguages', 'addCartProduct', 'addShopReview', 'addresses', 'answerChat',
      'applyAsCourier', 'applyAsSeller', 'banner', 'bannerAds', 'banners', 'bookTable', 'bookingShop', 'bookingShops',
      'bookingTables', 'bookings', 'branchProducts', 'branches', 'calculateCart', 'cancelOrder', 'cancelReservation',
      'cancelWithdrawal', 'career', 'careers', 'cart', 'chatFirebaseToken', 'checkCashback', 'checkCoupon',
      'checkDeliveryZone', 'checkShopDeliveryZone', 'contentCategories', 'convertPoints', 'courierApplication',
      'createAddress', 'deleteAddress', 'deleteCart', 'deleteCartProducts', 'deleteGroupCartProducts', 'deliverySlots', 'endSession',
      'faqs', 'firebaseCallback', 'forgotPassword', 'groupCart', 'hideShopReview', 'insertCartProducts',
      'insertGroupCartProducts', 'insertRecipeBox', 'joinGroupOrder', 'landingPage', 'leaveGroupOrder', 'login', 'logout', 'mainShop',
      'mainShopGalleries', 'mainShopReviews', 'mainShopReviewsGroupRating', 'mostSoldProducts', 'myChat',
      'myChatMessages', 'myChatStream', 'myReservation', 'myReservations', 'nearestDeliveringBranch', 'news',
      'newsItem', 'notification', 'notificationSettings', 'notificationStatistic', 'notifications', 'openCart',
      'openGroupMember', 'order', 'orders', 'page', 'pages', 'passwordStrength', 'payOrder', 'paymentSystems', 'pickupBranches',
      'placeOrder', 'pointHistories', 'privacyPolicy', 'product', 'productAvgPrices', 'products', 'profile',
      'readAllNotifications', 'readChat', 'readMyChat', 'readNotification', 'recipe', 'recipes', 'recommendedProducts',
      'recommendedShops', 'referral', 'refunds', 'register', 'removeGroupMembers', 'requestRefund', 'resendCode', 'resendPhoneChangeCode',
      'reservationFreeTimes', 'resetPassword', 'searchProducts', 'searchShops', 'sellerApplication', 'sendChatMessage', 'sessions',
      'setCourierApplicationStatus', 'setOrderStatus', 'setRefundStatus', 'setReservationStatus', 'setWithdrawalStatus',
      'settings', 'shop', 'shopCategories', 'shopGalleries', 'shopMenu', 'shopReviews', 'shopReviewsGroupRating',
      'shopSection', 'shopSections', 'shopTakes', 'staffChatMessages', 'staffChatStream', 'staffChats',
      'staffCourierApplications', 'staffOrders', 'staffReservations', 'staffReviews', 'staffWithdrawals', 'stories',
      'tableBusyIntervals', 'termsOfUse', 'toggleGroupMemberStatus', 'toggleGroupOrder', 'topUpWallet', 'translations',
      'updateAddress', 'updateFirebaseToken', 'updateNotificationSettings', 'updatePassword', 'updateProfile',
      'uploadAvatar', 'uploadGallery', 'verifyEmail', 'verifyPhone', 'verifyPhoneChange', 'walletHistories', 'withdrawFromWallet',
    ]);
    expect(Object.keys(doc.paths).every((path) => /^\/api\/v1\/(rest|auth|dashboard|payments)\//.test(path))).toBe(true);
  });

  it('declares bearer security on exactly the routes that need a user', () => {
    const secured = operations().filter((operation) => operation.security).map((operation) => operation.operationId).sort();
    expect(secured).toEqual([
      'addCartProduct', 'addShopReview', 'addresses', 'answerChat', 'applyAsCourier', 'applyAsSeller', 'bookTable',
      'calculateCart', 'cancelOrder', 'cancelReservation', 'cancelWithdrawal', 'cart', 'chatFirebaseToken', 'convertPoints',
      'courierApplication', 'createAddress', 'deleteAddress', 'deleteCart', 'deleteCartProducts', 'endSession', 'hideShopReview',
      'insertCartProducts', 'insertRecipeBox', 'logout', 'myChat', 'myChatMessages', 'myChatStream', 'myReservation',
      'myReservations', 'notification', 'notificationSettings', 'notificationStatistic', 'notifications', 'openCart', 'order',
      'orders', 'payOrder', 'placeOrder', 'pointHistories', 'profile', 'readAllNotifications', 'readChat', 'readMyChat',
      'readNotification', 'refunds', 'removeGroupMembers', 'requestRefund', 'resendPhoneChangeCode', 'sellerApplication', 'sendChatMessage', 'sessions',
      'setCourierApplicationStatus', 'setOrderStatus', 'setRefundStatus', 'setReservationStatus', 'setWithdrawalStatus',
      'staffChatMessages', 'staffChatStream', 'staffChats', 'staffCourierApplications', 'staffOrders', 'staffReservations',
      'staffReviews', 'staffWithdrawals', 'toggleGroupOrder', 'topUpWallet', 'updateAddress', 'updateFirebaseToken',
      'updateNotificationSettings', 'updatePassword', 'updateProfile', 'uploadAvatar', 'uploadGallery', 'verifyEmail', 'verifyPhoneChange', 'walletHistories',
      'withdrawFromWallet',
    ]);
    for (const operation of operations().filter((op) => op.security)) expect(operation.security).toEqual([{ bearer: [] }]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.includes('/dashboard/')) for (const operation of Object.values(methods)) expect(operation.security, path).toBeDefined();
    }
  });

  it('declares only the 2xx response (201 for the chat\'s sends, as the chat contract says)', () => {
    const created = ['answerChat', 'sendChatMessage'];
    for (const operation of operations()) {
      expect(Object.keys(operation.responses), operation.operationId).toEqual([created.includes(operation.operationId) ? '201' : '200']);
    }
  });

  it('accepts lang and currency_id everywhere, optional', () => {
    for (const operation of operations()) {
      const optional = (operation.parameters ?? []).filter((p) => !p.required).map((p) => p.name);
      expect(optional, operation.operationId).toEqual(expect.arrayContaining(['lang', 'currency_id']));
    }
  });

  // A path parameter is a segment of the REST call the gateway makes: where it is a uuid, the
  // GraphQL argument is a UUID, whose validation refuses anything else before that call.
  it('declares every uuid in a path `format: uuid`', () => {
    const uuids = Object.entries(doc.paths).flatMap(([path, methods]) => Object.values(methods).flatMap((operation) =>
      (operation.parameters ?? []).filter((p) => p.in === 'path' && p.name.endsWith('uuid')).map((p) => ({ path, ...p.schema }))));
    expect(uuids.map(({ path }) => path).sort()).toEqual([
      '/api/v1/dashboard/staff/wallet/histories/{uuid}/status', '/api/v1/dashboard/user/wallet/history/{uuid}/status/change',
      '/api/v1/rest/blogs/{uuid}', '/api/v1/rest/booking/shops/{uuid}', '/api/v1/rest/cart/status/{user_cart_uuid}',
      '/api/v1/rest/products/{uuid}',
    ]);
    for (const { path, ...schema } of uuids) expect(schema, path).toMatchObject({ type: 'string', format: 'uuid' });
  });

  it('names every object schema by its title and references it', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining([
      'Setting', 'Currency', 'Language', 'Shop', 'Location', 'DeliveryTime', 'ShopTranslation', 'WorkingDay', 'ClosedDate',
      'ShopGalleries', 'Gallery', 'Category', 'CategoryTranslation', 'Product', 'ProductTranslation', 'Unit', 'Stock',
      'ExtraValue', 'ExtraGroup', 'StockAddon', 'AddonProduct', 'AddonStock', 'PageMeta', 'PageLinks', 'PriceRange',
      'ShopPage', 'CategoryPage', 'ProductPage', 'ProductResponse', 'ProductListResponse', 'AvgPricesResponse',
      'User', 'UserResponse', 'AccessToken', 'LoginResponse', 'LogoutResponse', 'Login', 'UpdateProfile',
      'UpdatePassword', 'Cart', 'UserCart', 'CartDetail', 'CartAddon', 'CartStock', 'CartProduct', 'CartResponse',
      'CartDeleteResponse', 'CartItem', 'InsertCartProducts', 'AddCartProduct', 'DeleteCartProducts', 'DeleteCarts',
      'CartShopTax', 'OpenCart', 'DeleteGroupMembers', 'GroupMember', 'GroupMemberResponse', 'JoinGroupOrder',
      'InsertGroupCartProducts', 'GroupMemberStatus', 'DeleteGroupCartProducts', 'Notification', 'NotificationPage',
      'NotificationResponse', 'NotificationClient', 'NotificationOrder', 'NotificationBlog', 'NotificationData', 'NotificationStatistic',
      'NotificationSetting', 'NotificationSettingsResponse', 'UpdateNotificationSettings', 'NotificationSettingChange', 'Blog', 'BlogPage',
      'BlogResponse', 'BlogTranslation',
    ]));
    const untitled: string[] = [];
    const visit = (schema: Schema, path: string) => {
      if (schema.type === 'object' && schema.properties && !schema.title) untitled.push(path);
      for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${path}.${key}`);
      if (schema.items) visit(schema.items, `${path}[]`);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(schema.title).toBe(name);
      visit(schema, name);
    }
    expect(untitled).toEqual([]);
  });

  it('makes nullable objects optional references (Product.stock, Product.unit)', () => {
    const product = doc.components.schemas.Product;
    expect(product.properties!.stock).toEqual({ $ref: '#/components/schemas/Stock' });
    expect(product.required).not.toContain('stock');
    expect(product.required).not.toContain('unit');
    expect(product.required).toContain('stocks');
  });

  // GraphQL Mesh makes one enum of every copy of a titled enum only when the copies are the same:
  // a nullable one is the enum itself, its property optional (a nullable GraphQL field).
  it('makes nullable enums the enum itself, optional (User.gender)', () => {
    const user = doc.components.schemas.User;
    expect(user.properties!.gender).toEqual(doc.components.schemas.UpdateProfile.properties!.gender);
    expect(user.properties!.gender).toMatchObject({ type: 'string', enum: ['male', 'female'], title: 'Gender' });
    expect(user.required).not.toContain('gender');
    expect(user.required).toContain('role');
  });

  it('describes the avatar upload as a multipart form with a binary image', () => {
    const operation = doc.paths['/api/v1/dashboard/user/profile/image'].post as Operation & {
      requestBody: { required: boolean; content: Record<string, { schema: Schema }> };
    };
    expect(operation.requestBody.content).toEqual({ 'multipart/form-data': { schema: { $ref: '#/components/schemas/AvatarUpload' } } });
    expect(doc.components.schemas.AvatarUpload).toMatchObject({
      type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } },
    });
    expect(doc.components.schemas.AvatarUpload).not.toHaveProperty('nullable');
  });

  it("declares the cart's DELETE fields in the query string too, the body then optional", () => {
    const takes = (path: string) => {
      const operation = doc.paths[`/api/v1${path}`].delete as Operation & { requestBody: { required: boolean } };
      return { query: operation.parameters!.map((parameter) => parameter.name).sort(), bodyRequired: operation.requestBody.required };
    };
    const query = (...fields: string[]) => ({ query: ['lang', 'currency_id', ...fields].sort(), bodyRequired: false });
    expect(takes('/dashboard/user/cart/member/delete')).toEqual(query('cart_id', 'ids'));
    expect(takes('/rest/cart/member/delete')).toEqual(query('cart_id', 'ids'));
    expect(takes('/dashboard/user/cart/delete')).toEqual(query('ids'));
    expect(takes('/dashboard/user/cart/product/delete')).toEqual(query('ids'));
    expect(takes('/rest/cart/product/delete')).toEqual(query('cart_id', 'user_cart_uuid', 'ids'));
    const login = doc.paths['/api/v1/auth/login'].post as Operation & { requestBody: { required: boolean } };
    expect(login.requestBody.required).toBe(true);
  });

  it('publishes the bounds a service checks itself as their keywords, on bodies and query texts', () => {
    const body = (name: string) => doc.components.schemas[name].properties!;
    expect(body('RequestRefund').cause).toMatchObject({ maxLength: 500 });
    expect(body('ApplyAsCourier').name).toMatchObject({ minLength: 2, maxLength: 100 });
    expect(body('AddShopReview').images).toMatchObject({ maxItems: 4 });
    expect(body('ApplyAsSeller').title).toEqual({ $ref: '#/components/schemas/SellerTitleTexts' });
    expect(doc.components.schemas.SellerTitleTexts).toMatchObject({ additionalProperties: { type: 'string', minLength: 2, maxLength: 191 } });
    expect(body('PlaceOrder').note).toMatchObject({ type: 'string', nullable: true, maxLength: 191 });
    const search = doc.paths['/api/v1/rest/products/search'].get.parameters!.find((parameter) => parameter.name === 'search')!;
    expect(search.schema).toEqual({ type: 'string', maxLength: 100 });
    expect(JSON.stringify(doc)).not.toContain(SERVICE_BOUNDS);
  });

  it('is served at /api/v1/openapi.json, with Swagger UI at /api/v1/docs', async () => {
    const served = await app.inject({ url: '/api/v1/openapi.json' });
    expect(served.json()).toEqual(JSON.parse(JSON.stringify(doc)));
    const ui = await app.inject({ url: '/api/v1/docs/' });
    expect(ui.statusCode).toBe(200);
    const html = ui.body;
    expect(html).not.toMatch(/src="https?:/);
    const script = html.match(/src="([^"]+swagger-ui-bundle\.js)"/)![1];
    const asset = await app.inject({ url: new URL(script, 'http://localhost/api/v1/docs/').pathname });
    expect(asset.statusCode).toBe(200);
  });
});

describe('hoistTitledSchemas', () => {
  it('refuses two different schemas with one title', () => {
    const doc = { paths: { a: { schema: { type: 'object', title: 'X', properties: { a: { type: 'string' } } } },
      b: { schema: { type: 'object', title: 'X', properties: { b: { type: 'string' } } } } } };
    expect(() => hoistTitledSchemas(doc)).toThrow(/"X"/);
  });

  it('leaves a nullable titled enum in place without `nullable`, its property optional', () => {
    const e = { type: 'string', enum: ['a', 'b'], title: 'E', description: 'An E.' };
    const doc = { paths: { a: { schema: { type: 'object', title: 'A', required: ['e', 'f'], properties: { e: { ...e, nullable: true }, f: e } } } } };
    const hoisted = hoistTitledSchemas(doc) as typeof doc & { components: { schemas: Record<string, unknown> } };
    expect(hoisted.components.schemas.A).toEqual({ type: 'object', title: 'A', required: ['f'], properties: { e, f: e } });
  });
});
