import { useMemo, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LocalCartAddon } from '../../../shared/lib/storage';
import { imageUrl } from '../../../shared/lib/images';
import { Money } from '../../../shared/ui/money';
import { AddToCart } from '../../cart';
import { FavouriteButton } from '../../favourites';
import { PRODUCT_PARAMS } from '../hooks/use-product-param';
import type { Product, StockAddon } from '../hooks/use-product-details';
import { useDropParams } from '../../../shared/hooks/use-drop-params';
import { findStock, groupExtras, initialPicks, stockPrices } from '../lib/stock-options';
import { ExtrasPicker } from './extras-picker';
import { AddonsList, addonStock } from './addons-list';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    rowGap: tokens.spacingVerticalL,
    '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalXXL },
  },
  img: {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  info: { display: 'grid', rowGap: tokens.spacingVerticalM, alignContent: 'start' },
  titleRow: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS },
  desc: { color: tokens.colorNeutralForeground2 },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** A picked add-on as the cart keeps it: one per dish. */
function pickedAddon(addon: StockAddon): LocalCartAddon | null {
  const stock = addonStock(addon);
  if (!stock) return null;
  return { stock: { id: stock.id, total_price: stock.total_price }, title: addon.product.translation.title, quantity: 1 };
}

/** The overlay's content: picture, texts, option picker, add-ons, price and add to cart. */
export function ProductDetails({ product }: { product: Product }) {
  const styles = useStyles();
  const close = useDropParams(PRODUCT_PARAMS);
  const stocks = product.stocks;
  const groups = useMemo(() => groupExtras(stocks), [stocks]);
  const [picks, setPicks] = useState(() => initialPicks(stocks));
  const stock = findStock(stocks, picks);
  const [addons, setAddons] = useState<LocalCartAddon[]>([]);
  const stockAddons = stock?.addons ?? [];
  // Add-ons belong to a stock: a size change keeps only those the new size offers.
  const shownAddons = addons.filter((a) => stockAddons.some((s) => addonStock(s)?.id === a.stock.id));
  const toggleAddon = (addon: StockAddon, on: boolean) => {
    const entry = pickedAddon(addon);
    if (!entry) return;
    setAddons((list) => (on ? [...list.filter((a) => a.stock.id !== entry.stock.id), entry] : list.filter((a) => a.stock.id !== entry.stock.id)));
  };
  const { price, oldPrice } = stockPrices(stock);
  const title = product.translation.title;

  return (
    <article className={styles.root}>
      {/* The page's largest picture whenever the overlay is open (the server preloads it). */}
      <img className={styles.img} src={imageUrl(product.img)} alt={title} fetchPriority="high" />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <Text as="h2" size={600} weight="semibold" id="product-title">
            {title}
          </Text>
          <FavouriteButton uuid={product.uuid} />
        </div>
        {product.translation.description && <Text className={styles.desc}>{product.translation.description}</Text>}
        <ExtrasPicker groups={groups} picks={picks} onPick={(g, e) => setPicks((p) => ({ ...p, [g]: e }))} />
        <AddonsList addons={stockAddons} picked={new Set(shownAddons.map((a) => a.stock.id))} onToggle={toggleAddon} />
        <Money className={styles.price} amount={price} oldPrice={oldPrice} />
        <AddToCart product={product} stock={stock} addons={shownAddons} onAdded={close} />
      </div>
    </article>
  );
}
