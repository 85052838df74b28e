import { useState, type ReactElement } from 'react';
import {
  Badge,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShopView } from '../../../shared/types/catalogue';
import { isShopClosed } from '../../../shared/lib/shop-status';
import type { BranchSelectorProps } from './branch-selector';

const useStyles = makeStyles({
  item: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

/** The branch list; opens as soon as it has loaded (the user clicked the trigger). */
export default function BranchMenu({
  branches,
  selected,
  onSelect,
  now,
  trigger,
}: BranchSelectorProps & { trigger: ReactElement }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const at = now ?? new Date();
  return (
    <Menu
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      checkedValues={{ branch: selected ? [String(selected.id)] : [] }}
      onCheckedValueChange={(_, data) => {
        const branch: ShopView | undefined = branches.find((b) => String(b.id) === data.checkedItems[0]);
        if (branch) onSelect(branch);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {branches.map((b) => (
            <MenuItemRadio key={b.id} name="branch" value={String(b.id)}>
              <span className={styles.item}>
                {b.translation?.title}
                {isShopClosed(b, at) && (
                  <Badge appearance="tint" color="danger" size="small">
                    {t('branch.closed')}
                  </Badge>
                )}
              </span>
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
