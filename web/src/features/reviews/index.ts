/** The reviews feature's public surface: the branch page renders `<BranchReviews shopId={id} />`
 * lazily; /orders/{id} renders `<OrderReview order={order} />`. */
export { BranchReviews } from './components/branch-reviews';
export { OrderReview } from './components/order-review';
export { ReviewForm } from './components/review-form';
