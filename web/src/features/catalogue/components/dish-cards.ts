import { createContext, useCallback, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFavouriteSet, useToggleFavourite } from '../../favourites';

/** What every card of a grid shows alike, read once by the grid rather than by each card: a menu
 * hydrates a hundred cards, and each hook a card calls costs a phone's main thread a hundred times. */
export interface DishCards {
  pathname: string;
  search: string;
  favourites: ReadonlySet<string>;
  favouriteLabels: { add: string; remove: string };
}

export const DishCardsContext = createContext<DishCards>({ pathname: '/', search: '', favourites: new Set(), favouriteLabels: { add: '', remove: '' } });

export function useDishCards(): DishCards {
  const { pathname, search } = useLocation();
  const favourites = useFavouriteSet();
  const { t } = useTranslation();
  const add = t('favourites.add');
  const remove = t('favourites.remove');
  return useMemo(() => ({ pathname, search, favourites, favouriteLabels: { add, remove } }), [pathname, search, favourites, add, remove]);
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** One click handler for all the grid's cards (delegated): a card's link opens the dish in the
 * app, as a router link would (a click with a modifier key is left to the browser: a new tab),
 * and its heart adds or removes the favourite. Keyboards reach both: Enter on a link and Enter
 * or Space on a button are clicks. */
export function useDishClicks() {
  const navigate = useNavigate();
  const toggleFavourite = useToggleFavourite();
  return useCallback((event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const heart = target.closest<HTMLElement>('[data-favourite]');
    if (heart?.dataset.favourite) {
      toggleFavourite(heart.dataset.favourite);
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[data-dish]');
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '');
  }, [navigate, toggleFavourite]);
}
