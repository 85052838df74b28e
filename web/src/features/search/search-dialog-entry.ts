// Lazy entry point of the mobile full-screen search (a public face of the feature, like index.ts).
export { SearchDialog as default } from './components/search-dialog';
