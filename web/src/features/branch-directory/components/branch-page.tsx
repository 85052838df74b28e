import { Suspense, lazy, type ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular, ClockRegular, LocationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useBranchGalleryQuery, useBranchPageQuery } from '../../../graphql/branch-directory.generated';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { isPositiveId } from '../../../shared/lib/ids';
import { imageUrl } from '../../../shared/lib/images';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { PageSection } from '../../../shared/ui/card';
import { OpenStatus } from '../../../shared/ui/open-status';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { ShopRating } from '../../../shared/ui/shop-rating';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { loadBranchReviews } from '../../reviews/lazy';
import { useBranchDirectoryStrings } from '../hooks/use-branch-directory-strings';
import { useOrderHere } from '../hooks/use-order-here';
import { hasLocation } from '../lib/distance';
import { formatDay, upcomingClosedDates, weekRows, weekdayLabel } from '../lib/week';
import { TodayHours } from './branch-card';
import { PhotoGallery } from './photo-gallery';

const BranchesMap = lazy(() => import('./branches-map'));
const BranchReviews = lazy(loadBranchReviews);

const useStyles = makeStyles({
  cover: { width: '100%', aspectRatio: '3 / 1', minHeight: '140px', objectFit: 'cover', borderRadius: tokens.borderRadiusXLarge, display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  columns: twoColumnsFrom(768, 'minmax(0, 1fr) minmax(0, 1fr)', tokens.spacingHorizontalXL),
  h3: { margin: 0 },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  week: { borderCollapse: 'collapse', width: '100%', maxWidth: '360px', '& th, & td': { textAlign: 'start', paddingBlock: tokens.spacingVerticalXXS } },
  closed: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  description: { whiteSpace: 'pre-line' },
  mapSkeleton: { height: '240px', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground3 },
  action: { justifySelf: 'start' },
});

/** /branches/{id} (public): one branch's picture, opening (the server's words), address, phone,
 * week, closed dates, place on the map, photos, reviews and "Order from here". An unknown id
 * shows `notFound`. */
export function BranchPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  useBranchDirectoryStrings();
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const valid = isPositiveId(id);
  const { data, loading, error, refetch } = useBranchPageQuery({ variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const gallery = useBranchGalleryQuery({ variables: { id }, skip: !valid, errorPolicy: 'all' });
  const { orderHere } = useOrderHere();
  const branch = data?.shop;

  if (!valid || (!branch && isNotFoundError(error))) return <>{notFound}</>;
  if (!branch) {
    return (
      <Page title={t('branchDirectory.title')}>
        {loading || !error ? <ShimmerRows count={5} /> : (
          <LoadFailure message={t('branchDirectory.loadFailed')} retryLabel={t('branchDirectory.retry')} retry={refetch} />
        )}
      </Page>
    );
  }

  const title = branch.translation.title;
  const rows = weekRows(branch.shop_working_days);
  const closedDates = upcomingClosedDates(branch.shop_closed_date, branch.today_hours.date);
  const photos = gallery.data?.shopGalleries?.galleries ?? [];
  const order = (
    <PrimaryButton className={styles.action} onClick={() => orderHere(branch)} aria-label={t('branchDirectory.orderHereAt', { title })}>
      {t('branchDirectory.orderHere')}
    </PrimaryButton>
  );

  return (
    <Page title={title}>
      {branch.background_img && <img className={styles.cover} src={imageUrl(branch.background_img)} alt="" fetchPriority="high" />}
      <div className={styles.head}>
        <OpenStatus shop={branch} />
        <ShopRating rating={branch.rating_avg} count={branch.reviews_count} stars />
      </div>
      {branch.translation.description && <Text as="p" className={styles.description}>{branch.translation.description}</Text>}
      {order}
      <div className={styles.columns}>
        <PageSection title={t('branchDirectory.contact')}>
          {branch.translation.address && (
            <Text className={styles.row}><LocationRegular className={styles.icon} aria-hidden /><span data-testid="branch-address">{branch.translation.address}</span></Text>
          )}
          {branch.phone && (
            <Text className={styles.row}><CallRegular className={styles.icon} aria-hidden /><a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`} dir="ltr">{branch.phone}</a></Text>
          )}
          <Text className={styles.row}><ClockRegular className={styles.icon} aria-hidden /><TodayHours branch={branch} /></Text>
          {hasLocation(branch.location) && hydrated && (
            <Suspense fallback={<div className={styles.mapSkeleton} />}>
              <BranchesMap small branches={[{ id: branch.id, title, location: branch.location }]} />
            </Suspense>
          )}
        </PageSection>
        <PageSection title={t('branchDirectory.hours')}>
          <table className={styles.week} data-testid="week-hours">
            <tbody>
              {rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{weekdayLabel(row.day, i18n.language)}</th>
                  <td className={row.hours ? undefined : styles.closed}>
                    {row.hours ? <span dir="ltr">{`${row.hours.from}–${row.hours.to}`}</span> : t('branchDirectory.closed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Text as="h3" size={400} weight="semibold" className={styles.h3}>{t('branchDirectory.closedDates')}</Text>
          {closedDates.length > 0 ? (
            <ul className={styles.list} data-testid="closed-dates">
              {closedDates.map((day) => <li key={day}><time dateTime={day}>{formatDay(day, i18n.language)}</time></li>)}
            </ul>
          ) : (
            <Text className={styles.closed}>{t('branchDirectory.noClosedDates')}</Text>
          )}
        </PageSection>
      </div>
      {photos.length > 0 && (
        <PageSection title={t('branchDirectory.photos')}>
          <PhotoGallery photos={photos} />
        </PageSection>
      )}
      <Suspense fallback={<ShimmerRows count={3} />}>
        <BranchReviews shopId={branch.id} />
      </Suspense>
    </Page>
  );
}
