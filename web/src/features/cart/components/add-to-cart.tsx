import { useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ProductDetailsQuery } from '../../../graphql/product.generated';
import type { LocalCartAddon, LocalCartLine } from '../../../shared/lib/storage';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { useCart } from '../hooks/use-cart';
import { QuantityStepper } from './quantity-stepper';
import { ReplaceCartDialog } from './replace-cart-dialog';
import { useCartStrings } from '../hooks/use-cart-strings';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorPaletteRedForeground1 },
});

type Product = NonNullable<ProductDetailsQuery['product']>;
type Stock = Product['stocks'][number];

export interface AddToCartProps {
  /** The dish, as the product overlay has it. */
  product: Pick<Product, 'uuid' | 'img' | 'shop_id' | 'min_qty' | 'max_qty'> & { translation: Pick<Product['translation'], 'title'> };
  /** Its chosen stock, with the extras it is made of; none when no combination is offered. */
  stock: Pick<Stock, 'id' | 'total_price' | 'quantity'> & { extras: ReadonlyArray<Pick<Stock['extras'][number], 'value'>> } | null;
  addons: ReadonlyArray<LocalCartAddon>;
  /** After the dish is in the cart (the overlay closes). */
  onAdded?: () => void;
}

/** The overlay's quantity and "Add to cart": within the product's min..max and the
 * stock's quantity; a dish of another branch asks before the cart is emptied. */
export function AddToCart({ product, stock, addons, onAdded }: AddToCartProps) {
  useCartStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { cart, add, clear, offline } = useCart();
  const min = Math.max(1, product.min_qty);
  const max = Math.min(product.max_qty, stock?.quantity ?? 0);
  const [quantity, setQuantity] = useState(min);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const shopId = product.shop_id;
  const available = stock != null && max >= min;

  const line = (): LocalCartLine => ({
    stock: { id: stock!.id, total_price: stock!.total_price, extras: stock!.extras.map((e) => ({ value: e.value })) },
    product: { uuid: product.uuid, title: product.translation.title, img: product.img, min_qty: min, max_qty: max },
    quantity: Math.min(quantity, max),
    addons: [...addons],
  });

  const submit = async (replace: boolean) => {
    setAsking(false);
    if (!replace && cart.lines.length > 0 && cart.shopId !== shopId) {
      setAsking(true);
      return;
    }
    setBusy(true);
    try {
      if (replace) await clear();
      await add(shopId, line());
      notify.success(t(offline ? 'cart.addedOffline' : 'cart.added'));
      onAdded?.();
    } catch (error) {
      notify.error(translateApiError(t, apiErrorOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <QuantityStepper
        label={t('product.quantity')}
        value={Math.min(quantity, Math.max(min, max))}
        min={min}
        max={Math.max(min, max)}
        disabled={!available}
        onChange={setQuantity}
      />
      <PrimaryButton disabled={!available} loading={busy} onClick={() => void submit(false)}>
        {t('product.addToCart')}
      </PrimaryButton>
      {!available && <Text className={styles.note}>{t('outOfStock', { ns: 'errors' })}</Text>}
      <ReplaceCartDialog open={asking} text={t('cart.otherBranchAdd')} onConfirm={() => void submit(true)} onCancel={() => setAsking(false)} />
    </div>
  );
}
