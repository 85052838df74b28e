import type { ApolloCache } from '@apollo/client';
import { addLazyTypePolicies } from '../../../shared/lib/apollo/lazy-type-policies';
import { pageMergePolicy } from '../../../shared/lib/apollo/type-policies/page-merge';

/** "View more" appends the next page to the tab's list: one list per tab (`type`), each page at
 * its offset. */
export function addNotificationPolicies(cache: ApolloCache<unknown>): void {
  addLazyTypePolicies(cache, 'notifications', { Query: { fields: { notifications: pageMergePolicy(['type'], 'perPage') } } });
}

/** After mark-all-read: every notification in the cache reads as read, in every tab's list. */
export function markCachedRead(cache: ApolloCache<unknown>, readAt: string): void {
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Notification:')) {
      cache.modify({ id, fields: { read_at: (value: string | null) => value ?? readAt } });
    }
  }
}
