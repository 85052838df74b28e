import { Button, useFluent } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/ui/logo';
import { backTarget } from './path-rules';
import { useHeaderStyles } from './header-styles';

/** The simplified header with a Back button. */
export function BackHeader() {
  const styles = useHeaderStyles();
  const { t } = useTranslation();
  const { dir } = useFluent();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const Icon = dir === 'rtl' ? ArrowRightRegular : ArrowLeftRegular;
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Button
          appearance="subtle"
          icon={<Icon />}
          onClick={() => {
            const target = backTarget(pathname);
            if (target === -1) navigate(-1);
            else navigate(target);
          }}
        >
          {t('header.back')}
        </Button>
        <span className={styles.spacer} />
        <Logo height={32} />
      </div>
    </header>
  );
}
