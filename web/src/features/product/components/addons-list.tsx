import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StockAddonView } from '../../../shared/types/catalogue';
import { Money } from '../../../shared/ui/money';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
});

/** Addons of the chosen stock; picking them waits for the cart (disabled for now). */
export function AddonsList({ addons }: { addons: ReadonlyArray<StockAddonView> }) {
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
          const stock = a.product?.stock ?? a.product?.stocks?.[0];
          return (
            <li key={a.id} className={styles.row}>
              <Checkbox disabled label={a.product?.translation?.title ?? ''} />
              <Money amount={stock?.total_price ?? stock?.price ?? 0} plus />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
