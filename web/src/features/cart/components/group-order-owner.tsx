import { Button, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useRemoveGroupMembersMutation, useToggleGroupOrderMutation } from '../../../graphql/cart.generated';
import { apiErrorOf } from '../../../shared/lib/graphql/api-error';
import { translateApiError } from '../../../shared/lib/i18n/api-messages';
import { useNotify } from '../../../shared/ui/notify';
import type { CartView } from '../lib/cart-view';
import { writeOwnCart } from '../lib/cart-cache';
import { GroupMembers } from './group-members';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalM, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  link: { display: 'flex', columnGap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
});

export const groupOrderUrl = (cartId: number) => `${window.location.origin}/group/order/${cartId}`;

/** The owner's side of a group order (in the cart panel): start it, share the link, see and
 * remove members, close it. Every answer is the whole cart, written over the cart query. */
export function GroupOrderOwner({ cart }: { cart: CartView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const [toggle, toggling] = useToggleGroupOrderMutation({ update: (c, r) => writeOwnCart(c, r.data?.toggleGroupOrder) });
  const [removeMembers, removing] = useRemoveGroupMembersMutation({ update: (c, r) => writeOwnCart(c, r.data?.removeGroupMembers) });
  const fail = (error: unknown) => notify.error(translateApiError(t, apiErrorOf(error)));
  if (cart.id == null) return null;
  const id = cart.id;

  if (!cart.group) {
    return (
      <div className={styles.root}>
        <Button icon={<PeopleTeamRegular />} disabled={toggling.loading} onClick={() => void toggle({ variables: { id } }).catch(fail)}>
          {t('group.start')}
        </Button>
      </div>
    );
  }
  const url = groupOrderUrl(id);
  return (
    <section className={styles.root} aria-label={t('group.title')}>
      <Text weight="semibold">{t('group.title')}</Text>
      <Text size={200}>{t('group.share')}</Text>
      <div className={styles.link}>
        <Input className={styles.input} readOnly value={url} aria-label={t('group.link')} dir="ltr" />
        <Button
          icon={<CopyRegular />}
          onClick={() => void navigator.clipboard?.writeText(url).then(() => notify.success(t('group.copied')), () => undefined)}
        >
          {t('group.copy')}
        </Button>
      </div>
      <GroupMembers
        members={cart.members}
        disabled={removing.loading}
        onRemove={(member) => void removeMembers({ variables: { input: { cart_id: id, ids: [member.uuid!] } } }).catch(fail)}
      />
      <Button disabled={toggling.loading} onClick={() => void toggle({ variables: { id } }).catch(fail)}>
        {t('group.close')}
      </Button>
    </section>
  );
}
