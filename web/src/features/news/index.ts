export { NewsOverlay } from './components/news-overlay';
export { newsLink } from './lib/news-link';
export { default as BlogPage } from './components/blog-page';
