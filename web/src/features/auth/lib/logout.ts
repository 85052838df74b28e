import type { ApolloClient } from '@apollo/client';
import { clearSession } from '../../../shared/lib/session';
import { signedOutState, type RootStore } from '../../../shared/lib/storage';

export interface LogoutDeps {
  /** The api's logout call; its failure is ignored. */
  callLogout: () => Promise<unknown>;
  client: Pick<ApolloClient<unknown>, 'clearStore'>;
  store: Pick<RootStore, 'setState'>;
  navigate: (to: string) => void;
}

/**
 * spec §4 logout: tells the api (ignoring a failure), forgets the token and user, the branch,
 * the local cart, favourites, shop filter and search history, goes home, then empties the
 * Apollo cache (the settings and anything the user saw). The cache is cleared without
 * refetching what is on screen, so no query of the old session is repeated without its token.
 */
export async function logout({ callLogout, client, store, navigate }: LogoutDeps): Promise<void> {
  try {
    await callLogout();
  } catch {
    // the session ends on this device whatever the api answers
  }
  clearSession();
  store.setState(signedOutState);
  navigate('/');
  await client.clearStore().catch(() => undefined);
}
