import { Suspense, lazy, useState, type ReactElement } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingShopRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../hooks/use-branches';

// The menu (positioning, badges) loads on the first click, keeping it out of the home chunk.
const BranchMenu = lazy(() => import('./branch-menu'));

const useStyles = makeStyles({
  trigger: { justifyContent: 'flex-start', minWidth: 0, maxWidth: '320px', textAlign: 'start' },
  text: { display: 'grid', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3 },
});

export interface BranchSelectorProps {
  branches: ReadonlyArray<Branch>;
  selected: Branch | null;
  onSelect: (branch: Branch) => void;
}

/** The label "Branch" plus the branch title; each listed branch says whether it is open
 * (the server's `open_now`, `closes_at`, `opens_at`). */
export function BranchSelector({ branches, selected, onSelect }: BranchSelectorProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const title = selected?.translation?.title ?? t('branch.none');

  const trigger = (onClick?: () => void): ReactElement => (
    <Button
      appearance="transparent"
      className={styles.trigger}
      icon={<BuildingShopRegular />}
      disabled={branches.length === 0}
      aria-label={t('branch.change', { title })}
      aria-haspopup="menu"
      onClick={onClick}
    >
      <span className={styles.text}>
        <Text size={200} className={styles.label}>
          {t('branch.label')}
        </Text>
        {/* Two words, though shown on two lines: the name read out contains the text shown. */}{' '}
        <Text weight="semibold" truncate wrap={false}>
          {title}
        </Text>
      </span>
      <ChevronDownRegular aria-hidden />
    </Button>
  );

  if (!requested) return trigger(() => setRequested(true));
  return (
    <Suspense fallback={trigger()}>
      <BranchMenu branches={branches} selected={selected} onSelect={onSelect} trigger={trigger()} />
    </Suspense>
  );
}
