import { NEWS_PARAM } from '../hooks/use-news-param';

/** Where a news item opens: home with `?news=<uuid>` (also a news notification's target). */
export function newsLink(uuid: string): string {
  return `/?${new URLSearchParams({ [NEWS_PARAM]: uuid })}`;
}
