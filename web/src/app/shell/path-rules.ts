/** Path fragments that switch to the simplified header with a Back button (refunds
 * among them, as they hang off the orders). */
export const BACK_HEADER_FRAGMENTS = [
  'checkout',
  'profile',
  'settings',
  'help',
  'orders/',
  'be-seller',
  'branches',
  'about',
  'products',
  'reservations',
  'refunds',
  'wallet',
  // a recipe's page (issue 17), not /recipes itself
  'recipes/',
] as const;

export function usesBackHeader(pathname: string): boolean {
  return BACK_HEADER_FRAGMENTS.some((f) => pathname.includes(f));
}

/** Where Back goes: an orders path → /orders, and so do the refunds, asked for from an order;
 * a branch's page → /branches, a recipe's → /recipes; checkout → one step back (-1); otherwise → /. */
export function backTarget(pathname: string): '/orders' | '/branches' | '/recipes' | '/' | -1 {
  if (pathname.includes('orders') || pathname.includes('refunds')) return '/orders';
  if (pathname.startsWith('/branches/')) return '/branches';
  if (pathname.startsWith('/recipes/')) return '/recipes';
  if (pathname.includes('checkout')) return -1;
  return '/';
}

/** group/order hides the branch selector, the mobile bottom bar and the bar next to the footer. */
export function isGroupOrderPath(pathname: string): boolean {
  return pathname.includes('group/order');
}
