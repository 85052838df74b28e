import {
  Button,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../shared/ui/route-link';
import { PreferencesPanel } from '../../features/preferences';
import { SideMenuAccount } from '../../features/auth';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  body: { display: 'grid', rowGap: tokens.spacingVerticalL, alignContent: 'start' },
});

const LINKS = [
  ['/', 'nav.home'],
  ['/liked', 'nav.liked'],
  ['/orders', 'nav.orders'],
  ['/reservations', 'nav.reservations'],
  ['/branches', 'nav.branches'],
  ['/blog', 'nav.blog'],
  ['/recipes', 'nav.recipes'],
  ['/help', 'nav.help'],
  ['/be-seller', 'nav.beSeller'],
  ['/deliver', 'nav.deliver'],
] as const;

/** The side menu: the account (or Login), links, then language, currency and theme. Opens from
 * the start edge. */
export function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <OverlayDrawer position="start" open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={() => onOpenChange(false)} />
          }
        >
          {t('header.menu')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <SideMenuAccount onNavigate={() => onOpenChange(false)} />
        <Divider />
        <nav aria-label={t('header.menu')}>
          <ul className={styles.list}>
            {LINKS.map(([to, key]) => (
              <li key={to}>
                <RouteLink to={to} subtle onClick={() => onOpenChange(false)}>
                  {t(key)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <Divider />
        <PreferencesPanel />
      </DrawerBody>
    </OverlayDrawer>
  );
}

export default SideMenu;
