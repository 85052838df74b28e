import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { RecipeCardFragment } from '../../../graphql/recipes.generated';
import { imageUrl } from '../../../shared/lib/images';
import { RecipeFacts } from './recipe-facts';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    height: '100%',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  picture: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'grid', alignContent: 'start', rowGap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  category: { color: tokens.colorBrandForeground1 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    // The whole card is the link's target; the title stays the link's name.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineStyle: 'none' },
  },
  wrap: {
    position: 'relative',
    height: '100%',
    borderRadius: tokens.borderRadiusXLarge,
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** A recipe on /recipes: picture, category, title (the link to its page), time and servings. */
export function RecipeCard({ recipe }: { recipe: RecipeCardFragment }) {
  const styles = useStyles();
  return (
    <article className={styles.wrap} data-testid="recipe-card">
      <div className={styles.card}>
        <img className={styles.picture} src={imageUrl(recipe.img)} alt="" loading="lazy" />
        <div className={styles.body}>
          {recipe.category?.title && <Text size={200} weight="semibold" className={styles.category}>{recipe.category.title}</Text>}
          <Text as="h2" size={500} weight="semibold" className={styles.title}>
            <Link className={styles.link} to={`/recipes/${recipe.id}`}>{recipe.translation.title}</Link>
          </Text>
          <RecipeFacts recipe={recipe} />
        </div>
      </div>
    </article>
  );
}
