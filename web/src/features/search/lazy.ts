// The phone's full-screen search loads on demand (the search's lazy face, beside index.ts).
export const loadSearchDialog = () => import('./components/search-dialog');
