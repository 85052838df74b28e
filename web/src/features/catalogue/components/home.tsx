import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { BranchMenu } from './branch-menu';

/** The home route (eagerly loaded): the selected branch's menu. */
export function Home() {
  const { t } = useTranslation();
  return (
    <Page title={t('home.title')}>
      <BranchMenu />
    </Page>
  );
}
