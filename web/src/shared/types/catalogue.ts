// View types: the smallest shapes the UI reads. They mirror docs/api-contract.md with every field
// optional/nullable so that the generated GraphQL types (web/src/graphql/generated.ts) are
// assignable to them without casts once the lead wires the queries.

export type Maybe<T> = T | null | undefined;

/** A list the gateway may leave out; its items are never null (`[Stock!]`). */
export type List<T> = Maybe<ReadonlyArray<T>>;

export interface Translated {
  translation?: Maybe<{ title?: Maybe<string>; description?: Maybe<string>; address?: Maybe<string> }>;
}

export interface ExtraGroupView extends Translated {
  id: number;
  type?: Maybe<string>;
}

export interface ExtraValueView {
  id: number;
  extra_group_id?: Maybe<number>;
  value?: Maybe<string>;
  group?: Maybe<ExtraGroupView>;
}

export interface StockAddonView {
  id: number;
  addon_id?: Maybe<number>;
  product?: Maybe<ProductView>;
}

export interface StockView {
  id: number;
  price?: Maybe<number>;
  discount?: Maybe<number>;
  tax?: Maybe<number>;
  total_price?: Maybe<number>;
  quantity?: Maybe<number>;
  extras?: List<ExtraValueView>;
  addons?: List<StockAddonView>;
}

export interface ProductView extends Translated {
  id?: Maybe<number>;
  uuid: string;
  img?: Maybe<string>;
  /** The branch whose menu lists the product. */
  shop_id?: Maybe<number>;
  min_qty?: Maybe<number>;
  max_qty?: Maybe<number>;
  stock?: Maybe<StockView>;
  stocks?: List<StockView>;
}

/** The branch's calendar day now and its opening that day, as the server answers it. */
export interface TodayHoursView {
  /** YYYY-MM-DD of the branch's calendar. */
  date?: Maybe<string>;
  open?: Maybe<boolean>;
  /** HH:MM */
  from?: Maybe<string>;
  /** HH:MM (the next day's when at or before `from`). */
  to?: Maybe<string>;
}

/** Whether a branch is open: the server's answer (the api's one rule, in the branch's time zone). */
export interface OpenHoursView {
  open_now?: Maybe<boolean>;
  /** ISO 8601 local date-time with the branch's offset, e.g. "2026-11-27T23:00:00-05:00". */
  closes_at?: Maybe<string>;
  opens_at?: Maybe<string>;
  today_hours?: Maybe<TodayHoursView>;
}

export interface ShopView extends Translated, OpenHoursView {
  id: number;
  uuid?: Maybe<string>;
  /** The open flag (takes orders at all); whether it is open now is `open_now`. */
  open?: Maybe<boolean | number>;
  logo_img?: Maybe<string>;
  /** The smallest order the branch accepts. */
  min_amount?: Maybe<number>;
  /** Mean stars of its visible reviews (1 decimal); null without reviews. */
  rating_avg?: Maybe<number>;
  reviews_count?: Maybe<number>;
}

export type CurrencyPosition = 'before' | 'after';

export interface CurrencyView {
  id: number;
  symbol?: Maybe<string>;
  title?: Maybe<string>;
  /** Units of this currency per unit of the default one. */
  rate?: Maybe<number>;
  position?: Maybe<string>;
  default?: Maybe<boolean | number>;
}

export interface LanguageView {
  id?: Maybe<number>;
  locale: string;
  title?: Maybe<string>;
  backward?: Maybe<boolean | number>;
  default?: Maybe<boolean | number>;
}

/** Settings as one key → value object (the list from `settings` folded by key). */
export type SiteSettings = Readonly<Record<string, string | null | undefined>>;
