import type { StockView } from '../../../shared/types/catalogue';

export interface ExtraOptionGroup {
  groupId: number;
  title: string;
  values: { id: number; value: string }[];
}

/** The extras of all stocks, grouped by extra_group_id (each stock is one combination). */
export function groupExtras(stocks: ReadonlyArray<StockView>): ExtraOptionGroup[] {
  const groups = new Map<number, ExtraOptionGroup>();
  for (const stock of stocks) {
    for (const extra of stock.extras ?? []) {
      const groupId = extra.extra_group_id ?? extra.group?.id;
      if (groupId == null) continue;
      let group = groups.get(groupId);
      if (!group) {
        group = { groupId, title: extra.group?.translation?.title ?? '', values: [] };
        groups.set(groupId, group);
      }
      if (!group.values.some((v) => v.id === extra.id)) group.values.push({ id: extra.id, value: extra.value ?? '' });
    }
  }
  return [...groups.values()];
}

/** Picks per group → the stock whose extras match every pick (first stock when none match). */
export function findStock(stocks: ReadonlyArray<StockView>, picks: Readonly<Record<number, number>>): StockView | null {
  const entries = Object.entries(picks);
  const match = stocks.find((s) =>
    entries.every(([groupId, extraId]) =>
      (s.extras ?? []).some((e) => (e.extra_group_id ?? e.group?.id) === Number(groupId) && e.id === extraId),
    ),
  );
  return match ?? stocks[0] ?? null;
}

/** The first stock's extras as the initial picks. */
export function initialPicks(stocks: ReadonlyArray<StockView>): Record<number, number> {
  const picks: Record<number, number> = {};
  for (const e of stocks[0]?.extras ?? []) {
    const g = e.extra_group_id ?? e.group?.id;
    if (g != null) picks[g] = e.id;
  }
  return picks;
}

/** Shown price and struck-through old price of a stock (old only when discounted). */
export function stockPrices(stock: StockView | null): { price: number; oldPrice: number | null } {
  if (!stock) return { price: 0, oldPrice: null };
  const price = stock.total_price ?? stock.price ?? 0;
  const discount = stock.discount ?? 0;
  return { price, oldPrice: discount > 0 ? price + discount : null };
}
