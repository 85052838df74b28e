import { Suspense, lazy } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBranches, useSelectedBranch } from '../../branches';
import { loadFailureText } from '../../../shared/lib/i18n/rate-limit';
import { openStatusWords } from '../../../shared/lib/open-status';
import { useInfiniteScroll } from '../../../shared/hooks/use-in-view';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { present } from '../../../shared/lib/graphql/present';
import { useBranchMenu, useRecommendedProducts } from '../hooks/use-branch-menu';
import { ProductGrid } from './product-grid';

const MenuNotice = lazy(() => import('./menu-notice'));
// The spinner shows only while more categories load: not in the first load.
const LoadingMore = lazy(() => import('./loading-more'));

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalXXL },
  section: { display: 'grid', rowGap: tokens.spacingVerticalM, scrollMarginTop: '140px' },
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
    paddingBlock: tokens.spacingVerticalXS,
    scrollbarWidth: 'none',
  },
  chip: {
    flexShrink: 0,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  more: { display: 'flex', justifyContent: 'center', minHeight: '32px' },
});

/** The selected branch's menu: recommended dishes, then every category with its dishes. */
export function BranchMenu() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { branches } = useBranches();
  const { selected } = useSelectedBranch(branches);
  const shopId = selected?.id ?? null;
  const menu = useBranchMenu(shopId);
  const recommended = useRecommendedProducts(shopId);
  const endRef = useInfiniteScroll<HTMLDivElement>(menu.loadMore, menu.hasNextPage);

  if (menu.error) {
    return (
      <Suspense fallback={null}>
        <MenuNotice intent="error">
          {loadFailureText(t, menu.error, t('home.loadError'))} <Button size="small" onClick={menu.retry}>{t('home.retry')}</Button>
        </MenuNotice>
      </Suspense>
    );
  }
  if (!shopId || menu.loading) return <ShimmerRows count={6} />;

  /** "Downtown is closed now. Opens tomorrow at 09:00. You can still browse the menu." (the server's `open_now`, `opens_at`). */
  const closedNotice = (branch: NonNullable<typeof selected>) => {
    const { detail } = openStatusWords(t, branch, i18n.language);
    const title = branch.translation?.title ?? '';
    return detail ? t('home.closedNowOpens', { branch: title, opening: detail }) : t('home.closedNow', { branch: title });
  };

  return (
    <div className={styles.root}>
      {selected && selected.open_now !== true && (
        <Suspense fallback={null}>
          <MenuNotice intent="warning" testId="branch-closed">{closedNotice(selected)}</MenuNotice>
        </Suspense>
      )}
      {menu.categories.length > 0 && (
        <nav className={styles.nav} aria-label={t('home.categories')}>
          {menu.categories.map((category) => (
            <a key={category.id} className={styles.chip} href={`#category-${category.uuid}`}>
              {category.translation?.title}
            </a>
          ))}
        </nav>
      )}
      {recommended.length > 0 && (
        <section className={styles.section} aria-labelledby="recommended-title">
          <Text as="h2" size={600} weight="semibold" id="recommended-title">{t('home.recommended')}</Text>
          <ProductGrid products={recommended} branchId={shopId} aboveFold />
        </section>
      )}
      {menu.categories.length === 0 && <Text>{t('home.empty')}</Text>}
      {/* Each category is its own Suspense boundary: nothing in it suspends, but a server-rendered
          menu then hydrates category by category in short tasks (a phone stays responsive) instead
          of in one long one; a tap on a category not hydrated yet hydrates it first. */}
      {menu.categories.map((category) => (
        <Suspense key={category.id} fallback={null}>
          <section className={styles.section} id={`category-${category.uuid}`} aria-labelledby={`category-title-${category.id}`} data-testid="menu-category">
            <Text as="h2" size={600} weight="semibold" id={`category-title-${category.id}`}>{category.translation?.title}</Text>
            <ProductGrid products={present(category.products)} branchId={shopId} />
          </section>
        </Suspense>
      ))}
      <div ref={endRef} className={styles.more}>
        {menu.loadingMore && (
          <Suspense fallback={null}>
            <LoadingMore label={t('home.loadingMore')} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
