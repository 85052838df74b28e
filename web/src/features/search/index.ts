export { HeaderSearch } from './components/header-search';
export { SearchResults, type SearchResultsProps } from './components/search-results';
export { RecentSearches, type RecentSearchesProps } from './components/recent-searches';
export { ProductRow } from './components/product-row';
export { useDebouncedSearchTerm, SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-search-term';
export { useSearchHistory, addToHistory, SEARCH_HISTORY_MAX } from './hooks/use-search-history';
export { useProductSearch, type ProductSearchResult } from './hooks/use-product-search';
