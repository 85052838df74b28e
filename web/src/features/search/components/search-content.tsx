import { makeStyles, tokens } from '@fluentui/react-components';
import type { SearchController } from '../hooks/use-search-controller';
import { RecentSearches } from './recent-searches';
import { SearchResults } from './search-results';

const useStyles = makeStyles({ root: { display: 'grid', rowGap: tokens.spacingVerticalL } });

/** Results for a term, or the recent searches while the box is empty. */
export function SearchContent({ controller, onOpenProduct }: { controller: SearchController; onOpenProduct?: () => void }) {
  const styles = useStyles();
  const { term, results, history } = controller;
  return (
    <div className={styles.root}>
      {term ? (
        <SearchResults
          products={results.products}
          total={results.total}
          loading={results.loading}
          loadingMore={results.loadingMore}
          hasNextPage={results.hasNextPage}
          onLoadMore={results.loadMore}
          failure={results.products.length === 0 ? results.error : undefined}
          onOpenProduct={() => {
            controller.remember();
            onOpenProduct?.();
          }}
        />
      ) : (
        <RecentSearches
          history={history.history}
          onSelect={controller.rerun}
          onRemove={history.remove}
          onClear={history.clear}
        />
      )}
    </div>
  );
}
