import { Link, useLocation } from 'react-router-dom';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ProductCardFragment } from '../../../graphql/generated';
import { imageUrl } from '../../../shared/lib/images';
import { withProductParam } from '../../../shared/lib/product-link';
import { Money } from '../../../shared/ui/money';
import { clampLines } from '../../../shared/ui/text-styles';
import { FavouriteButton } from '../../favourites';
import { stockPrices } from '../../product';

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
  desc: { color: tokens.colorNeutralForeground3, ...clampLines(2) },
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

/** A dish on the menu: opens the product overlay (`?product=uuid&branch=id`). */
export function ProductCard({ product, branchId, loading = 'lazy' }: { product: ProductCardFragment; branchId?: number | null; loading?: PictureLoading }) {
  const styles = useStyles();
  const location = useLocation();
  const title = product.translation.title;
  const { price, oldPrice } = stockPrices(product.stock);
  return (
    <article className={styles.card} data-testid="product-card">
      <Link className={styles.link} to={{ pathname: location.pathname, search: withProductParam(location.search, product.uuid, branchId) }}>
        <img className={styles.img} src={imageUrl(product.img)} alt={title} width={320} height={240} {...pictureAttributes(loading)} />
        <span className={styles.body}>
          <Text weight="semibold">{title}</Text>
          {product.translation.description && <Text size={200} className={styles.desc}>{product.translation.description}</Text>}
          <Text weight="semibold">
            <Money amount={price} oldPrice={oldPrice} />
          </Text>
        </span>
      </Link>
      <span className={styles.favourite}>
        <FavouriteButton uuid={product.uuid} size="small" />
      </span>
    </article>
  );
}
