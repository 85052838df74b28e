import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FoundProduct } from '../hooks/use-product-search';
import { loadFailureText } from '../../../shared/lib/i18n/rate-limit';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useInfiniteScroll } from '../../../shared/hooks/use-in-view';
import { ProductRow } from './product-row';


const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  count: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  more: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalS },
  marker: { height: '1px' },
});

export interface SearchResultsProps {
  products: ReadonlyArray<FoundProduct>;
  total: number;
  loading: boolean;
  loadingMore?: boolean;
  hasNextPage: boolean;
  onLoadMore: () => void;
  onOpenProduct?: (product: FoundProduct) => void;
  /** Why the search failed (gateway or api unreachable, bad input, too many requests): shown
   * instead of "Found 0". */
  failure?: unknown;
}

/** The search results block, with infinite scroll. */
export function SearchResults({
  products,
  total,
  loading,
  loadingMore = false,
  hasNextPage,
  onLoadMore,
  onOpenProduct,
  failure,
}: SearchResultsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const failed = failure != null;
  const canLoad = hasNextPage && !loading && !loadingMore;
  const markerRef = useInfiniteScroll<HTMLDivElement>(onLoadMore, canLoad);

  return (
    <section className={styles.root} aria-labelledby="search-results-title" aria-busy={loading || loadingMore}>
      <div className={styles.head}>
        <Text as="h2" weight="semibold" size={400} id="search-results-title">
          {t('search.products')}
        </Text>
        {!loading && !failed && (
          <Text size={200} className={styles.count} aria-live="polite">
            {t('search.found', { count: total })}
          </Text>
        )}
      </div>
      {failed && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{loadFailureText(t, failure, t('search.failed'))}</MessageBarBody>
        </MessageBar>
      )}
      {loading ? (
        <ShimmerRows count={4} />
      ) : (
        <ul className={styles.list}>
          {products.map((p) => (
            <li key={p.uuid}>
              <ProductRow product={p} onOpen={onOpenProduct} />
            </li>
          ))}
        </ul>
      )}
      {canLoad && <div ref={markerRef} className={styles.marker} data-testid="search-end-marker" />}
      {loadingMore && (
        <div className={styles.more}>
          <Spinner size="tiny" label={t('common.loading')} />
        </div>
      )}
    </section>
  );
}
