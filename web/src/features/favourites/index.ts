export { useFavourites, useFavouriteSet, useToggleFavourite } from './hooks/use-favourites';
export { FavouriteButton } from './components/favourite-button';
export { FavouriteHeart } from './components/favourite-heart';
export { LikedPage, type LikedPageProps } from './components/liked-page';
