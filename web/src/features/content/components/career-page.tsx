import type { ReactNode } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../settings';
import { useCareerQuery } from '../../../graphql/content.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { Page } from '../../../shared/ui/page';
import { RichText } from '../../../shared/ui/rich-text';
import { RouteLink } from '../../../shared/ui/route-link';
import { useContentStrings } from '../hooks/use-content-strings';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { isPositiveId } from '../../../shared/lib/ids';
import { LoadState } from './load-state';

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  apply: {
    display: 'grid',
    justifyItems: 'start',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  mail: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

/** /careers/{id}: one position, and how to apply: an e-mail to the restaurant (settings' e-mail)
 * with the position in its subject. An unknown or unpublished position shows `notFound`. */
export function CareerPage({ id, notFound }: { id: string; notFound: ReactNode }) {
  useContentStrings();
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const valid = isPositiveId(id);
  const { data, error, refetch } = useCareerQuery({ variables: { id: Number(id) }, skip: !valid, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const settings = useSiteSettings();
  const career = data?.career;

  if (!valid || (!career && isNotFoundError(error))) return <>{notFound}</>;
  if (!career) return <LoadState title={t('content.careers.title')} error={error} retry={refetch} />;
  const { title, location, description } = career.translation;
  const subject = encodeURIComponent(t('content.careers.applySubject', { title }));
  return (
    <Page title={title} description={`${title} · ${location}`}>
      <div className={styles.facts}>
        <Badge appearance="tint">{t(`content.careers.type.${career.type}`)}</Badge>
        {career.category?.title && <span>{career.category.title}</span>}
        <span>{location}</span>
        <time dateTime={career.created_at}>{formatDate(career.created_at, i18n.language)}</time>
      </div>
      <RichText html={description} />
      {settings.email && (
        <section className={styles.apply} aria-label={t('content.careers.apply')}>
          <Text>{t('content.careers.applyHint')}</Text>
          <a className={styles.mail} href={`mailto:${settings.email}?subject=${subject}`}>{t('content.careers.apply')}</a>
        </section>
      )}
      <RouteLink to="/careers">{t('content.careers.all')}</RouteLink>
    </Page>
  );
}
