import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNotFoundStatus } from '../../shared/ui/page';
import { RouteLink } from '../../shared/ui/route-link';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    rowGap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
});

/** The not-found page: for an unknown path, and for a known one naming nothing (an unknown branch). */
export default function NotFoundPage() {
  useNotFoundStatus();
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.root}>
      <Text as="h1" size={800} weight="bold">
        404
      </Text>
      <Text size={500}>{t('notFound.title')}</Text>
      <RouteLink to="/">{t('notFound.home')}</RouteLink>
    </main>
  );
}
