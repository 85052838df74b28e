import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isProductOrder, type ProductFilter, type ProductOrder } from '../../../shared/lib/storage';
import { LabelledSelect } from '../../../shared/ui/labelled-select';

/** The orders offered to a customer (the api knows more: a stored one of those stays selectable). */
const OFFERED: ReadonlyArray<ProductOrder> = ['best_sale', 'high_rating', 'new', 'trust_you'];

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
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
      <LabelledSelect
        label={t('home.filter.sortBy')}
        value={filter.order_by ?? ''}
        onChange={(value) => choose({ order_by: isProductOrder(value) ? value : undefined })}
      >
        <option value="">{t('home.filter.menuOrder')}</option>
        {orders.map((order) => <option key={order} value={order}>{t(`home.filter.order.${order}`)}</option>)}
      </LabelledSelect>
      <LabelledSelect label={t('home.filter.category')} value={filter.category_id ?? ''} onChange={(value) => choose({ category_id: Number(value) || undefined })}>
        <option value="">{t('home.filter.allCategories')}</option>
        {categories.map((category) => <option key={category.id} value={category.id}>{category.translation?.title}</option>)}
      </LabelledSelect>
    </div>
  );
}
