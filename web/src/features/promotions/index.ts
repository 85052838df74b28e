export { BannerPage } from './components/banner-page';
