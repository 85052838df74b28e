import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element enters the viewport (extended by
 * `rootMargin`) while `enabled`. Used for the infinite-scroll end marker.
 */
export function useInView<T extends Element>(onVisible: () => void, { enabled = true, rootMargin = '0px' } = {}) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}

/** The next page loads when the end marker comes within 20px of view. */
export const INFINITE_SCROLL_MARGIN = '20px';

/** The end marker of an infinitely scrolling list: attach the ref below the last item. */
export function useInfiniteScroll<T extends Element>(loadMore: () => void, hasNextPage: boolean) {
  return useInView<T>(loadMore, { enabled: hasNextPage, rootMargin: INFINITE_SCROLL_MARGIN });
}
