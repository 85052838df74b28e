export { NewsOverlay } from './components/news-overlay';
export { newsLink } from './lib/news-link';
