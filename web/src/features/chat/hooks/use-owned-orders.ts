import { useEffect, useState } from 'react';

/**
 * The order numbers among `ids` that the customer owns, asked of `ownsOrder` (one question per
 * order); the others stay plain text.
 */
export function useOwnedOrders(ids: number[], ownsOrder: (id: number) => Promise<boolean>): ReadonlySet<number> {
  const [owned, setOwned] = useState<ReadonlySet<number>>(() => new Set());
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    for (const id of key ? key.split(',').map(Number) : []) {
      void ownsOrder(id).then((yes) => {
        if (live && yes) setOwned((before) => (before.has(id) ? before : new Set([...before, id])));
      });
    }
    return () => {
      live = false;
    };
  }, [key, ownsOrder]);
  return owned;
}
