import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Page } from '../../../shared/ui/page';
import { useTwoColumnStyles } from '../../../shared/ui/two-columns';
import { useReferralProgramme, type ProgrammeState } from '../hooks/use-referral-programme';
import { useReferralsStrings } from '../hooks/use-referrals-strings';
import { GuestInvitation } from './guest-invitation';
import { MyInvitation } from './my-invitation';
import { NotRunning } from './not-running';
import { ProgrammeCard, ProgrammeCardSkeleton, ProgrammeFaq } from './programme-card';

const useStyles = makeStyles({
  failed: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
});

function Programme({ state }: { state: ProgrammeState }) {
  const styles = useStyles();
  const columns = useTwoColumnStyles();
  const { t } = useTranslation();
  const { signedIn } = useSession();
  switch (state.status) {
    case 'off':
      return <NotRunning />;
    case 'failed':
      return (
        <div className={styles.failed}>
          <MessageBar intent="error" layout="multiline"><MessageBarBody>{t('referrals.loadFailed')}</MessageBarBody></MessageBar>
          <SecondaryButton onClick={state.retry}>{t('referrals.retry')}</SecondaryButton>
        </div>
      );
    case 'loading':
      return <div className={columns.layout}><ProgrammeCardSkeleton /></div>;
    case 'on':
      return (
        <div className={columns.layout}>
          <div className={columns.column}>
            <ProgrammeCard programme={state.programme} />
          </div>
          <div className={columns.column}>
            {signedIn ? <MyInvitation programme={state.programme} /> : <GuestInvitation />}
            <ProgrammeFaq programme={state.programme} />
          </div>
        </div>
      );
  }
}

/** /referrals (public): the referral programme while it runs, with a guest's way to
 * sign up or a customer's code, link and figures. */
export function ReferralsPage() {
  useReferralsStrings();
  const { t } = useTranslation();
  const state = useReferralProgramme();
  return (
    <Page title={t('referrals.title')}>
      <Programme state={state} />
    </Page>
  );
}

export default ReferralsPage;
