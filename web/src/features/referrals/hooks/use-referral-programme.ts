import { useSettingsQuery } from '../../../graphql/generated';
import { useReferralQuery, type ReferralQuery } from '../../../graphql/referrals.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { isSettingOn, settingsToObject } from '../../settings';

export type ReferralProgramme = NonNullable<ReferralQuery['referral']>;

export type ProgrammeState =
  | { status: 'loading' }
  | { status: 'off' }
  | { status: 'failed'; retry: () => void }
  | { status: 'on'; programme: ReferralProgramme };

/** The programme /referrals shows. Off while the `referral_active` setting is off (the programme
 * is not even asked for), or when the api says none runs (404: ended, or switched off since the
 * settings were read). */
export function useReferralProgramme(): ProgrammeState {
  const settings = useSettingsQuery();
  const list = settings.data?.settings;
  const active = isSettingOn(settingsToObject(list).referral_active);
  const referral = useReferralQuery({ skip: !active, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const retry = () => void (settings.error && !list ? settings.refetch() : referral.refetch()).catch(() => undefined);

  if (!list) return settings.loading ? { status: 'loading' } : { status: 'failed', retry };
  if (!active) return { status: 'off' };
  const programme = referral.data?.referral;
  if (programme) return { status: 'on', programme };
  if (referral.error) return apiErrorOf(referral.error)?.status === 404 ? { status: 'off' } : { status: 'failed', retry };
  return { status: 'loading' };
}
