import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDeliveryPageQuery } from '../../../graphql/couriers.generated';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { summaryOf } from '../../../shared/lib/html-text';
import { imageUrl } from '../../../shared/lib/images';
import { loginPath, useSession } from '../../../shared/lib/session';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { RichText } from '../../../shared/ui/rich-text';
import { ExternalLink, RouteLink } from '../../../shared/ui/route-link';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { useSiteSettings } from '../../settings';
import { useCourierApplication } from '../hooks/use-courier-application';
import { useCouriersStrings } from '../hooks/use-couriers-strings';
import { CourierApplicationForm } from './courier-application-form';
import { CourierApplicationStatus } from './courier-application-status';

const useStyles = makeStyles({
  failed: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
  picture: { width: '100%', aspectRatio: '16 / 6', minHeight: '140px', maxHeight: '300px', objectFit: 'cover', borderRadius: tokens.borderRadiusXLarge, display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  columns: twoColumnsFrom(1140, 'minmax(0, 1fr) minmax(0, 1fr)', tokens.spacingHorizontalXXL),
  side: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** The courier app's store links, as the footer shows them (settings `delivery_app_android`, `delivery_app_ios`). */
function CourierApps() {
  const styles = useStyles();
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const android = settings.delivery_app_android;
  const ios = settings.delivery_app_ios;
  if (!android && !ios) return null;
  return (
    <Card title={t('couriers.apps')}>
      <Text as="p" className={styles.muted}>{t('couriers.appsIntro')}</Text>
      <div className={styles.links}>
        {android && <ExternalLink href={android} target="_blank" rel="noopener noreferrer">{t('couriers.googlePlay')}</ExternalLink>}
        {ios && <ExternalLink href={ios} target="_blank" rel="noopener noreferrer">{t('couriers.appStore')}</ExternalLink>}
      </div>
    </Card>
  );
}

/** A signed-in customer's application: its status, the form when there is none (or after a
 * rejection: one may apply again), or a retry when it could not be read. */
function Application() {
  const styles = useStyles();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { application, loading, none, error, refetch } = useCourierApplication(false);
  const reload = () => void refetch().catch(() => undefined);
  // The api's 404 ("none yet") is not kept in the page's cache: the server and the hydrating
  // browser both show the placeholder, then the browser asks.
  if (!hydrated && !application) return <ShimmerRows count={3} />;
  if (application) {
    return (
      <>
        <CourierApplicationStatus application={application} />
        {application.status === 'rejected' && <CourierApplicationForm onAlreadyApplied={reload} />}
      </>
    );
  }
  if (none) return <CourierApplicationForm onAlreadyApplied={reload} />;
  if (error) {
    return (
      <Card label={t('couriers.request')}>
        <div className={styles.failed} role="alert">
          <Text>{t('couriers.loadError')}</Text>
          <SecondaryButton onClick={reload}>{t('couriers.retry')}</SecondaryButton>
        </div>
      </Card>
    );
  }
  return loading ? <ShimmerRows count={3} /> : null;
}

/** /deliver (public, server-rendered): what delivering for the restaurant offers (the `delivery`
 * page, the api's sanitised HTML), the courier app, and for a signed-in customer the application
 * form or its status; a guest gets a sign-in link that comes back here. */
export function DeliverPage() {
  useCouriersStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { pathname } = useLocation();
  const { data, loading, error, refetch } = useDeliveryPageQuery({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const page = data?.page;

  let content;
  if (page) content = page.translation.description ? <RichText html={page.translation.description} /> : null;
  else if (error && !loading) {
    content = (
      <LoadFailure message={t('couriers.pageFailed')} retryLabel={t('couriers.retry')} retry={refetch} />
    );
  } else content = <ShimmerRows count={4} />;

  return (
    <Page title={page?.translation.title || t('couriers.title')} description={summaryOf(page?.translation.description ?? '') || t('couriers.intro')}>
      {page?.img && <img className={styles.picture} src={imageUrl(page.img)} alt="" fetchPriority="high" />}
      <div className={styles.columns}>
        <div className={styles.side}>{content}</div>
        <div className={styles.side}>
          {signedIn ? <Application /> : (
            <Card title={t('couriers.formTitle')}>
              <Text as="p" className={styles.muted}>{t('couriers.signInIntro')}</Text>
              <RouteLink to={loginPath(pathname)}>{t('couriers.signIn')}</RouteLink>
            </Card>
          )}
          <CourierApps />
        </div>
      </div>
    </Page>
  );
}
