import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { useCountdown } from '../hooks/use-countdown';
import { RESEND_SECONDS } from '../lib/sign-up';

export interface ResendCodeButtonProps {
  /** Sends a new code; resolves to the seconds to wait before the next one (30 after a
   * success, the api's retry_after after ERROR_429, 0 to allow a retry at once). */
  onResend: () => Promise<number>;
  /** Seconds to wait at first: 30, a code having just been sent; 0 where none is known to be. */
  wait?: number;
}

/** "Resend code", disabled with a countdown for 30 s after each code. */
export function ResendCodeButton({ onResend, wait = RESEND_SECONDS }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  const { left, restart } = useCountdown(wait);
  const [loading, setLoading] = useState(false);
  const onClick = async () => {
    setLoading(true);
    try {
      restart(await onResend());
    } finally {
      setLoading(false);
    }
  };
  return (
    <SecondaryButton type="button" disabled={left > 0} loading={loading} onClick={onClick}>
      {left > 0 ? t('auth.resendIn', { count: left }) : t('auth.resend')}
    </SecondaryButton>
  );
}
