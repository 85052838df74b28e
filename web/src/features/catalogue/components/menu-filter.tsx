import { useId } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isProductOrder, type ProductFilter, type ProductOrder } from '../../../shared/lib/storage';

/** The orders offered to a customer (the api knows more: a stored one of those stays selectable). */
const OFFERED: ReadonlyArray<ProductOrder> = ['best_sale', 'high_rating', 'new', 'trust_you'];

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { display: 'grid', rowGap: tokens.spacingVerticalXXS, flex: '1 1 150px', maxWidth: '280px' },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // The platform's select (no script of its own), drawn like Fluent's fields, 40 px for a thumb.
  select: {
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

export interface CategoryChoice {
  id: number;
  translation?: { title?: string | null } | null;
}

/** "Sort by" and "Category" of the home menu: they change the product filter, the server orders
 * and narrows the dishes. */
export function MenuFilter({ filter, categories, onChange }: {
  filter: ProductFilter;
  categories: ReadonlyArray<CategoryChoice>;
  onChange: (next: ProductFilter) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const id = useId();
  const orders = filter.order_by && !OFFERED.includes(filter.order_by) ? [...OFFERED, filter.order_by] : OFFERED;
  const choose = (part: ProductFilter) => {
    const next = { ...filter, ...part };
    onChange({
      ...(next.order_by ? { order_by: next.order_by } : {}),
      ...(next.category_id ? { category_id: next.category_id } : {}),
    });
  };
  return (
    <div className={styles.bar} role="group" aria-label={t('home.filter.label')} data-testid="menu-filter">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-order`}>{t('home.filter.sortBy')}</label>
        <select
          id={`${id}-order`}
          className={styles.select}
          value={filter.order_by ?? ''}
          onChange={(e) => choose({ order_by: isProductOrder(e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t('home.filter.menuOrder')}</option>
          {orders.map((order) => <option key={order} value={order}>{t(`home.filter.order.${order}`)}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-category`}>{t('home.filter.category')}</label>
        <select
          id={`${id}-category`}
          className={styles.select}
          value={filter.category_id ?? ''}
          onChange={(e) => choose({ category_id: Number(e.target.value) || undefined })}
        >
          <option value="">{t('home.filter.allCategories')}</option>
          {categories.map((category) => <option key={category.id} value={category.id}>{category.translation?.title}</option>)}
        </select>
      </div>
    </div>
  );
}
