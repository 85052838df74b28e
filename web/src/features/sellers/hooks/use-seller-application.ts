import { useSellerApplicationQuery } from '../../../graphql/sellers.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';

/**
 * The signed-in user's seller application. The api answers 404 ERROR_204 "You have no shop"
 * when there is none: that is `none`, not an error. Fetched on every visit (staff may have
 * decided meanwhile), then read from the cache, where a new application is written.
 */
export function useSellerApplication() {
  const { data, loading, error, refetch } = useSellerApplicationQuery({
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const application = data?.sellerApplication ?? null;
  const apiError = application ? null : apiErrorOf(error);
  const none = apiError?.statusCode === 'ERROR_204' || apiError?.status === 404;
  return {
    application,
    loading: loading && !application && !error,
    none,
    error: application || none ? undefined : error,
    refetch,
  };
}
