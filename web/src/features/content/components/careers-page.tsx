import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useBranches } from '../../branches';
import { useCareersQuery, useContentCategoriesQuery, type CareersQuery } from '../../../graphql/content.generated';
import { addLazyTypePolicies } from '../../../shared/lib/apollo/lazy-type-policies';
import { pageMergePolicy } from '../../../shared/lib/apollo/type-policies/page-merge';
import { pageControls } from '../../../shared/lib/graphql/paging';
import { positiveIdOf } from '../../../shared/lib/ids';
import { SecondaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { LabelledSelect } from '../../../shared/ui/labelled-select';
import { Page } from '../../../shared/ui/page';
import { RouteLink } from '../../../shared/ui/route-link';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useContentStrings } from '../hooks/use-content-strings';
import { LoadState } from './load-state';

export const CAREERS_PER_PAGE = 10;

type Career = NonNullable<CareersQuery['careers']>['items'][number];

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  card: { position: 'relative', rowGap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  // The title's link covers the whole card.
  link: { '::after': { content: '""', position: 'absolute', inset: 0 } },
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** An id from the address (`?category=3`), else none. */
const idParam = (value: string | null) => positiveIdOf(value) ?? undefined;

function CareerCard({ career }: { career: Career }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <li>
      <Card className={styles.card}>
        <Text as="h2" size={500} weight="semibold" className={styles.title}>
          <RouteLink to={`/careers/${career.id}`} subtle className={styles.link}>{career.translation.title}</RouteLink>
        </Text>
        <div className={styles.facts}>
          <Badge appearance="tint">{t(`content.careers.type.${career.type}`)}</Badge>
          {career.category?.title && <span>{career.category.title}</span>}
          <span>{career.translation.location}</span>
        </div>
      </Card>
    </li>
  );
}

/** A filter of the careers, kept in the address (shareable, and kept by Back). */
function Filter({ label, all, value, options, onChange }: {
  label: string;
  all: string;
  value: number | undefined;
  options: ReadonlyArray<{ id: number; title: string }>;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <LabelledSelect label={label} value={value ?? ''} onChange={(text) => onChange(idParam(text))}>
      <option value="">{all}</option>
      {options.map((option) => <option key={option.id} value={option.id}>{option.title}</option>)}
    </LabelledSelect>
  );
}

/** /careers: the open positions, filtered by category and branch (`?category=`, `?branch=`). */
export function CareersPage() {
  useContentStrings();
  // "Show more positions" adds the next page to the list: one list per filter.
  addLazyTypePolicies(useApolloClient().cache, 'careers', {
    Query: { fields: { careers: pageMergePolicy(['category_id', 'shop_id', 'type', 'search', 'perPage'], 'perPage') } },
  });
  const styles = useStyles();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = idParam(params.get('category'));
  const shopId = idParam(params.get('branch'));
  const variables = { page: 1, perPage: CAREERS_PER_PAGE, categoryId, shopId };
  const careers = useCareersQuery({ variables, notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const categories = useContentCategoriesQuery({ variables: { type: 'career' }, fetchPolicy: 'cache-first' });
  const { branches } = useBranches();
  const page = careers.data?.careers;
  const more = pageControls(careers, page?.pageInfo);

  const choose = (name: 'category' | 'branch', value: number | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, String(value));
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const title = t('content.careers.title');
  if (!page && careers.error) return <LoadState title={title} error={careers.error} retry={careers.refetch} />;
  const list = page?.items ?? [];
  return (
    <Page title={title} description={t('content.careers.description')}>
      <div className={styles.filters}>
        <Filter
          label={t('content.careers.category')}
          all={t('content.careers.allCategories')}
          value={categoryId}
          options={(categories.data?.contentCategories?.items ?? []).map((c) => ({ id: c.id, title: c.translation.title }))}
          onChange={(id) => choose('category', id)}
        />
        <Filter
          label={t('content.careers.location')}
          all={t('content.careers.allLocations')}
          value={shopId}
          options={branches.map((b) => ({ id: b.id, title: b.translation?.title ?? '' }))}
          onChange={(id) => choose('branch', id)}
        />
      </div>
      {!page ? <ShimmerRows count={4} /> : (
        <>
          <Text className={styles.muted} aria-live="polite">{t('content.careers.count', { count: page.pageInfo.total })}</Text>
          {list.length ? (
            <ul className={styles.list}>{list.map((career) => <CareerCard key={career.id} career={career} />)}</ul>
          ) : <Text>{t('content.careers.empty')}</Text>}
          {more.hasNextPage && (
            <SecondaryButton onClick={more.loadMore} loading={more.loadingMore}>{t('content.careers.more')}</SecondaryButton>
          )}
        </>
      )}
    </Page>
  );
}
