import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirebaseCallbackMutation } from '../../../graphql/auth.generated';
import { STARTS_SESSION } from '../../../shared/lib/apollo/session-links';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useNotify } from '../../../shared/ui/notify';
import type { FirebaseProvider } from '../lib/firebase';
import { referralRefusal } from '../lib/referral-errors';
import { referralInput } from '../lib/sign-up';
import { useFinishSignIn } from './use-finish-sign-in';

/** A friend's referral code sent with the sign-in (on /register), and where its refusal goes. */
export interface FirebaseReferral {
  code: string;
  /** The translated refusal of the code (ERROR_472/473/474). */
  onRefused: (message: string) => void;
}

/** Posts a firebase ID token (and the referral code, if any) to the api's callback of its
 * provider (Apple to `apple`) and signs in with the answer; a refusal of the referral code goes
 * to `referral.onRefused`, any other is a translated toast. Resolves to whether it signed in. */
export function useFirebaseExchange(
  target: string,
  referral?: FirebaseReferral,
): (provider: FirebaseProvider | 'phone', idToken: string) => Promise<boolean> {
  const { t } = useTranslation();
  const notify = useNotify();
  const finishSignIn = useFinishSignIn();
  const [callback] = useFirebaseCallbackMutation({ context: STARTS_SESSION });
  return useCallback(
    async (provider, idToken) => {
      try {
        const input = { id_token: idToken, ...referralInput(referral?.code) };
        const { data } = await callback({ variables: { provider, input } });
        const session = data?.firebaseCallback;
        if (!session) throw new Error('empty firebase callback answer');
        finishSignIn(session.user, target);
        return true;
      } catch (error) {
        const apiError = apiErrorOf(error);
        const refusal = referral && referralRefusal(t, apiError);
        if (refusal) referral.onRefused(refusal);
        else notify.error(translateApiError(t, apiError));
        return false;
      }
    },
    [callback, finishSignIn, notify, t, target, referral],
  );
}
