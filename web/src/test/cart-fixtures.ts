import type { LocalCartLine } from '../shared/types/cart';

/** A local cart line: a Margherita (stock 11, $10) unless told otherwise. */
export function localLine(overrides: Partial<LocalCartLine> & { stockId?: number } = {}): LocalCartLine {
  const { stockId = 11, ...rest } = overrides;
  return {
    stock: { id: stockId, total_price: 10, extras: [{ value: 'Large' }] },
    product: { uuid: `p-${stockId}`, title: 'Margherita', img: null, min_qty: 1, max_qty: 10 },
    quantity: 1,
    addons: [],
    ...rest,
  };
}

export const cartLine = localLine();
