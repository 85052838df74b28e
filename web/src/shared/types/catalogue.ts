// View types: the smallest shapes the UI reads. They mirror docs/api-contract.md with every field
// optional/nullable so that the generated GraphQL types (web/src/graphql/generated.ts) are
// assignable to them without casts once the lead wires the queries.

export type Maybe<T> = T | null | undefined;

/** Mesh types every list item as nullable (`[Stock]!`); view types accept that as it is. */
export type List<T> = Maybe<ReadonlyArray<Maybe<T>>>;

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

export interface WorkingDayView {
  day?: Maybe<string>;
  from?: Maybe<string>;
  to?: Maybe<string>;
  disabled?: Maybe<boolean | number>;
}

export interface ShopView extends Translated {
  id: number;
  uuid?: Maybe<string>;
  open?: Maybe<boolean | number>;
  logo_img?: Maybe<string>;
  /** The smallest order the branch accepts. */
  min_amount?: Maybe<number>;
  shop_working_days?: List<WorkingDayView>;
  shop_closed_date?: List<{ day?: Maybe<string> }>;
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
