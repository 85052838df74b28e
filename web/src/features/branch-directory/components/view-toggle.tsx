import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { MapRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { BranchViewChoice } from '../../../shared/lib/storage';

const useStyles = makeStyles({
  group: { display: 'flex', columnGap: tokens.spacingHorizontalXS, justifySelf: 'start' },
});

/** List or map: two toggle buttons, the shown one pressed. */
export function ViewToggle({ value, onChange }: { value: BranchViewChoice; onChange: (view: BranchViewChoice) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('branchDirectory.view')} className={styles.group}>
      <ToggleButton checked={value === 'list'} icon={<TextBulletListLtrRegular />} onClick={() => onChange('list')}>
        {t('branchDirectory.list')}
      </ToggleButton>
      <ToggleButton checked={value === 'map'} icon={<MapRegular />} onClick={() => onChange('map')}>
        {t('branchDirectory.map')}
      </ToggleButton>
    </div>
  );
}
