import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular, PeopleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RecipeCardFragment } from '../../../graphql/recipes.generated';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
  fact: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
});

/** A recipe's time (total, and hands-on when asked) and servings. */
export function RecipeFacts({ recipe, activeTime }: { recipe: RecipeCardFragment; activeTime?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const minutes = (count: number) => t('recipes.minutes', { count });
  return (
    <div className={styles.root}>
      <Text className={styles.fact}>
        <ClockRegular aria-hidden />
        {t('recipes.totalTime', { time: minutes(recipe.total_time) })}
      </Text>
      {activeTime && <Text className={styles.fact}>{t('recipes.activeTime', { time: minutes(recipe.active_time) })}</Text>}
      <Text className={styles.fact}>
        <PeopleRegular aria-hidden />
        {t('recipes.servings', { count: recipe.servings })}
      </Text>
    </div>
  );
}
