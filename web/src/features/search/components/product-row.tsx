import { Link, useLocation } from 'react-router-dom';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FoundProduct } from '../hooks/use-product-search';
import { imageUrl } from '../../../shared/lib/images';
import { withProductParam } from '../../../shared/lib/product-link';
import { Money } from '../../../shared/ui/money';
import { clampLines } from '../../../shared/ui/text-styles';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '64px 1fr auto',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  img: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  text: { display: 'grid', minWidth: 0 },
  desc: { color: tokens.colorNeutralForeground3, ...clampLines(2) },
});

/** The price a list shows for a product: its first stock's price, 0 without stock. */
export function firstStockPrice(product: FoundProduct): number {
  return product.stocks[0]?.price ?? 0;
}

export function ProductRow({ product, onOpen }: { product: FoundProduct; onOpen?: (product: FoundProduct) => void }) {
  const styles = useStyles();
  const location = useLocation();
  const title = product.translation.title;
  return (
    <Link
      className={styles.row}
      to={{ pathname: location.pathname, search: withProductParam(location.search, product.uuid) }}
      onClick={() => onOpen?.(product)}
    >
      <img className={styles.img} src={imageUrl(product.img)} alt={title} loading="lazy" width={64} height={64} />
      <span className={styles.text}>
        <Text weight="semibold" truncate wrap={false}>
          {title}
        </Text>
        {product.translation.description && (
          <Text size={200} className={styles.desc}>
            {product.translation.description}
          </Text>
        )}
      </span>
      <Money amount={firstStockPrice(product)} />
    </Link>
  );
}
