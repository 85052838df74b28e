import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRecipeQuery } from '../../../graphql/recipes.generated';
import { isNotFoundError } from '../../../shared/lib/graphql/api-error';
import { isPositiveId } from '../../../shared/lib/ids';
import { imageUrl } from '../../../shared/lib/images';
import { PageSection } from '../../../shared/ui/card';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Page } from '../../../shared/ui/page';
import { summaryOf } from '../../../shared/lib/html-text';
import { RichText } from '../../../shared/ui/rich-text';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { twoColumnsFrom } from '../../../shared/ui/two-columns';
import { useBranches, useSelectedBranch } from '../../branches';
import { useRecipesStrings } from '../hooks/use-recipes-strings';
import { RecipeBox } from './recipe-box';
import { RecipeFacts } from './recipe-facts';

const useStyles = makeStyles({
  picture: { width: '100%', aspectRatio: '16 / 7', minHeight: '160px', maxHeight: '320px', objectFit: 'cover', borderRadius: tokens.borderRadiusXLarge, display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  columns: twoColumnsFrom(768, 'minmax(0, 2fr) minmax(0, 3fr)', tokens.spacingHorizontalXXL),
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', rowGap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  nutrition: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  fact: { display: 'grid', rowGap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground3 },
  factName: { color: tokens.colorNeutralForeground2 },
  factValue: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

/** /recipes/{id} (public, server-rendered, Back header): picture, time, servings, the description
 * (the api's sanitised HTML), ingredients, steps, nutrition and the recipe box of the branch
 * selected in the header. An unknown id shows `notFound`. */
export function RecipePage({ id, notFound }: { id: string; notFound: ReactNode }) {
  useRecipesStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const { branches } = useBranches();
  const { selected } = useSelectedBranch(branches);
  const shopId = selected?.id ?? null;
  const valid = isPositiveId(id);
  const { data, loading, error, refetch } = useRecipeQuery({
    variables: shopId == null ? { id: Number(id) } : { id: Number(id), shopId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const recipe = data?.recipe;

  if (!valid || (!recipe && isNotFoundError(error))) return <>{notFound}</>;
  if (!recipe) {
    return (
      <Page title={t('recipes.title')}>
        {loading || !error ? <div data-testid="recipe-loading"><ShimmerRows count={5} /></div> : (
          <LoadFailure message={t('recipes.loadFailed')} retryLabel={t('recipes.retry')} retry={refetch} />
        )}
      </Page>
    );
  }

  const { translation, nutrition } = recipe;
  const facts = [
    { name: t('recipes.calories'), value: t('recipes.caloriesValue', { count: nutrition.calories }) },
    { name: t('recipes.protein'), value: t('recipes.grams', { count: nutrition.protein }) },
    { name: t('recipes.carbs'), value: t('recipes.grams', { count: nutrition.carbs }) },
    { name: t('recipes.fats'), value: t('recipes.grams', { count: nutrition.fats }) },
  ];

  return (
    <Page title={translation.title} description={summaryOf(translation.description) || t('recipes.intro')}>
      {recipe.img && <img className={styles.picture} src={imageUrl(recipe.img)} alt="" fetchPriority="high" />}
      <RecipeFacts recipe={recipe} activeTime />
      {translation.description && <RichText html={translation.description} />}
      <div className={styles.columns}>
        <PageSection title={t('recipes.ingredients')}>
          <ul className={styles.list}>
            {translation.ingredients.map((item, i) => <li key={i}>{item}</li>)}
          </ul>
        </PageSection>
        <PageSection title={t('recipes.steps')}>
          <ol className={styles.list}>
            {translation.steps.map((step, i) => <li key={i}>{step}</li>)}
          </ol>
        </PageSection>
      </div>
      <PageSection title={t('recipes.nutrition')}>
        <dl className={styles.nutrition}>
          {facts.map((fact) => (
            <div key={fact.name} className={styles.fact}>
              <dt className={styles.factName}>{fact.name}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <RecipeBox recipeId={recipe.id} box={recipe.box} branch={selected ? { id: selected.id, title: selected.translation?.title ?? '' } : null} />
    </Page>
  );
}
