import { Link } from 'react-router-dom';
import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', lineHeight: 0 },
});

/** The brand mark linking home: wide 180×80 (scaled by `height`) or rounded 60×60. */
export function Logo({ variant = 'wide', height = 40 }: { variant?: 'wide' | 'rounded'; height?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const wide = variant === 'wide';
  return (
    <Link to="/" className={styles.link} aria-label={t('common.home')}>
      <img
        src={wide ? '/images/logo.svg' : '/images/logo-rounded.svg'}
        alt={t('common.brand')}
        height={height}
        width={wide ? Math.round((height * 180) / 80) : height}
      />
    </Link>
  );
}
