import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

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

/** The generic error screen: logo home, message, "Try again" resets the failed view. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.root} role="alert">
      <Logo />
      <Text as="h1" size={600} weight="semibold">
        {t('error.title')}
      </Text>
      {/* A plain button: this screen is in the first load, the action buttons' spinner is not. */}
      <Button appearance="primary" onClick={onRetry}>{t('error.retry')}</Button>
    </main>
  );
}
