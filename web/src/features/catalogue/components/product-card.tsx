import { memo, useContext } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProductCardFragment } from '../../../graphql/generated';
import { imageUrl } from '../../../shared/lib/images';
import { withProductParam } from '../../../shared/lib/product-link';
import { Money } from '../../../shared/ui/money';
import { clampLines } from '../../../shared/ui/text-styles';
import { FavouriteHeart } from '../../favourites';
import { stockPrices } from '../../product';
import { DishCardsContext } from './dish-cards';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    ':hover': { boxShadow: tokens.shadow8 },
  },
  link: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  img: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'grid', rowGap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM, alignContent: 'start' },
  // Fluent's Text at its base size (semibold) and at size 200, as plain spans.
  strong: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, fontWeight: tokens.fontWeightSemibold },
  desc: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground3, ...clampLines(2) },
  favourite: {
    position: 'absolute',
    insetBlockStart: tokens.spacingVerticalS,
    insetInlineEnd: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusCircular,
  },
});

/** How a card's picture loads: `lazy` below the fold, `eager` in the first row, `first` for the
 * page's largest paint (fetched before everything else). */
export type PictureLoading = 'lazy' | 'eager' | 'first';

const pictureAttributes = (loading: PictureLoading) =>
  loading === 'lazy' ? { loading: 'lazy' as const } : { loading: 'eager' as const, ...(loading === 'first' ? { fetchPriority: 'high' as const } : {}) };

/**
 * A dish on the menu: opens the product overlay (`?product=uuid&branch=id`). Plain elements and
 * no handler of its own (the grid handles its clicks, `useDishClicks`), so a menu of a hundred
 * cards costs a phone little to hydrate; it draws again only when its own props or the grid's
 * shared state (the page's URL, the favourites) change.
 */
export const ProductCard = memo(function ProductCard({ product, branchId, loading = 'lazy' }: { product: ProductCardFragment; branchId?: number | null; loading?: PictureLoading }) {
  const styles = useStyles();
  const { pathname, search, favourites, favouriteLabels } = useContext(DishCardsContext);
  const title = product.translation.title;
  const { price, oldPrice } = stockPrices(product.stock);
  const favourite = favourites.has(product.uuid);
  return (
    <article className={styles.card} data-testid="product-card">
      <a className={styles.link} href={`${pathname}${withProductParam(search, product.uuid, branchId)}`} data-dish>
        <img className={styles.img} src={imageUrl(product.img)} alt={title} width={320} height={240} {...pictureAttributes(loading)} />
        <span className={styles.body}>
          <span className={styles.strong}>{title}</span>
          {product.translation.description && <span className={styles.desc}>{product.translation.description}</span>}
          <span className={styles.strong}>
            <Money amount={price} oldPrice={oldPrice} />
          </span>
        </span>
      </a>
      <span className={styles.favourite}>
        <FavouriteHeart uuid={product.uuid} on={favourite} label={favourite ? favouriteLabels.remove : favouriteLabels.add} />
      </span>
    </article>
  );
});
