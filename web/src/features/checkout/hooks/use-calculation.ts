import { useEffect, useState } from 'react';
import { useCalculateCartMutation, type CartCalculationFieldsFragment } from '../../../graphql/checkout.generated';
import { apiErrorOf, type ApiError } from '../../../shared/lib/graphql/api-error';
import { shownCurrency, useRootStore } from '../../../shared/lib/storage';
import type { calculationBody } from '../lib/checkout-form';

/** Typing a tip or a coupon waits this long before the totals are asked again. */
export const RECALCULATE_DELAY_MS = 300;

export interface Calculation {
  calculation: CartCalculationFieldsFragment | null;
  error: ApiError | null;
  loading: boolean;
}

/**
 * The server's calculation of the cart for the form's choices (null: not yet calculable), asked
 * again on each change of them, of the cart (`cartVersion`) or of the currency. Answers to
 * earlier choices are dropped.
 */
export function useCalculation(cartId: number | null, body: ReturnType<typeof calculationBody> | null, cartVersion: string): Calculation {
  const [calculate] = useCalculateCartMutation();
  const currencyId = useRootStore((s) => shownCurrency(s)?.id ?? null);
  const [state, setState] = useState<Calculation>({ calculation: null, error: null, loading: true });
  const key = JSON.stringify([cartId, body, cartVersion, currencyId]);

  useEffect(() => {
    if (cartId === null || body === null) {
      setState({ calculation: null, error: null, loading: false });
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      calculate({ variables: { id: cartId, input: body } })
        .then((result) => current && setState({ calculation: result.data?.calculateCart ?? null, error: null, loading: false }))
        .catch((error: unknown) => current && setState({ calculation: null, error: apiErrorOf(error), loading: false }));
    }, RECALCULATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` stands for every input of the calculation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
