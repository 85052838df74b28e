import type { ApolloClient } from '@apollo/client';
import { clearSession } from '../../../shared/lib/session';
import { signedOutState, type RootStore } from '../../../shared/lib/storage';
import { forgetPushToken, rememberedPushToken } from '../../../shared/lib/push-token';

export interface LogoutDeps {
  /** The api's logout call, with this device's push token for the api to forget; its failure
   * is ignored. */
  callLogout: (pushToken: string | undefined) => Promise<unknown>;
  client: Pick<ApolloClient<unknown>, 'clearStore'>;
  store: Pick<RootStore, 'setState'>;
  navigate: (to: string) => void;
}

/**
 * Logout: tells the api (ignoring a failure; with this device's push token, so that the
 * api stops pushing here), forgets the token and user, the push token, the branch, the local
 * cart, favourites, shop filter and search history, goes home, then empties the Apollo cache
 * (the settings and anything the user saw). The cache is cleared without refetching what is on
 * screen, so no query of the old session is repeated without its token.
 */
export async function logout({ callLogout, client, store, navigate }: LogoutDeps): Promise<void> {
  try {
    await callLogout(rememberedPushToken() ?? undefined);
  } catch {
    // the session ends on this device whatever the api answers
  }
  clearSession();
  forgetPushToken();
  store.setState(signedOutState);
  navigate('/');
  await client.clearStore().catch(() => undefined);
}
