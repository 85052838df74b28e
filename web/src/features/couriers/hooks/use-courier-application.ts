import { useCourierApplicationQuery } from '../../../graphql/couriers.generated';
import { NOT_FOUND_IS_ANSWER } from '../../../shared/lib/apollo/session-links';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';

/**
 * The signed-in customer's latest courier application. The api answers 404 when there is none:
 * that is `none`, not an error. Fetched on every visit (staff may have decided meanwhile), then
 * read from the cache, where a new application is written.
 */
export function useCourierApplication(skip: boolean) {
  const { data, loading, error, refetch } = useCourierApplicationQuery({ skip, context: { [NOT_FOUND_IS_ANSWER]: true }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const application = data?.courierApplication ?? null;
  const none = !application && isNotFoundError(error);
  return {
    application,
    loading: loading && !application && !error,
    none,
    error: application || none ? undefined : error,
    refetch,
  };
}
