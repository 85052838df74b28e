import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/ui/logo';
import { ExternalLink, RouteLink } from '../../shared/ui/route-link';
import { isSettingOn, type SiteSettings } from '../../features/settings';
import { useScreenStrings } from '../../shared/lib/i18n/screen-strings';
import footerStrings from '../../locales/en/footer-screens.json';
import { isolate } from '../../shared/lib/i18n/direction';

const useStyles = makeStyles({
  root: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    paddingBlock: tokens.spacingVerticalXXL,
    marginBlockStart: tokens.spacingVerticalXXL,
  },
  inner: {
    maxWidth: '1140px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    display: 'flex',
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalXL,
    columnGap: tokens.spacingHorizontalXXL,
  },
  column: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalS,
    flexGrow: 1,
    flexShrink: 1,
    flexBasis: '200px',
  },
  brand: { flexGrow: 2, flexBasis: '280px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS, justifyItems: 'start' },
  bottom: {
    maxWidth: '1140px',
    marginInline: 'auto',
    marginBlockStart: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  inline: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

const APPS = [
  { key: 'customer', android: 'customer_app_android', ios: 'customer_app_ios' },
  { key: 'delivery', android: 'delivery_app_android', ios: 'delivery_app_ios' },
  { key: 'vendor', android: 'vendor_app_android', ios: 'vendor_app_ios' },
] as const;

export interface FooterProps {
  /** The settings list folded by key (features/settings `settingsToObject`). */
  settings: SiteSettings;
  /** For the copyright line; defaults to the current year. */
  year?: number;
}

/** The footer, driven by the settings. */
export function Footer({ settings, year = new Date().getFullYear() }: FooterProps) {
  // The footer is its own chunk, below the fold: its strings come with it.
  useScreenStrings(footerStrings);
  const styles = useStyles();
  const { t } = useTranslation();
  const referral = isSettingOn(settings.referral_active);
  const apps = APPS.filter((a) => settings[a.android] || settings[a.ios]);
  const columns: { to: string; label: string }[][] = [
    [
      { to: '/about', label: t('footer.about') },
      { to: '/blog', label: t('footer.blog') },
      { to: '/careers', label: t('footer.careers') },
      { to: '/branches', label: t('footer.branches') },
      { to: '/recipes', label: t('footer.recipes') },
    ],
    [
      { to: '/help', label: t('footer.help') },
      { to: '/deliver', label: t('footer.deliver') },
      { to: '/be-seller', label: t('footer.beSeller') },
      ...(referral ? [{ to: '/referrals', label: t('footer.referrals') }] : []),
    ],
  ];

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={mergeClasses(styles.column, styles.brand)}>
          <Logo />
          {settings.address && <Text><bdi>{settings.address}</bdi></Text>}
          {settings.phone && (
            <ExternalLink href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
              <bdi>{settings.phone}</bdi>
            </ExternalLink>
          )}
          {settings.email && <ExternalLink href={`mailto:${settings.email}`}><bdi>{settings.email}</bdi></ExternalLink>}
        </div>
        {columns.map((links, i) => (
          <nav className={styles.column} key={i} aria-label={i === 0 ? t('footer.company') : t('footer.support')}>
            <Text weight="semibold">{i === 0 ? t('footer.company') : t('footer.support')}</Text>
            <ul className={styles.list}>
              {links.map((l) => (
                <li key={l.to}>
                  <RouteLink to={l.to} subtle>
                    {l.label}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {apps.length > 0 && (
          <div className={styles.column}>
            <Text weight="semibold">{t('footer.apps')}</Text>
            <ul className={styles.list}>
              {apps.map((a) => (
                <li key={a.key} className={styles.inline}>
                  <Text>{t(`footer.app.${a.key}`)}</Text>
                  {settings[a.android] && (
                    <ExternalLink href={settings[a.android]!} target="_blank" rel="noopener noreferrer">
                      {t('footer.googlePlay')}
                    </ExternalLink>
                  )}
                  {settings[a.ios] && (
                    <ExternalLink href={settings[a.ios]!} target="_blank" rel="noopener noreferrer">
                      {t('footer.appStore')}
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        {/* The setting's text is in the restaurant's language, whichever the page's. */}
        <Text>{t('footer.copyright', { year, text: settings.footer_text ? isolate(settings.footer_text) : '' }).trim()}</Text>
        <div className={styles.inline}>
          <RouteLink to="/privacy">{t('footer.privacy')}</RouteLink>
          <RouteLink to="/terms">{t('footer.terms')}</RouteLink>
          {settings.facebook && (
            <ExternalLink href={settings.facebook} target="_blank" rel="noopener noreferrer">
              {t('footer.facebook')}
            </ExternalLink>
          )}
          {settings.instagram && (
            <ExternalLink href={settings.instagram} target="_blank" rel="noopener noreferrer">
              {t('footer.instagram')}
            </ExternalLink>
          )}
        </div>
      </div>
    </footer>
  );
}

export default Footer;
