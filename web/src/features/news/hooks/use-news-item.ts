import { useNewsItemQuery } from '../../../graphql/news.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';

/** One news item in full. Without it, `notFound` says the api does not know it (404: unknown,
 * a draft or inactive) rather than that it could not be loaded. */
export function useNewsItem(uuid: string) {
  const { data, loading, error } = useNewsItemQuery({ variables: { uuid } });
  return { item: data?.newsItem ?? null, loading, notFound: !error || apiErrorOf(error)?.status === 404 };
}
