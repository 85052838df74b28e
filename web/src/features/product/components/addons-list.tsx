import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StockAddonView } from '../../../shared/types/catalogue';
import { Money } from '../../../shared/ui/money';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
});

export interface AddonsListProps {
  addons: ReadonlyArray<StockAddonView>;
  /** Stock ids of the picked add-ons. */
  picked: ReadonlySet<number>;
  onToggle: (addon: StockAddonView, picked: boolean) => void;
}

/** Add-ons of the chosen stock, one each per dish, priced from their own stock. */
export function AddonsList({ addons, picked, onToggle }: AddonsListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="addons-title">
      <Text as="h3" weight="semibold" id="addons-title">
        {t('product.addons')}
      </Text>
      <ul className={styles.list}>
        {addons.map((a) => {
          const stock = addonStock(a);
          return (
            <li key={a.id} className={styles.row}>
              <Checkbox
                disabled={!stock || (stock.quantity ?? 0) < 1}
                checked={stock != null && picked.has(stock.id)}
                onChange={(_, data) => onToggle(a, data.checked === true)}
                label={a.product?.translation?.title ?? ''}
              />
              <Money amount={stock?.total_price ?? stock?.price ?? 0} plus />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The stock an add-on is sold from. */
export const addonStock = (addon: StockAddonView) => addon.product?.stock ?? addon.product?.stocks?.[0] ?? null;
