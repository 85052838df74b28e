import { ProductDetailsDocument, useProductDetailsQuery } from '../../../graphql/product.generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { Shimmer } from '../../../shared/ui/shimmer';
import { ProductCard } from './product-card';
import { ProductGridLayout } from './product-grid';

/** One product by uuid; a product that no longer exists simply is not shown. */
function ProductCardByUuid({ uuid }: { uuid: string }) {
  const variables = { uuid };
  const { data, loading } = useProductDetailsQuery({ variables, ...freshQueryOptions(ProductDetailsDocument, variables) });
  const product = data?.product;
  if (loading && !product) return <Shimmer height={240} />;
  return product ? <ProductCard product={product} branchId={product.shop_id} /> : null;
}

/** Cards for a list of product uuids (favourites), each read through the shared cache. */
export function ProductsByUuid({ uuids }: { uuids: readonly string[] }) {
  return (
    <ProductGridLayout>
      {uuids.map((uuid) => <ProductCardByUuid key={uuid} uuid={uuid} />)}
    </ProductGridLayout>
  );
}
