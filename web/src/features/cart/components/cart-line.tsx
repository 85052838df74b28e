import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../shared/lib/connection';
import { imageUrl } from '../../../shared/lib/images';
import { Money } from '../../../shared/ui/money';
import type { CartLineView } from '../lib/cart-view';
import { QuantityStepper } from './quantity-stepper';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '56px minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  img: { width: '56px', height: '56px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, gridRow: 'span 2' },
  text: { display: 'grid', rowGap: '2px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  addons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  actions: { gridColumn: '2 / span 2', display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

export interface CartLineProps {
  line: CartLineView;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One dish of the cart: picture, name, options, add-ons, amount, stepper and remove; a dish
 * added offline says it is not on the server yet. */
export function CartLine({ line, onQuantity, onRemove, disabled }: CartLineProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <li className={styles.root}>
      <img className={styles.img} src={imageUrl(line.img)} alt="" width={56} height={56} loading="lazy" />
      <div className={styles.text}>
        <Text weight="semibold">{line.title}</Text>
        {line.options && <Text size={200} className={styles.muted}>{line.options}</Text>}
        {line.pending && <Text size={200} className={styles.muted}>{t(online ? 'cart.pendingSending' : 'cart.pendingOffline')}</Text>}
        {line.addons.length > 0 && (
          <ul className={styles.addons} aria-label={t('product.addons')}>
            {line.addons.map((a) => (
              <li key={a.stockId}>
                <Text size={200}>
                  {a.title} × {a.quantity}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Money amount={line.total} />
      <div className={styles.actions}>
        <QuantityStepper label={line.title} value={line.quantity} min={line.min} max={line.max} disabled={disabled} onChange={onQuantity} />
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('cart.remove', { title: line.title })} disabled={disabled} onClick={onRemove} />
      </div>
    </li>
  );
}
