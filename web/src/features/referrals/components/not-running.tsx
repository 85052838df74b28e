import { Text } from '@fluentui/react-components';
import { GiftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/ui/notice';
import { RouteLink } from '../../../shared/ui/route-link';

/** The programme is switched off (setting `referral_active`) or none runs: said plainly rather
 * than "page not found", since links to this page stay around (footer of an old page, a message). */
export function NotRunning() {
  const { t } = useTranslation();
  return (
    <Notice Icon={GiftRegular} title={t('referrals.off.title')} heading="h2" id="referrals-off-title" role="status">
      <Text>{t('referrals.off.text')}</Text>
      <RouteLink to="/">{t('referrals.off.home')}</RouteLink>
    </Notice>
  );
}
