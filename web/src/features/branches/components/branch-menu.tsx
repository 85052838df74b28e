import { useState, type ReactElement } from 'react';
import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Branch } from '../hooks/use-branches';
import { OpenStatus } from '../../../shared/ui/open-status';
import { ShopRating } from '../../../shared/ui/shop-rating';
import type { BranchSelectorProps } from './branch-selector';

const useStyles = makeStyles({
  item: { display: 'grid', rowGap: tokens.spacingVerticalXXS },
  status: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/** The branch list, each branch with the server's word on its opening ("Closed · Opens at
 * 18:00") and its rating ("★ 4.6 (14)"); opens as soon as it has loaded (the user clicked the trigger). */
export default function BranchMenu({
  branches,
  selected,
  onSelect,
  trigger,
}: BranchSelectorProps & { trigger: ReactElement }) {
  const styles = useStyles();
  const [open, setOpen] = useState(true);
  return (
    <Menu
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      checkedValues={{ branch: selected ? [String(selected.id)] : [] }}
      onCheckedValueChange={(_, data) => {
        const branch: Branch | undefined = branches.find((b) => String(b.id) === data.checkedItems[0]);
        if (branch) onSelect(branch);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {branches.map((b) => (
            <MenuItemRadio key={b.id} name="branch" value={String(b.id)}>
              <span className={styles.item}>
                <span>{b.translation?.title}</span>
                <span className={styles.status}>
                  <OpenStatus shop={b} />
                  <ShopRating rating={b.rating_avg} count={b.reviews_count} hideEmpty />
                </span>
              </span>
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
