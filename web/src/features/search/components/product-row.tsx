import { Link, useLocation } from 'react-router-dom';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FoundProduct } from '../hooks/use-product-search';
import { imageUrl } from '../../../shared/lib/images';
import { withProductParam } from '../../../shared/lib/product-link';
import { Money } from '../../../shared/ui/money';
import { stockPrices } from '../../product';
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

export function ProductRow({ product, onOpen }: { product: FoundProduct; onOpen?: (product: FoundProduct) => void }) {
  const styles = useStyles();
  const location = useLocation();
  const title = product.translation.title;
  // The first stock's price as the menu's cards and the dish show it (what is paid, the old price
  // struck through), so a dish found costs what it costs on the menu; 0 without stock.
  const { price, oldPrice } = stockPrices(product.stocks[0] ?? null);
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
      <Money amount={price} oldPrice={oldPrice} />
    </Link>
  );
}
