import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProductCardFragment } from '../../../graphql/generated';
import { DishCardsContext, useDishCards, useDishClicks } from './dish-cards';
import { ProductCard } from './product-card';

/** Cards in a desktop's first row (six columns at 1140 px): their pictures load at once. */
const FIRST_ROW = 6;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    // Two columns on a 360 px phone (328 px inside the page's padding: two 150 px cards and the
    // gap), up to six on a desktop.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The responsive grid that holds product cards (or their placeholders), and their clicks. */
export function ProductGridLayout({ children }: { children: ReactNode }) {
  const cards = useDishCards();
  const onClick = useDishClicks();
  return (
    <DishCardsContext.Provider value={cards}>
      {/* Delegation only: the links and buttons inside are what a keyboard or screen reader uses. */}
      <div className={useStyles().grid} onClick={onClick}>{children}</div>
    </DishCardsContext.Provider>
  );
}

/** `aboveFold`: the grid opens the page, so its first row is what the customer sees first. */
export function ProductGrid({ products, branchId, aboveFold = false }: { products: ReadonlyArray<ProductCardFragment>; branchId?: number | null; aboveFold?: boolean }) {
  return (
    <ProductGridLayout>
      {products.map((product, index) => (
        <ProductCard
          key={product.uuid}
          product={product}
          branchId={branchId}
          loading={!aboveFold || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'first' : 'eager'}
        />
      ))}
    </ProductGridLayout>
  );
}
