import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useResendCodeMutation, type CodeSentFragment } from '../../../graphql/auth.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { retryAfterSeconds } from '../../../shared/lib/i18n/rate-limit';
import { useNotify } from '../../../shared/ui/notify';
import { RESEND_SECONDS } from '../lib/sign-up';

export type SentCode = Pick<CodeSentFragment, 'verifyId' | 'phone'>;

/** The code a page checks: `?verifyId=` (survives a reload) and the masked phone it went to
 * (router state; null after a reload). `show(sent)` puts a code on the page. */
export function useSentCode(): { verifyId: string; phone: string | null; show: (sent: SentCode, replace?: boolean) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const verifyId = params.get('verifyId') ?? '';
  const stored = state as Partial<SentCode> | null;
  const phone = stored?.verifyId === verifyId && typeof stored.phone === 'string' ? stored.phone : null;
  const show = useCallback(
    (sent: SentCode, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('verifyId', sent.verifyId);
          return next;
        },
        { replace, state: { verifyId: sent.verifyId, phone: sent.phone } },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('verifyId');
        return next;
      }),
    [setParams],
  );
  return { verifyId, phone, show, clear };
}

/** "Resend code" through the api: the answer's new verifyId replaces the old one (`onSent`);
 * resolves to the seconds to wait before the next resend. */
export function useResendCode(verifyId: string, onSent: (sent: SentCode) => void): () => Promise<number> {
  const { t } = useTranslation();
  const notify = useNotify();
  const [resend] = useResendCodeMutation();
  return async () => {
    try {
      const { data } = await resend({ variables: { input: { verifyId } } });
      const sent = data?.resendCode;
      if (!sent) throw new Error('empty resend answer');
      onSent(sent);
      notify.success(t('auth.codeResent'));
      return RESEND_SECONDS;
    } catch (error) {
      const apiError = apiErrorOf(error);
      notify.error(translateApiError(t, apiError));
      return retryAfterSeconds(apiError) ?? 0;
    }
  };
}
