import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProductView } from '../../../shared/types/catalogue';
import { ProductCard } from './product-card';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

export function ProductGrid({ products, branchId }: { products: ReadonlyArray<ProductView>; branchId?: number | null }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {products.map((product) => (
        <ProductCard key={product.uuid} product={product} branchId={branchId} />
      ))}
    </div>
  );
}
