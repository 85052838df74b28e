import { useBranchDirectoryAddressesQuery } from '../../../graphql/branch-directory.generated';
import type { LatLng } from '../../../shared/lib/map/map-config';
import { useSession } from '../../../shared/lib/session';
import { hasLocation } from '../lib/distance';

/** Where the customer has deliveries brought: their active saved address, else their first (as
 * checkout preselects it); null for a guest or a customer without one. */
export function useCustomerLocation(): LatLng | null {
  const { signedIn } = useSession();
  const { data } = useBranchDirectoryAddressesQuery({ skip: !signedIn, fetchPolicy: 'cache-first' });
  const addresses = data?.addresses?.items ?? [];
  const address = addresses.find((a) => a.active) ?? addresses[0];
  return address && hasLocation(address.location) ? address.location : null;
}
