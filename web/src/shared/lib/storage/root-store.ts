import { emptyLocalCart, type LocalCart } from './local-cart';
import { createPersistedStore, type PersistedStore, type StorageLike } from './persisted-store';

export const ROOT_KEY = 'root';
export const ROOT_VERSION = 1;

export type ThemeChoice = 'light' | 'dark';

/** The theme a page shows for the customer's choice: without one, the light theme. */
export const shownTheme = (choice: ThemeChoice | null): ThemeChoice => choice ?? 'light';

/** How /branches shows the branches: a list, or a map with the list next to it. */
export type BranchViewChoice = 'list' | 'map';

/** The money display settings of a currency, kept so prices render before currencies load. */
export interface StoredCurrency {
  id: number;
  symbol: string;
  position: 'before' | 'after';
  title?: string;
  /** Units per unit of the default currency (re-prices the guest's cart after a switch). */
  rate?: number;
}

/** The api's `order_by` values for a product list (the product filter). */
export const PRODUCT_ORDERS = ['new', 'old', 'best_sale', 'low_sale', 'high_rating', 'low_rating', 'trust_you'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/** The product filter: how the home menu orders its dishes and which category it shows.
 * Empty: the menu in its own order, every category. */
export interface ProductFilter {
  order_by?: ProductOrder;
  category_id?: number;
}

export const isProductOrder = (v: unknown): v is ProductOrder => PRODUCT_ORDERS.includes(v as ProductOrder);
const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** Keeps the well-typed parts of a stored product filter. */
export function toProductFilter(v: unknown): ProductFilter {
  if (!v || typeof v !== 'object') return {};
  const f = v as Record<string, unknown>;
  return {
    ...(isProductOrder(f.order_by) ? { order_by: f.order_by } : {}),
    ...(isPositiveInt(f.category_id) ? { category_id: f.category_id } : {}),
  };
}

/** What this device keeps: persisted under the localStorage key `root`, version 1. */
export interface PersistedRootState {
  favourites: string[];
  currency: { selected: StoredCurrency | null; default: StoredCurrency | null };
  searchHistory: string[];
  /** The theme the customer picked; null while they picked none (the page is light, and the
   * browser's toolbar follows the system's scheme). */
  theme: ThemeChoice | null;
  language: string | null;
  branchId: number | null;
  /** /branches' list or map view, as last chosen on this device. */
  branchView: BranchViewChoice;
  productFilter: ProductFilter;
}

/** The shop filter (kept in memory only); the shop list that reads it comes later. */
export interface ShopFilter {
  category_id?: number;
  newest?: boolean;
  order_by?: string;
  group?: Record<string, string>;
  search?: string;
}

export interface RootState extends PersistedRootState {
  /** The guest's cart, in memory only (it is not persisted); features/cart changes it. */
  cart: LocalCart;
  shopFilter: ShopFilter;
}

/** The currency prices are shown in: the chosen one, else the server's default. */
export function shownCurrency(state: Pick<RootState, 'currency'>): StoredCurrency | null {
  return state.currency.selected ?? state.currency.default;
}

export const initialRootState: RootState = {
  favourites: [],
  currency: { selected: null, default: null },
  searchHistory: [],
  theme: null,
  language: null,
  branchId: null,
  branchView: 'list',
  productFilter: {},
  cart: emptyLocalCart,
  shopFilter: {},
};

/** Logout: what a signed-out device forgets (theme, language and currency stay). */
export const signedOutState: Pick<RootState, 'branchId' | 'cart' | 'favourites' | 'shopFilter' | 'searchHistory'> = {
  branchId: null,
  cart: emptyLocalCart,
  favourites: [],
  shopFilter: {},
  searchHistory: [],
};

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function toCurrency(v: unknown): StoredCurrency | null {
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  if (typeof c.id !== 'number') return null;
  return {
    id: c.id,
    symbol: typeof c.symbol === 'string' ? c.symbol : '$',
    position: c.position === 'after' ? 'after' : 'before',
    ...(typeof c.title === 'string' ? { title: c.title } : {}),
    ...(typeof c.rate === 'number' && c.rate > 0 ? { rate: c.rate } : {}),
  };
}

/** Keeps only well-typed fields of a version-1 state; anything else falls back to defaults. */
export function sanitizeRootState(raw: unknown): Partial<PersistedRootState> {
  if (!raw || typeof raw !== 'object') return {};
  const s = raw as Record<string, unknown>;
  const out: Partial<PersistedRootState> = {};
  if (isStringArray(s.favourites)) out.favourites = [...new Set(s.favourites)];
  if (isStringArray(s.searchHistory)) out.searchHistory = s.searchHistory.slice(0, 5);
  if (s.theme === 'light' || s.theme === 'dark') out.theme = s.theme;
  if (typeof s.language === 'string') out.language = s.language;
  if (typeof s.branchId === 'number') out.branchId = s.branchId;
  if (s.branchView === 'list' || s.branchView === 'map') out.branchView = s.branchView;
  if (s.productFilter !== undefined) out.productFilter = toProductFilter(s.productFilter);
  if (s.currency && typeof s.currency === 'object') {
    const c = s.currency as Record<string, unknown>;
    out.currency = { selected: toCurrency(c.selected), default: toCurrency(c.default) };
  }
  return out;
}

/**
 * Migration hook: one step per older version. Version 0 is the legacy unversioned layout of the
 * original app (slices `liked.likedProducts[]` of products, `currency.currency`/`defaultCurrency`,
 * `search.searchHistory`); later versions add a step here, e.g. `case 1: state = v1ToV2(state)`.
 */
export function migrateRootState(stored: unknown, fromVersion: number): Partial<PersistedRootState> {
  if (fromVersion > ROOT_VERSION || fromVersion < 0) return {}; // newer app or unknown: start clean
  let state: unknown = stored;
  if (fromVersion === 0) state = legacyToV1(state);
  // next: if (fromVersion <= 1) state = v1ToV2(state);
  return sanitizeRootState(state);
}

function legacyToV1(legacy: unknown): unknown {
  if (!legacy || typeof legacy !== 'object') return {};
  const l = legacy as Record<string, Record<string, unknown> | undefined>;
  const liked = l.liked?.likedProducts;
  return {
    favourites: Array.isArray(liked)
      ? liked.map((p) => (typeof p === 'string' ? p : (p as { uuid?: unknown })?.uuid)).filter((u) => typeof u === 'string')
      : undefined,
    currency: { selected: l.currency?.currency, default: l.currency?.defaultCurrency },
    searchHistory: l.search?.searchHistory,
  };
}

export const partializeRoot = ({ cart: _cart, shopFilter: _shopFilter, ...persisted }: RootState): PersistedRootState => persisted;

export type RootStore = PersistedStore<RootState>;

export function createRootStore(options: { storage?: StorageLike | null; persistDelayMs?: number; target?: null } = {}): RootStore {
  return createPersistedStore<RootState, PersistedRootState>({
    key: ROOT_KEY,
    version: ROOT_VERSION,
    initialState: initialRootState,
    partialize: partializeRoot,
    migrate: migrateRootState,
    ...options,
  });
}
