// The header's user menu loads on demand (auth's lazy face, beside index.ts): guests never load
// the menu's popover code.
export const loadUserMenu = () => import('./components/user-menu');
