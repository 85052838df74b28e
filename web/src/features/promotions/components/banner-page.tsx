import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBannerQuery } from '../../../graphql/promotions.generated';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { isPositiveId } from '../../../shared/lib/ids';
import { imageUrl } from '../../../shared/lib/images';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useBranches, useSelectedBranch } from '../../branches';
import { ProductGrid } from '../../catalogue';
import { usePromotionsStrings } from '../hooks/use-promotions-strings';

const useStyles = makeStyles({
  picture: {
    display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 1', maxHeight: '280px', objectFit: 'cover',
    borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground3,
  },
  description: { color: tokens.colorNeutralForeground2 },
});

/** /banners/{id} (lazy, server-rendered, open to guests): a home banner's picture and texts, and
 * its dishes at the branch selected in the header (each opens the product overlay). An unknown
 * banner shows `notFound`. */
export function BannerPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  usePromotionsStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const { branches } = useBranches();
  const { selected } = useSelectedBranch(branches);
  const shopId = selected?.id ?? null;
  const valid = isPositiveId(id);
  const { data, loading, error, refetch } = useBannerQuery({
    variables: shopId == null ? { id: Number(id) } : { id: Number(id), shopId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const banner = data?.banner;

  if (!valid || (!banner && isNotFoundError(error))) return <>{notFound}</>;
  if (!banner) {
    return (
      <Page title={t('promotions.title')}>
        {loading || !error ? <ShimmerRows count={4} /> : (
          <LoadFailure message={t('promotions.loadFailed')} retryLabel={t('promotions.retry')} retry={refetch} />
        )}
      </Page>
    );
  }
  const products = banner.products;
  return (
    <Page title={banner.translation?.title || t('promotions.title')} description={banner.translation?.description || undefined}>
      <img className={styles.picture} src={imageUrl(banner.img)} alt="" width={1200} height={400} fetchPriority="high" />
      {banner.translation?.description && <Text className={styles.description}>{banner.translation.description}</Text>}
      {products.length ? <ProductGrid products={products} branchId={shopId} aboveFold /> : <Text>{t('promotions.empty')}</Text>}
    </Page>
  );
}
