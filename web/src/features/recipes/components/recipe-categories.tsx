import { Link } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  chip: {
    display: 'inline-block',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

export interface RecipeCategoryLink {
  id: number;
  title: string;
}

/** The recipe categories as links (`?category=`): the filter has an address, works before the
 * page's script runs and is server-rendered; the current one says so. */
export function RecipeCategories({ categories, current }: { categories: ReadonlyArray<RecipeCategoryLink>; current: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const items = [{ id: null, title: t('recipes.all') }, ...categories];
  return (
    <nav aria-label={t('recipes.categories')}>
      <ul className={styles.list}>
        {items.map((c) => (
          <li key={c.id ?? 'all'}>
            <Link
              to={c.id == null ? '/recipes' : `/recipes?category=${c.id}`}
              className={mergeClasses(styles.chip, c.id === current && styles.current)}
              aria-current={c.id === current ? 'page' : undefined}
            >
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
