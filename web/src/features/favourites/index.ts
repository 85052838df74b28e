export { useFavourites } from './hooks/use-favourites';
export { FavouriteButton } from './components/favourite-button';
export { LikedPage, type LikedPageProps } from './components/liked-page';
