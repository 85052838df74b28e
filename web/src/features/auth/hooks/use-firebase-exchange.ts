import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirebaseCallbackMutation } from '../../../graphql/account.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useNotify } from '../../../shared/ui/notify';
import type { FirebaseProvider } from '../lib/firebase';
import { useFinishSignIn } from './use-finish-sign-in';

/** Posts a firebase ID token to the api's callback of its provider (Apple to `apple`) and signs
 * in with the answer; an api refusal is a translated toast. Resolves to whether it signed in. */
export function useFirebaseExchange(target: string): (provider: FirebaseProvider | 'phone', idToken: string) => Promise<boolean> {
  const { t } = useTranslation();
  const notify = useNotify();
  const finishSignIn = useFinishSignIn();
  const [callback] = useFirebaseCallbackMutation();
  return useCallback(
    async (provider, idToken) => {
      try {
        const { data } = await callback({ variables: { provider, input: { id_token: idToken } } });
        const session = data?.firebaseCallback?.data;
        if (!session) throw new Error('empty firebase callback answer');
        finishSignIn(session.access_token, session.user, target);
        return true;
      } catch (error) {
        notify.error(translateApiError(t, apiErrorOf(error)));
        return false;
      }
    },
    [callback, finishSignIn, notify, t, target],
  );
}
