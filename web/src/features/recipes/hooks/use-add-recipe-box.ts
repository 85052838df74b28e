import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CartDocument, type CartQuery } from '../../../graphql/cart.generated';
import { useInsertRecipeBoxMutation } from '../../../graphql/recipes.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { loginPath, useSession } from '../../../shared/lib/session';
import { useNotify } from '../../../shared/ui/notify';
import { useCart } from '../../cart';

/**
 * "Add all to cart" for a recipe's box at a branch: one `insertRecipeBox` request. A guest goes to
 * /login and comes back; a cart of another branch is first asked about (`asking`), known from the
 * cart on screen or from the api's ERROR_440, and emptied on confirmation; the dishes the api left
 * out are named in the toast. The answer's cart replaces the Cart query's: nothing is refetched.
 */
export function useAddRecipeBox(recipeId: number, shopId: number | null) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { signedIn } = useSession();
  const { cart, clear } = useCart();
  const [asking, setAsking] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [insert, { loading }] = useInsertRecipeBoxMutation({
    update(cache, { data }) {
      const answer = data?.insertRecipeBox?.cart;
      if (answer) cache.writeQuery<CartQuery>({ query: CartDocument, data: { cart: answer } });
    },
  });

  const add = async (replace: boolean) => {
    setAsking(false);
    if (shopId == null) return;
    if (!signedIn) {
      navigate(loginPath(pathname + search));
      return;
    }
    if (!replace && cart.lines.length > 0 && cart.shopId != null && cart.shopId !== shopId) {
      setAsking(true);
      return;
    }
    try {
      if (replace) {
        setClearing(true);
        await clear();
      }
      const { data } = await insert({ variables: { id: recipeId, shopId } });
      const skipped = (data?.insertRecipeBox?.skipped ?? []).map((line) => line.stock.product.translation.title);
      if (skipped.length) notify.warning(t('recipes.box.addedSkipped', { dishes: skipped.join(', ') }));
      else notify.success(t('recipes.box.added'));
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.statusCode === 'ERROR_440') setAsking(true);
      else notify.error(translateApiError(t, apiError));
    } finally {
      setClearing(false);
    }
  };

  return { add, asking, cancel: () => setAsking(false), busy: loading || clearing, signedIn };
}
