import { useMemo, type ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useContentPageQuery, type PageType } from '../../../graphql/content.generated';
import { formatDate } from '../../../shared/lib/format/date';
import { imageUrl } from '../../../shared/lib/images';
import { Page } from '../../../shared/ui/page';
import { RichText } from '../../../shared/ui/rich-text';
import { useContentStrings } from '../hooks/use-content-strings';
import { withHeadingAnchors, type Heading } from '../lib/headings';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { LoadState } from './load-state';

/** A page lists its contents once it has this many headings. */
const CONTENTS_FROM = 3;

const useStyles = makeStyles({
  layout: twoColumnsFrom(1024, 'minmax(0, 1fr) 240px', tokens.spacingHorizontalXXL),
  contents: {
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (min-width: 1024px)': { position: 'sticky', top: '140px', gridColumn: 2, gridRow: 1 },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'grid', rowGap: tokens.spacingVerticalXS },
  sub: { marginInlineStart: tokens.spacingHorizontalL },
  link: { color: tokens.colorBrandForegroundLink },
  picture: { width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: tokens.borderRadiusXLarge, display: 'block' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Contents({ headings }: { headings: Heading[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <nav className={styles.contents} aria-labelledby="contents-title">
      <Text weight="semibold" id="contents-title">{t('content.contents')}</Text>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? styles.sub : undefined}>
            <a className={styles.link} href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The information pages that are one document. */
export type DocumentType = Extract<PageType, 'about' | 'privacy' | 'terms'>;

/**
 * An information page of `type` (about, privacy, terms): its picture, its text with a table of
 * contents when it is long, then `children`. A page the api does not have shows `notFound`.
 */
export function DocumentPage({ type, notFound, children }: { type: DocumentType; notFound: ReactNode; children?: ReactNode }) {
  useContentStrings();
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useContentPageQuery({ variables: { type }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const page = data?.page;
  const text = useMemo(() => withHeadingAnchors(page?.translation.description ?? ''), [page?.translation.description]);

  if (!page && isNotFoundError(error)) return <>{notFound}</>;
  if (!page) return <LoadState title={t(`content.titles.${type}`)} error={error} retry={refetch} />;
  const contents = text.headings.length >= CONTENTS_FROM;
  return (
    <Page title={page.translation.title} description={t(`content.${type}Description`)}>
      {page.img && <img className={styles.picture} src={imageUrl(page.img)} alt="" width={1140} height={380} fetchPriority="high" />}
      <div className={styles.layout}>
        {contents && <Contents headings={text.headings} />}
        <RichText html={text.html} />
      </div>
      <Text className={styles.muted}>{t('content.updated', { date: formatDate(page.updated_at, i18n.language) })}</Text>
      {children}
    </Page>
  );
}
