import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProductView } from '../../../shared/types/catalogue';
import { ProductCard } from './product-card';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // Two columns on a 360 px phone, up to six on a desktop.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The responsive grid that holds product cards (or their placeholders). */
export function ProductGridLayout({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}

export function ProductGrid({ products, branchId }: { products: ReadonlyArray<ProductView>; branchId?: number | null }) {
  return (
    <ProductGridLayout>
      {products.map((product) => (
        <ProductCard key={product.uuid} product={product} branchId={branchId} />
      ))}
    </ProductGridLayout>
  );
}
