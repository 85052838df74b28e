import { useSearchParams } from 'react-router-dom';

/** The friend's referral code the sign-up flow carries in `?referral=` ('' none): their shared
 * link opens /register with it, and the pages the flow goes through keep it (`withReferral`). */
export function useReferralParam(): string {
  const [params] = useSearchParams();
  return params.get('referral') ?? '';
}
