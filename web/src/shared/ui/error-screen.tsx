import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';
import { PrimaryButton } from './buttons';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    rowGap: tokens.spacingVerticalL,
    minHeight: '60vh',
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
});

/** spec §2 generic error screen: logo home, message, "Try again" resets the failed view. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.root} role="alert">
      <Logo />
      <Text as="h1" size={600} weight="semibold">
        {t('error.title')}
      </Text>
      <PrimaryButton onClick={onRetry}>{t('error.retry')}</PrimaryButton>
    </main>
  );
}
