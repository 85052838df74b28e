import { Badge, MessageBar, MessageBarBody, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RecipeQuery } from '../../../graphql/recipes.generated';
import { imageUrl } from '../../../shared/lib/images';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { ReplaceCartDialog, useCartStrings } from '../../cart';
import { useAddRecipeBox } from '../hooks/use-add-recipe-box';

type Box = NonNullable<NonNullable<RecipeQuery['recipe']>['box']>;

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  line: {
    display: 'grid',
    gridTemplateColumns: '48px minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  off: { '& img': { opacity: 0.5 } },
  thumb: { width: '48px', height: '48px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  name: { display: 'grid', rowGap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  badge: { justifySelf: 'start' },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: tokens.spacingVerticalXXS, columnGap: tokens.spacingHorizontalM, margin: 0 },
  total: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface RecipeBoxProps {
  recipeId: number;
  box: Box | null;
  /** The branch selected in the header, whose dishes and prices the box holds. */
  branch: { id: number; title: string } | null;
}

/** A recipe's box at the selected branch: its dishes with the server's prices (what the cart will
 * show), which ones the branch cannot sell now, the totals and "Add all to cart". */
export function RecipeBox({ recipeId, box, branch }: RecipeBoxProps) {
  useCartStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const { add, asking, cancel, busy, signedIn } = useAddRecipeBox(recipeId, branch?.id ?? null);
  const lines = box?.lines ?? [];
  const availableCount = lines.filter((line) => line.available).length;

  if (!branch || !box) {
    return (
      <Card title={t('recipes.box.title')}>
        <Text as="p" className={styles.muted}>{t('recipes.box.noBranch')}</Text>
      </Card>
    );
  }

  return (
    <Card title={t('recipes.box.title')}>
      <Text as="p" className={styles.muted}>{t('recipes.box.at', { branch: branch.title })}</Text>
      {lines.length === 0 ? (
        <Text as="p" className={styles.muted}>{t('recipes.box.empty')}</Text>
      ) : (
        <ul className={styles.lines} aria-label={t('recipes.box.title')}>
          {lines.map((line) => (
            <li key={line.stock_id} className={mergeClasses(styles.line, !line.available && styles.off)} data-testid="box-line" data-available={line.available}>
              <img className={styles.thumb} src={imageUrl(line.stock.product.img)} alt="" loading="lazy" />
              <span className={styles.name}>
                <Text weight="semibold">
                  {line.stock.product.translation.title} <Text size={200}>{t('recipes.box.quantity', { count: line.quantity })}</Text>
                </Text>
                {!line.available && (
                  <Badge className={styles.badge} appearance="tint" color={line.availability === 'out_of_stock' ? 'danger' : 'warning'}>
                    {t(`recipes.box.${line.availability === 'out_of_stock' ? 'out_of_stock' : 'unavailable'}`)}
                  </Badge>
                )}
              </span>
              <Money amount={line.total_price} className={line.available ? undefined : styles.struck} />
            </li>
          ))}
        </ul>
      )}
      {box.unavailable_count > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('recipes.box.unavailableCount', { count: box.unavailable_count })}</MessageBarBody>
        </MessageBar>
      )}
      {availableCount > 0 && (
        <dl className={styles.totals}>
          <dt>{t('recipes.box.subtotal')}</dt>
          <dd className={styles.muted} data-testid="box-subtotal"><Money amount={box.price} /></dd>
          {box.total_discount > 0 && (
            <>
              <dt>{t('recipes.box.discount')}</dt>
              <dd className={styles.muted}><Money amount={box.total_discount} minus /></dd>
            </>
          )}
          {box.shop_tax.price > 0 && (
            <>
              <dt>{t('recipes.box.tax')}</dt>
              <dd className={styles.muted}><Money amount={box.shop_tax.price} /></dd>
            </>
          )}
          <dt className={styles.total}>{t('recipes.box.total')}</dt>
          <dd className={mergeClasses(styles.muted, styles.total)} data-testid="box-total"><Money amount={box.total_with_tax} /></dd>
        </dl>
      )}
      <div className={styles.actions}>
        <PrimaryButton disabled={availableCount === 0} loading={busy} onClick={() => void add(false)}>
          {t('recipes.box.addAll')}
        </PrimaryButton>
        {!signedIn && <Text className={styles.muted}>{t('recipes.box.signInToAdd')}</Text>}
      </div>
      <ReplaceCartDialog open={asking} text={t('recipes.box.otherBranch')} onConfirm={() => void add(true)} onCancel={cancel} />
    </Card>
  );
}
