import type { TypePolicies } from '@apollo/client/cache';

// One stable key per entity, so every query's copy of it is one cache entry. Products are addressed by uuid everywhere in the app
// (?product=uuid, favourites), so the cache keys them the same way.
export const productPolicy: TypePolicies = { Product: { keyFields: ['uuid'] } };
export const shopPolicy: TypePolicies = { Shop: { keyFields: ['id'] } };
// The branches share their categories but not their dishes: a category keyed by id would hold
// one `products` list for every branch, the last one fetched. Each branch's menu keeps its own.
export const categoryPolicy: TypePolicies = { Category: { keyFields: false } };
export const stockPolicy: TypePolicies = { Stock: { keyFields: ['id'] } };
export const currencyPolicy: TypePolicies = { Currency: { keyFields: ['id'] } };
export const languagePolicy: TypePolicies = { Language: { keyFields: ['id'] } };
export const settingPolicy: TypePolicies = { Setting: { keyFields: ['key'] } };
