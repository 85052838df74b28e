import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEWS_PARAM } from './use-news-param';

/** Closes the news item: removes `news`, keeping the page and its other params (no reload). */
export function useCloseNews(): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(NEWS_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
}
