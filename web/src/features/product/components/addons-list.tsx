import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StockAddon } from '../hooks/use-product-details';
import { Money } from '../../../shared/ui/money';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
});

export interface AddonsListProps {
  addons: ReadonlyArray<StockAddon>;
  /** Stock ids of the picked add-ons. */
  picked: ReadonlySet<number>;
  onToggle: (addon: StockAddon, picked: boolean) => void;
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
                disabled={!stock || stock.quantity < 1}
                checked={stock != null && picked.has(stock.id)}
                onChange={(_, data) => onToggle(a, data.checked === true)}
                label={a.product.translation.title}
              />
              <Money amount={stock?.total_price ?? 0} plus />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The stock an add-on is sold from. */
export const addonStock = (addon: StockAddon) => addon.product.stock;
