import type { ProductCardFragment } from '../../../graphql/generated';
import type { Stock } from '../hooks/use-product-details';

export interface ExtraOptionGroup {
  groupId: number;
  title: string;
  values: { id: number; value: string }[];
}

/** The extras of all stocks, grouped by extra_group_id (each stock is one combination). */
export function groupExtras(stocks: ReadonlyArray<Stock>): ExtraOptionGroup[] {
  const groups = new Map<number, ExtraOptionGroup>();
  for (const stock of stocks) {
    for (const extra of stock.extras) {
      let group = groups.get(extra.extra_group_id);
      if (!group) {
        group = { groupId: extra.extra_group_id, title: extra.group.translation.title, values: [] };
        groups.set(extra.extra_group_id, group);
      }
      if (!group.values.some((v) => v.id === extra.id)) group.values.push({ id: extra.id, value: extra.value });
    }
  }
  return [...groups.values()];
}

/** Picks per group → the stock whose extras match every pick (first stock when none match). */
export function findStock(stocks: ReadonlyArray<Stock>, picks: Readonly<Record<number, number>>): Stock | null {
  const entries = Object.entries(picks);
  const match = stocks.find((s) =>
    entries.every(([groupId, extraId]) => s.extras.some((e) => e.extra_group_id === Number(groupId) && e.id === extraId)),
  );
  return match ?? stocks[0] ?? null;
}

/** The first stock's extras as the initial picks. */
export function initialPicks(stocks: ReadonlyArray<Stock>): Record<number, number> {
  return Object.fromEntries((stocks[0]?.extras ?? []).map((e) => [e.extra_group_id, e.id]));
}

/** Shown price and struck-through old price of a stock (old only when discounted). */
export function stockPrices(stock: Pick<NonNullable<ProductCardFragment['stock']>, 'total_price' | 'discount'> | null): { price: number; oldPrice: number | null } {
  if (!stock) return { price: 0, oldPrice: null };
  const price = stock.total_price;
  return { price, oldPrice: stock.discount > 0 ? price + stock.discount : null };
}
