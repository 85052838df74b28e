import { Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NewPasswordForm } from './new-password-form';
import { useAuthFormStyles } from './auth-form-styles';

/** /update-password (signed-in only, no full shell): new password → toast → home. */
export function UpdatePasswordPage() {
  const styles = useAuthFormStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.card}>
      <Text as="h1" size={700} weight="semibold" className={styles.title}>
        {t('auth.updatePasswordTitle')}
      </Text>
      <NewPasswordForm onDone={() => navigate('/', { replace: true })} />
    </main>
  );
}

export default UpdatePasswordPage;
