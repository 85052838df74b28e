import { Suspense, lazy, type ReactNode } from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBranches, useSelectedBranch } from '../../branches';
import { loadFailureText } from '../../../shared/lib/i18n/rate-limit';
import { openStatusWords } from '../../../shared/lib/open-status';
import type { ProductFilter } from '../../../shared/lib/storage';
import { useInfiniteScroll } from '../../../shared/hooks/use-in-view';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import {
  useBranchCategories,
  useBranchMenu,
  useFilteredProducts,
  useMenuDish,
  useMostPopularProducts,
  useRecommendedProducts,
} from '../hooks/use-branch-menu';
import { useProductFilter } from '../hooks/use-product-filter';
import { HomeBanners } from './home-banners';
import { MenuFilter, type CategoryChoice } from './menu-filter';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridLayout } from './product-grid';

const MenuNotice = lazy(() => import('./menu-notice'));
// The spinner shows only while more dishes load: not in the first load.
const LoadingMore = lazy(() => import('./loading-more'));

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalXXL },
  section: { display: 'grid', rowGap: tokens.spacingVerticalM, scrollMarginTop: '140px' },
  // On phones and tablets a category off screen is not styled, laid out or painted until it nears
  // the viewport: the whole menu is in the first HTML, and a phone would otherwise lay out every
  // dish before its first paint. `auto` keeps the size it had once shown; 640 px stands in until
  // then. Not on desktops, which lay the menu out fast enough, and where axe-core (4.14) places
  // the links of a skipped category over the header in its target-size geometry.
  offscreen: { '@media (max-width: 1139.98px)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } },
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
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  count: { color: tokens.colorNeutralForeground3 },
  more: { display: 'flex', justifyContent: 'center', minHeight: '32px' },
});

/** The product filter as it applies to this branch: a category the branch does not have (chosen
 * at another branch) is left out once the branch's categories are known. */
export function filterForBranch(filter: ProductFilter, categories: ReadonlyArray<CategoryChoice>): ProductFilter {
  const known = !categories.length || categories.some((category) => category.id === filter.category_id);
  return filter.category_id && !known ? { ...(filter.order_by ? { order_by: filter.order_by } : {}) } : filter;
}

/** The selected branch's menu: the sort and category filter, then either the whole menu
 * (recommended, most popular, every category with its dishes) or, once the customer sorted or
 * narrowed it, the matching dishes in one list. */
export function BranchMenu() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { branches } = useBranches();
  const { selected } = useSelectedBranch(branches);
  const shopId = selected?.id ?? null;
  const productFilter = useProductFilter();
  const categories = useBranchCategories(shopId);
  const filter = filterForBranch(productFilter.filter, categories);
  const filtered = filter.order_by !== undefined || filter.category_id !== undefined;

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
      {shopId && <MenuFilter filter={filter} categories={categories} onChange={productFilter.change} />}
      {!shopId ? <ShimmerRows count={6} /> : filtered
        ? <FilteredMenu shopId={shopId} filter={filter} categories={categories} onClear={productFilter.clear} />
        : <WholeMenu shopId={shopId} />}
    </div>
  );
}

/** A failed load, with its retry. */
function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <MenuNotice intent="error">
        {loadFailureText(t, error, t('home.loadError'))} <Button size="small" onClick={retry}>{t('home.retry')}</Button>
      </MenuNotice>
    </Suspense>
  );
}

/** The end of an infinitely scrolling list: the next page loads when it comes into view. */
function MoreMarker({ loadMore, hasNextPage, loadingMore }: { loadMore: () => void; hasNextPage: boolean; loadingMore: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const endRef = useInfiniteScroll<HTMLDivElement>(loadMore, hasNextPage);
  return (
    <div ref={endRef} className={styles.more}>
      {loadingMore && (
        <Suspense fallback={null}>
          <LoadingMore label={t('home.loadingMore')} />
        </Suspense>
      )}
    </div>
  );
}

function Section({ id, title, children, testId, offscreen = false }: { id: string; title: string; children: ReactNode; testId?: string; offscreen?: boolean }) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.section, offscreen && styles.offscreen)} id={id} aria-labelledby={`${id}-title`} data-testid={testId}>
      <Text as="h2" size={600} weight="semibold" id={`${id}-title`}>{title}</Text>
      {children}
    </section>
  );
}

/** A dish of a menu category: its card reads its own fields, once its category renders. */
function MenuDish({ uuid, branchId }: { uuid: string; branchId: number }) {
  const product = useMenuDish(uuid);
  return product && <ProductCard product={product} branchId={branchId} />;
}

/** The whole menu: category links, recommended, the promotions (below the first pictures: never
 * the page's largest paint), most popular, then every category. */
function WholeMenu({ shopId }: { shopId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const menu = useBranchMenu(shopId);
  const recommended = useRecommendedProducts(shopId);
  const popular = useMostPopularProducts(shopId, recommended);

  if (menu.error) return <LoadFailure error={menu.error} retry={menu.retry} />;
  if (menu.loading) return <ShimmerRows count={6} />;
  return (
    <>
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
        <Section id="recommended" title={t('home.recommended')}>
          <ProductGrid products={recommended} branchId={shopId} aboveFold />
        </Section>
      )}
      <HomeBanners shopId={shopId} />
      {popular.length > 0 && (
        <Section id="most-popular" title={t('home.mostPopular')} testId="most-popular">
          <ProductGrid products={popular} branchId={shopId} aboveFold={!recommended.length} />
        </Section>
      )}
      {menu.categories.length === 0 && <Text>{t('home.empty')}</Text>}
      {/* Each category is its own Suspense boundary: nothing in it suspends, but a server-rendered
          menu then hydrates category by category in short tasks (a phone stays responsive) instead
          of in one long one; a tap on a category not hydrated yet hydrates it first. */}
      {menu.categories.map((category) => (
        <Suspense key={category.id} fallback={null}>
          <Section id={`category-${category.uuid}`} title={category.translation?.title ?? ''} testId="menu-category" offscreen>
            <ProductGridLayout>
              {category.products.map(({ uuid }) => <MenuDish key={uuid} uuid={uuid} branchId={shopId} />)}
            </ProductGridLayout>
          </Section>
        </Suspense>
      ))}
      <MoreMarker {...menu} />
    </>
  );
}

/** The branch's dishes as the customer sorted or narrowed them, in one list. */
function FilteredMenu({ shopId, filter, categories, onClear }: {
  shopId: number;
  filter: ProductFilter;
  categories: ReadonlyArray<CategoryChoice>;
  onClear: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const list = useFilteredProducts(shopId, filter);
  const category = categories.find((c) => c.id === filter.category_id);
  const title = category?.translation?.title ?? t('home.filter.allDishes');

  if (list.error) return <LoadFailure error={list.error} retry={list.retry} />;
  if (list.loading) return <ShimmerRows count={6} />;
  return (
    <section className={styles.section} aria-labelledby="filtered-title" data-testid="filtered-menu">
      <div className={styles.heading}>
        <Text as="h2" size={600} weight="semibold" id="filtered-title">{title}</Text>
        <Text className={styles.count}>{t('home.filter.count', { count: list.total })}</Text>
        <Button appearance="subtle" size="small" onClick={onClear}>{t('home.filter.wholeMenu')}</Button>
      </div>
      {list.products.length ? <ProductGrid products={list.products} branchId={shopId} aboveFold /> : <Text>{t('home.filter.none')}</Text>}
      <MoreMarker {...list} />
    </section>
  );
}
