import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../hooks/use-favourites';
import { Page } from '../../../shared/ui/page';

const useStyles = makeStyles({
  empty: {
    display: 'grid',
    justifyItems: 'center',
    rowGap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXXL,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  icon: { fontSize: '48px' },
});

export interface LikedPageProps {
  /**
   * Renders the favourite products from their uuids (newest first). The lead wires this to the
   * product query; without it the page shows how many favourites are kept.
   */
  renderProducts?: (uuids: readonly string[]) => ReactNode;
}

/** The /liked page: favourites kept on this device. */
export function LikedPage({ renderProducts }: LikedPageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const list = useFavourites();
  return (
    <Page title={t('favourites.title')}>
      {list.length === 0 ? (
        <div className={styles.empty}>
          <HeartRegular className={styles.icon} aria-hidden />
          <Text>{t('favourites.empty')}</Text>
        </div>
      ) : renderProducts ? (
        renderProducts(list)
      ) : (
        <Text>{t('favourites.count', { count: list.length })}</Text>
      )}
    </Page>
  );
}

export default LikedPage;
