import { useEffect, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import strings from '../../locales/en/analytics-screens.json';
import { useScreenStrings } from '../../shared/lib/i18n/screen-strings';
import { PrimaryButton, SecondaryButton } from '../../shared/ui/buttons';
import { RouteLink } from '../../shared/ui/route-link';
import { MEASUREMENT_ID, loadTag, readConsent, saveConsent, type Consent } from './analytics';

const useStyles = makeStyles({
  // Over the page's bottom edge, never above the content: nothing moves when it appears.
  banner: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    maxWidth: '560px',
    marginInline: 'auto',
    display: 'grid',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Asks once whether the analytics tag may load; the answer is kept on this device and the tag
 * loads (now and on later visits) only after "Accept". `id`: the build's measurement id. */
export default function ConsentBanner({ id = MEASUREMENT_ID }: { id?: string }) {
  useScreenStrings(strings);
  const styles = useStyles();
  const { t } = useTranslation();
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  useEffect(() => setConsent(readConsent()), []);
  useEffect(() => {
    if (consent === 'granted') loadTag(id);
  }, [consent, id]);

  if (consent !== null) return null;
  const answer = (value: Consent) => {
    saveConsent(value);
    setConsent(value);
  };
  return (
    <section className={styles.banner} role="region" aria-label={t('analytics.title')} data-testid="consent-banner">
      <Text>
        {t('analytics.text')} <RouteLink to="/privacy">{t('analytics.privacy')}</RouteLink>
      </Text>
      <div className={styles.actions}>
        <PrimaryButton onClick={() => answer('granted')}>{t('analytics.accept')}</PrimaryButton>
        <SecondaryButton onClick={() => answer('denied')}>{t('analytics.decline')}</SecondaryButton>
      </div>
    </section>
  );
}
