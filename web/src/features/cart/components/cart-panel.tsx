import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { Money } from '../../../shared/ui/money';
import { useNotify } from '../../../shared/ui/notify';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { useBranches } from '../../branches';
import { useCart } from '../hooks/use-cart';
import { CartLine } from './cart-line';
import { ReplaceCartDialog } from './replace-cart-dialog';
import { GroupOrderOwner } from './group-order-owner';
import { useCartStrings } from '../hooks/use-cart-strings';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  total: { display: 'flex', justifyContent: 'space-between', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXL, textAlign: 'center' },
});

/** The cart's content: lines with steppers and remove, clear, the total, the branch minimum. */
export function CartPanel() {
  useCartStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { cart, setQuantity, remove, clear, saving, signedIn, offline } = useCart();
  const { branches } = useBranches();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const minimum = branches.find((b) => b.id === cart.shopId)?.min_amount ?? 0;

  const run = (change: Promise<void>) =>
    change.catch((error: unknown) => notify.error(translateApiError(t, apiErrorOf(error))));

  const group = signedIn && <GroupOrderOwner cart={cart} />;
  if (cart.lines.length === 0) {
    return (
      <div className={styles.root}>
        <Text className={styles.empty}>{t('cart.empty')}</Text>
        {cart.group && group}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      {offline && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('cart.offline')}</MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.list}>
        {cart.lines.map((line) => (
          <CartLine
            key={line.pending ? `pending:${line.key}` : line.key}
            line={line}
            // Offline, only the dishes added meanwhile can change: the others are the server's.
            disabled={saving || (offline && !line.pending)}
            onQuantity={(quantity) => void run(setQuantity(line, quantity))}
            onRemove={() => void run(remove(line))}
          />
        ))}
      </ul>
      <div className={styles.total}>
        <span>{t('cart.total')}</span>
        <Money amount={cart.total} />
      </div>
      {cart.total < minimum && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t('minAmount', { ns: 'errors' })} <Money amount={minimum} />
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.footer}>
        <Button appearance="subtle" disabled={saving || (offline && cart.pending < cart.lines.length)} onClick={() => setAsking(true)}>
          {t('cart.clear')}
        </Button>
        <PrimaryButton disabled={saving} onClick={() => navigate('/checkout')}>
          {t('cart.checkout')}
        </PrimaryButton>
      </div>
      {group}
      <ReplaceCartDialog
        open={asking}
        text={t('cart.clearQuestion')}
        onConfirm={() => {
          setAsking(false);
          void run(clear());
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

export default CartPanel;
