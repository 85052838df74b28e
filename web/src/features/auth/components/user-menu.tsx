import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingShopRegular,
  PersonRegular,
  ReceiptMoneyRegular,
  ReceiptRegular,
  SettingsRegular,
  SignOutRegular,
  WalletRegular,
} from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/lib/session';
import { Avatar } from '../../../shared/ui/avatar';
import { useLogout } from '../hooks/use-logout';

const useStyles = makeStyles({
  trigger: { columnGap: tokens.spacingHorizontalS, maxWidth: '220px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Account destinations shared by the header menu and the side menu. */
export const ACCOUNT_LINKS = [
  { to: '/profile', key: 'account.profile', Icon: PersonRegular },
  { to: '/orders', key: 'account.orders', Icon: ReceiptRegular },
  { to: '/refunds', key: 'account.refunds', Icon: ReceiptMoneyRegular },
  { to: '/wallet', key: 'account.wallet', Icon: WalletRegular },
  { to: '/settings', key: 'account.settings', Icon: SettingsRegular },
  { to: '/be-seller', key: 'account.beSeller', Icon: BuildingShopRegular },
] as const;

/** The desktop header's user menu: avatar and first name; Profile, Orders, Refunds,
 * Wallet, Settings, Be a seller and Logout. Loaded only once a user is signed in. */
export function UserMenu({ user }: { user: SessionUser | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu positioning={{ position: 'below', align: 'end' }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          // The name read out starts with the first name shown on the button (label in name).
          aria-label={user?.firstname ? t('account.menuOf', { name: user.firstname }) : t('account.menu')}
          icon={<Avatar src={user?.img} firstname={user?.firstname} size={32} />}
        >
          {user?.firstname && <span className={styles.name}>{user.firstname}</span>}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {ACCOUNT_LINKS.map(({ to, key, Icon }) => (
            <MenuItem key={to} icon={<Icon />} onClick={() => navigate(to)}>
              {t(key)}
            </MenuItem>
          ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()}>
            {t('account.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export default UserMenu;
