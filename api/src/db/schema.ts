// Every table gathered, for what needs them all: drizzle-kit (the migrations), the seed and tests.
// Modules define theirs in their tables.ts and read others' through faces, never through here.
export * from './common-tables';
export * from '../modules/addresses/tables';
export * from '../modules/auth/tables';
export * from '../modules/cart/tables';
export * from '../modules/catalogue/tables';
export * from '../modules/chat/tables';
export * from '../modules/content/tables';
export * from '../modules/couriers/tables';
export * from '../modules/delivery-zones/tables';
export * from '../modules/news/tables';
export * from '../modules/notifications/tables';
export * from '../modules/orders/tables';
export * from '../modules/promotions/tables';
export * from '../modules/recipes/tables';
export * from '../modules/reservations/tables';
export * from '../modules/reviews/tables';
export * from '../modules/sellers/tables';
export * from '../modules/settings/tables';
export * from '../modules/shops/tables';
export * from '../modules/wallet/tables';
