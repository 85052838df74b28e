// Lazy entry point of the header's user menu (a public face of the feature, like index.ts):
// guests never load the menu's popover code.
export { UserMenu as default } from './components/user-menu';
