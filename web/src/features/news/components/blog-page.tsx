import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNewsQuery, type NewsFieldsFragment } from '../../../graphql/news.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { imageUrl } from '../../../shared/lib/images';
import { Card } from '../../../shared/ui/card';
import { Page } from '../../../shared/ui/page';
import { Pager, usePageParam } from '../../../shared/ui/pager';
import { RouteLink } from '../../../shared/ui/route-link';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useNewsCache } from '../hooks/use-news-cache';
import { useNewsStrings } from '../hooks/use-news-strings';
import { newsLink } from '../lib/news-link';

/** News items per page of /blog: full rows of two or three cards. */
export const NEWS_PER_PAGE = 12;

const useStyles = makeStyles({
  // One column at 360px, two at 768px, three at 1140px.
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { position: 'relative', height: '100%', boxSizing: 'border-box', alignContent: 'start', rowGap: tokens.spacingVerticalS },
  img: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge },
  title: { margin: 0 },
  // The title's link covers the whole card, so the card opens the item wherever it is clicked.
  link: { '::after': { content: '""', position: 'absolute', inset: 0 } },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
});

/** `first`: the list's first card, whose picture is the page's largest paint on a phone: fetched at
 * once and first, the others as they near the screen. */
function NewsCard({ item, first }: { item: NewsFieldsFragment; first: boolean }) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  return (
    <li>
      <Card className={styles.card}>
        <img
          className={styles.img}
          src={imageUrl(item.img)}
          alt=""
          width={320}
          height={180}
          {...(first ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
        <Text as="h2" size={500} weight="semibold" className={styles.title}>
          <RouteLink to={newsLink(item.uuid)} subtle className={styles.link}>
            {item.translation.title}
          </RouteLink>
        </Text>
        <Text className={styles.muted}>
          <time dateTime={item.published_at}>{formatDate(item.published_at, i18n.language)}</time>
        </Text>
        <Text>{item.translation.short_desc}</Text>
      </Card>
    </li>
  );
}

/** /blog: the published news items, newest first, a page at a time (?page=); each opens on home. */
export default function BlogPage() {
  useNewsStrings();
  useNewsCache();
  const styles = useStyles();
  const { t } = useTranslation();
  const [page, goTo] = usePageParam();
  const { data, loading, error } = useNewsQuery({ variables: { page, perPage: NEWS_PER_PAGE }, fetchPolicy: 'cache-and-network' });
  const items = data?.news?.items ?? [];
  const lastPage = data?.news?.pageInfo.last_page ?? 1;

  return (
    <Page title={t('news.title')}>
      {error && !data && (
        <MessageBar intent="error">
          <MessageBarBody>{t('news.loadError')}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <ShimmerRows count={3} />}
      {data && items.length === 0 && (
        <div className={styles.empty}>
          <Text>{t('news.empty')}</Text>
          <RouteLink to="/">{t('news.browse')}</RouteLink>
        </div>
      )}
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item, index) => <NewsCard key={item.id} item={item} first={index === 0} />)}
        </ul>
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onPage={goTo} strings="news" />}
    </Page>
  );
}
