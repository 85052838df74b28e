import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuthFormStyles } from './auth-form-styles';

/** "We sent a code to *******0100" (the number isolated left-to-right inside any text). */
export function CodeSentNote({ phone }: { phone: string | null }) {
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  return (
    <Text as="p" className={styles.intro} role="status">
      {phone ? t('auth.codeSentTo', { phone: `\u2066${phone}\u2069` }) : t('auth.codeSent')}
    </Text>
  );
}
