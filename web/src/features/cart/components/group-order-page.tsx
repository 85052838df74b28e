import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useGroupCartQuery, useJoinGroupOrderMutation } from '../../../graphql/cart.generated';
import { LIMITS } from '../../../graphql/limits.generated';
import { Form } from '../../../shared/ui/form';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { isPositiveId } from '../../../shared/lib/ids';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Money } from '../../../shared/ui/money';
import { Page } from '../../../shared/ui/page';
import { useRootStore, useRootStoreApi } from '../../../shared/lib/storage';
import { GROUP_POLL_MS, useCart } from '../hooks/use-cart';
import { GroupMembershipContext, storeMemberUuid, storedMemberUuid } from '../lib/group-membership';
import { CartLine } from './cart-line';
import { GroupMembers } from './group-members';
import { useCartStrings } from '../hooks/use-cart-strings';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    '@media (min-width: 1140px)': { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' },
  },
  // Below 1140 px the member's dishes come first: the menu below them scrolls on and on.
  side: { display: 'grid', rowGap: tokens.spacingVerticalL, order: -1, '@media (min-width: 1140px)': { order: 0, position: 'sticky', top: '16px' } },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  join: { display: 'grid', rowGap: tokens.spacingVerticalM, maxWidth: '420px' },
  total: { display: 'flex', justifyContent: 'space-between', fontWeight: tokens.fontWeightSemibold },
});

/** /group/order/{cartId}: a guest joins someone's group order by name (no account), picks dishes
 * of the owner's branch and sees everyone's, read again every few seconds. */
export interface GroupOrderPageProps {
  /** The selected branch's menu (the app composes it from the catalogue); the page selects the
   * owner's branch, whose dishes are the only ones a member may add. */
  menu: ReactNode;
  /** The product sheet (the app composes it from the product feature, which uses the cart's Add
   * button: the cart cannot import it back). Inside the membership, so a dish goes to the group. */
  overlay: ReactNode;
}

export function GroupOrderPage({ menu, overlay }: GroupOrderPageProps) {
  useCartStrings();
  const { t } = useTranslation();
  const param = useParams().cartId ?? '';
  const valid = isPositiveId(param);
  const cartId = Number(param);
  const [uuid, setUuid] = useState(() => (valid ? storedMemberUuid(cartId) : null));
  const join = (next: string) => {
    storeMemberUuid(cartId, next);
    setUuid(next);
  };
  if (!valid) return <Refusal text={t('invalidGroupOrder', { ns: 'errors' })} />;
  return (
    <GroupMembershipContext.Provider value={{ cartId, uuid, join }}>
      <Page title={t('group.title')}>{uuid ? <GroupOrder cartId={cartId} uuid={uuid} menu={menu} /> : <JoinForm cartId={cartId} onJoined={join} />}</Page>
      {overlay}
    </GroupMembershipContext.Provider>
  );
}

function Refusal({ text }: { text: string }) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

function JoinForm({ cartId, onJoined }: { cartId: number; onJoined: (uuid: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [joinGroup, { loading }] = useJoinGroupOrderMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('required', { ns: 'errors' }));
      return;
    }
    try {
      const { data } = await joinGroup({ variables: { input: { cart_id: cartId, name: name.trim() } } });
      // The api shows a guest only their own uuid.
      const mine = data?.joinGroupOrder?.user_carts.find((m) => m.user_id == null && m.uuid);
      if (mine?.uuid) onJoined(mine.uuid);
    } catch (failure) {
      setError(translateApiError(t, apiErrorOf(failure)));
    }
  };
  return (
    <Form className={styles.join} onSubmit={(e) => void submit(e)}>
      <Text>{t('group.joinIntro')}</Text>
      <Field label={t('group.yourName')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input value={name} maxLength={LIMITS.joinGroupOrder.name.maxLength} autoComplete="given-name" onChange={(_, d) => setName(d.value)} />
      </Field>
      <PrimaryButton type="submit" loading={loading}>{t('group.join')}</PrimaryButton>
    </Form>
  );
}

function GroupOrder({ cartId, uuid, menu }: { cartId: number; uuid: string; menu: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  // The one observer that polls: every member sees the others' dishes arrive.
  const { error } = useGroupCartQuery({ variables: { id: cartId, uuid }, pollInterval: GROUP_POLL_MS, errorPolicy: 'all' });
  const { cart, setQuantity, remove, saving } = useCart();
  const store = useRootStoreApi();
  const shopId = cart.shopId;
  useEffect(() => {
    if (shopId != null && store.getState().branchId !== shopId) store.setState({ branchId: shopId });
  }, [shopId, store]);
  const branchId = useRootStore((s) => s.branchId);
  const refused = apiErrorOf(error);
  if (refused && refused.status !== undefined && refused.status < 500) return <Refusal text={translateApiError(t, refused)} />;
  if (shopId == null || branchId !== shopId) return null;
  return (
    <div className={styles.layout}>
      {menu}
      <aside className={styles.side}>
        <Card title={t('group.yourDishes')}>
          {cart.lines.length === 0 ? (
            <Text>{t('group.noDishes')}</Text>
          ) : (
            <ul className={styles.list}>
              {cart.lines.map((line) => (
                <CartLine key={line.key} line={line} disabled={saving} onQuantity={(q) => void setQuantity(line, q)} onRemove={() => void remove(line)} />
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('group.everyone')}>
          <GroupMembers members={cart.members} />
          <div className={styles.total}>
            <span>{t('cart.total')}</span>
            <Money amount={cart.total} />
          </div>
        </Card>
      </aside>
    </div>
  );
}
