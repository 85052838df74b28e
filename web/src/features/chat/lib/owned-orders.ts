import { RestError, restJson } from '../../../shared/lib/rest';
import { isAnything } from './shapes';

/** What the api answered per order id (one question per order and page visit). */
const answers = new Map<number, Promise<boolean>>();

/**
 * Whether the signed-in customer owns order `id`: the api shows a customer only their own orders
 * (`GET /dashboard/user/orders/{id}` answers 404 for anyone else's), so a mention of "#123"
 * becomes a link only when the order is theirs.
 */
export function ownsOrder(id: number): Promise<boolean> {
  let answer = answers.get(id);
  if (!answer) {
    answer = restJson('GET', `/dashboard/user/orders/${id}`, isAnything).then(
      () => true,
      (error: unknown) => {
        // A network failure is asked again next time; a refusal is an answer.
        if (!(error instanceof RestError) || error.apiError.status === undefined) answers.delete(id);
        return false;
      },
    );
    answers.set(id, answer);
  }
  return answer;
}

/** Forgets the answers (another user signed in). */
export function forgetOwnedOrders(): void {
  answers.clear();
}
