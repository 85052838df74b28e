import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { FoodRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useRecipeCategoriesQuery, useRecipesQuery } from '../../../graphql/recipes.generated';
import { positiveIdOf } from '../../../shared/lib/ids';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { useRecipesStrings } from '../hooks/use-recipes-strings';
import { RecipeCard } from './recipe-card';
import { RecipeCategories } from './recipe-categories';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2, margin: 0 },
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  empty: { display: 'grid', justifyItems: 'center', rowGap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground2 },
  emptyIcon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
});

/** `?category=` as a category id, or null. */
function useCategoryParam(): number | null {
  const [params] = useSearchParams();
  return positiveIdOf(params.get('category'));
}

/** /recipes (public, server-rendered): the recipes as cards with picture, time and servings,
 * filtered by category (links, so the filter has an address). */
export function RecipesPage() {
  useRecipesStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const category = useCategoryParam();
  const { data, loading, error, refetch } = useRecipesQuery({
    variables: category == null ? {} : { categoryId: category },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const categories = useRecipeCategoriesQuery({ errorPolicy: 'all' });
  const recipes = useMemo(() => data?.recipes?.items ?? [], [data]);
  const categoryLinks = useMemo(
    () => (categories.data?.contentCategories?.items ?? []).filter((c) => c.items_count > 0).map((c) => ({ id: c.id, title: c.translation.title })),
    [categories.data],
  );

  let body;
  if (data) {
    body = recipes.length ? (
      <ul className={styles.list}>
        {recipes.map((recipe) => <li key={recipe.id}><RecipeCard recipe={recipe} /></li>)}
      </ul>
    ) : (
      <div className={styles.empty} role="status">
        <FoodRegular className={styles.emptyIcon} aria-hidden />
        <Text>{t('recipes.empty')}</Text>
      </div>
    );
  } else if (error && !loading) {
    body = (
      <LoadFailure message={t('recipes.loadFailed')} retryLabel={t('recipes.retry')} retry={refetch} />
    );
  } else {
    body = <div data-testid="recipes-loading"><ShimmerRows count={4} /></div>;
  }

  return (
    <Page title={t('recipes.title')} description={t('recipes.intro')}>
      <Text as="p" className={styles.intro}>{t('recipes.intro')}</Text>
      {categoryLinks.length > 1 && <RecipeCategories categories={categoryLinks} current={category} />}
      {body}
    </Page>
  );
}
