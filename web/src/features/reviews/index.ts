/** The reviews feature's public surface: /orders/{id} renders `<OrderReview order={order} />`;
 * the branch page renders `<BranchReviews shopId={id} />` lazily, through lazy.ts. */
export { BranchReviews } from './components/branch-reviews';
export { OrderReview } from './components/order-review';
export { ReviewForm } from './components/review-form';
