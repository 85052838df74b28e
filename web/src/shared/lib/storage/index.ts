export * from './root-store';
export * from './store-context';
export { createPersistedStore, readEnvelope, type StorageLike } from './persisted-store';
export * from './prefs-cookie';
export * from './local-cart';
