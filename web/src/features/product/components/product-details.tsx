import { present } from '../../../shared/lib/graphql/present';
import { useMemo, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../../shared/types/catalogue';
import { imageUrl } from '../../../shared/lib/images';
import { Money } from '../../../shared/ui/money';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { FavouriteButton } from '../../favourites';
import { findStock, groupExtras, initialPicks, stockPrices } from '../lib/stock-options';
import { ExtrasPicker } from './extras-picker';
import { AddonsList } from './addons-list';

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
  footer: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  qty: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
});

/** The product overlay's content: picture, texts, option picker, addons and price. */
export function ProductDetails({ product }: { product: ProductView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const stocks = useMemo(() => (product.stocks?.length ? present(product.stocks) : present([product.stock])), [product]);
  const groups = useMemo(() => groupExtras(stocks), [stocks]);
  const [picks, setPicks] = useState(() => initialPicks(stocks));
  const stock = findStock(stocks, picks);
  const { price, oldPrice } = stockPrices(stock);
  const title = product.translation?.title ?? '';

  return (
    <article className={styles.root}>
      <img className={styles.img} src={imageUrl(product.img)} alt={title} />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <Text as="h2" size={600} weight="semibold" id="product-title">
            {title}
          </Text>
          <FavouriteButton uuid={product.uuid} />
        </div>
        {product.translation?.description && <Text className={styles.desc}>{product.translation.description}</Text>}
        <ExtrasPicker groups={groups} picks={picks} onPick={(g, e) => setPicks((p) => ({ ...p, [g]: e }))} />
        <AddonsList addons={present(stock?.addons)} />
        <Money className={styles.price} amount={price} oldPrice={oldPrice} />
        <div className={styles.footer}>
          <span className={styles.qty} aria-label={t('product.quantity')}>
            <Button icon={<SubtractRegular />} disabled aria-label={t('product.decrease')} />
            <Text>{product.min_qty ?? 1}</Text>
            <Button icon={<AddRegular />} disabled aria-label={t('product.increase')} />
          </span>
          <PrimaryButton disabled>{t('product.addToCart')}</PrimaryButton>
          <Text size={200} className={styles.note}>
            {t('product.cartSoon')}
          </Text>
        </div>
      </div>
    </article>
  );
}

export default ProductDetails;
