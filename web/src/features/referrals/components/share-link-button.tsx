import { CopyRegular, ShareRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { canShare, isShareCancelled } from '../lib/share-link';

export interface ShareLinkButtonProps {
  link: string;
  /** The message that goes with the link in the share sheet. */
  text: string;
}

/** Share (the Web Share API, where the browser has it: mostly phones) or Copy link (the
 * clipboard, with a toast). Which one is known only in the browser: the server's page and the
 * hydration say Copy. */
export function ShareLinkButton({ link, text }: ShareLinkButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const share = useHydrated() && canShare();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('referrals.mine.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is on screen to select.
      notify.error(t('referrals.mine.copyFailed'));
    }
  };
  const onClick = async () => {
    if (!share) return copy();
    try {
      await navigator.share({ title: t('referrals.mine.shareTitle'), text, url: link });
    } catch (error) {
      if (!isShareCancelled(error)) await copy();
    }
  };

  return (
    <PrimaryButton icon={share ? <ShareRegular /> : <CopyRegular />} onClick={() => void onClick()}>
      {share ? t('referrals.mine.share') : t('referrals.mine.copy')}
    </PrimaryButton>
  );
}
