import { makeStyles, tokens } from '@fluentui/react-components';
import { ProductDetailsDocument, useProductDetailsQuery } from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { Shimmer } from '../../../shared/ui/shimmer';
import { ProductCard } from './product-card';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** One product by uuid; a product that no longer exists simply is not shown. */
function ProductCardByUuid({ uuid }: { uuid: string }) {
  const variables = { uuid };
  const { data, loading } = useProductDetailsQuery({ variables, ...freshQueryOptions(ProductDetailsDocument, variables) });
  const product = data?.product?.data;
  if (loading && !product) return <Shimmer height={240} />;
  return product ? <ProductCard product={product} branchId={product.shop_id} /> : null;
}

/** Cards for a list of product uuids (favourites), each read through the shared cache. */
export function ProductsByUuid({ uuids }: { uuids: readonly string[] }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {uuids.map((uuid) => <ProductCardByUuid key={uuid} uuid={uuid} />)}
    </div>
  );
}
