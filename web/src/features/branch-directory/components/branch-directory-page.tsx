import { Suspense, lazy, useMemo, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBranchDirectoryQuery } from '../../../graphql/branch-directory.generated';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { useRootStore, useRootStoreApi, type BranchViewChoice } from '../../../shared/lib/storage';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { useBranchDirectoryStrings } from '../hooks/use-branch-directory-strings';
import { useCustomerLocation } from '../hooks/use-customer-location';
import { useOrderHere } from '../hooks/use-order-here';
import { distanceKm, hasLocation } from '../lib/distance';
import { BranchCard, type DirectoryBranch } from './branch-card';
import { ViewToggle } from './view-toggle';

// Leaflet (~40 KB gzip with its CSS) loads with the map view only.
const BranchesMap = lazy(() => import('./branches-map'));

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  mapLayout: twoColumnsFrom(1140, 'minmax(0, 2fr) minmax(0, 1fr)', tokens.spacingHorizontalL),
  mapSkeleton: { height: '360px', borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground3 },
  side: { display: 'grid', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  subtitle: { margin: 0 },
});

/** /branches' view: the one chosen on this device, read after hydration (the server renders the
 * list: it does not know the choice). */
function useBranchView(): [BranchViewChoice, (view: BranchViewChoice) => void] {
  const hydrated = useHydrated();
  const stored = useRootStore((s) => s.branchView);
  const store = useRootStoreApi();
  return [hydrated ? stored : 'list', (view) => store.setState({ branchView: view })];
}

function BranchList({ branches, distances, selectedId, onOrder }: {
  branches: ReadonlyArray<DirectoryBranch>;
  distances: ReadonlyMap<number, number>;
  selectedId: number | null;
  onOrder: (branch: DirectoryBranch) => void;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {branches.map((b) => (
        <li key={b.id}>
          <BranchCard branch={b} distance={distances.get(b.id) ?? null} selected={b.id === selectedId} onOrder={onOrder} />
        </li>
      ))}
    </ul>
  );
}

/** /branches (public): every branch as a list or on a map, each with the server's word
 * on its opening, today's hours, address, phone, rating, tags, the distance from the customer's
 * address, a link to its page and "Order from here". */
export function BranchDirectoryPage() {
  useBranchDirectoryStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const [view, setView] = useBranchView();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const { data, loading, error, refetch } = useBranchDirectoryQuery({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const branches = useMemo(() => data?.branches?.items ?? [], [data]);
  const customer = useCustomerLocation();
  const { orderHere, selectedId } = useOrderHere();
  const distances = useMemo(() => {
    const out = new Map<number, number>();
    if (customer) for (const b of branches) if (hasLocation(b.location)) out.set(b.id, distanceKm(customer, b.location));
    return out;
  }, [branches, customer]);
  const pins = useMemo(
    () => branches.filter((b) => hasLocation(b.location)).map((b) => ({ id: b.id, title: b.translation.title, location: b.location })),
    [branches],
  );
  const picked = branches.find((b) => b.id === pickedId) ?? null;

  let body;
  if (!data && loading) body = <ShimmerRows count={4} />;
  else if (!data && error) {
    body = (
      <LoadFailure message={t('branchDirectory.loadFailed')} retryLabel={t('branchDirectory.retry')} retry={refetch} />
    );
  } else if (branches.length === 0) body = <Text>{t('branchDirectory.empty')}</Text>;
  else if (view === 'list') body = <BranchList branches={branches} distances={distances} selectedId={selectedId} onOrder={orderHere} />;
  else {
    body = (
      <>
        <div className={styles.mapLayout}>
          <Suspense fallback={<div className={styles.mapSkeleton} />}>
            <BranchesMap branches={pins} onPick={setPickedId} />
          </Suspense>
          <section className={styles.side} aria-label={t('branchDirectory.pinned')} aria-live="polite" data-testid="picked-branch">
            {picked && <BranchCard branch={picked} distance={distances.get(picked.id) ?? null} selected={picked.id === selectedId} onOrder={orderHere} />}
          </section>
        </div>
        <Text as="h2" size={500} weight="semibold" className={styles.subtitle}>{t('branchDirectory.allBranches')}</Text>
        <BranchList branches={branches} distances={distances} selectedId={selectedId} onOrder={orderHere} />
      </>
    );
  }

  return (
    <Page title={t('branchDirectory.title')}>
      <ViewToggle value={view} onChange={setView} />
      {body}
    </Page>
  );
}

export default BranchDirectoryPage;
