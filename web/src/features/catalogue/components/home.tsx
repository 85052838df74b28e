import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BranchMenu } from './branch-menu';

const useStyles = makeStyles({
  root: {
    maxWidth: '1140px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
  },
});

/** The home route (eagerly loaded): the selected branch's menu. */
export function Home() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.root} id="main">
      <Text as="h1" size={700} weight="semibold">
        {t('home.title')}
      </Text>
      <BranchMenu />
    </main>
  );
}
