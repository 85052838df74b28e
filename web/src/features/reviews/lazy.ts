// The branch page's reviews load on demand (the reviews' lazy face, beside index.ts): its own
// chunk, apart from the review form that /orders/{id} takes from index.ts.
export const loadBranchReviews = () => import('./components/branch-reviews');
