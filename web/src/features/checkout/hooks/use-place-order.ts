import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { usePlaceOrderMutation } from '../../../graphql/checkout.generated';
import { apiErrorOf, type ApiError } from '../../../shared/lib/graphql/api-error';
import { writeOwnCart } from '../../cart';
import { createAttemptKeys, type orderBody } from '../lib/checkout-form';

export type OrderBody = ReturnType<typeof orderBody>;

/**
 * Places the order once per attempt: a click while one is on its way does nothing, and a retry of
 * the same body carries the same Idempotency-Key, so the server answers with the order it made
 * rather than a second one. The cart is gone once the order exists.
 */
export function usePlaceOrder() {
  const client = useApolloClient();
  const [mutate] = usePlaceOrderMutation();
  const keys = useRef(createAttemptKeys()).current;
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const place = async (body: OrderBody): Promise<number | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPlacing(true);
    setError(null);
    try {
      const result = await mutate({ variables: { input: body, idempotencyKey: keys(body) } });
      const id = result.data?.placeOrder?.id ?? null;
      writeOwnCart(client.cache, null);
      return id;
    } catch (failure) {
      setError(apiErrorOf(failure) ?? { message: '', params: {}, reasons: {} });
      return null;
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing, error, clearError: () => setError(null) };
}
