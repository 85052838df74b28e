import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonDeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { CartMemberView } from '../lib/cart-view';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  member: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface GroupMembersProps {
  members: ReadonlyArray<CartMemberView>;
  /** The owner removes a guest (by the guest's uuid). */
  onRemove?: (member: CartMemberView) => void;
  disabled?: boolean;
}

/** The other members of a group order and their dishes. */
export function GroupMembers({ members, onRemove, disabled }: GroupMembersProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (members.length === 0) return <Text className={styles.muted}>{t('group.noMembers')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('group.members')}>
      {members.map((member) => (
        <li key={member.uuid ?? member.name} className={styles.member}>
          <span className={styles.head}>
            <Text weight="semibold">{member.name}</Text>
            {onRemove && member.guest && member.uuid && (
              <Button
                appearance="subtle"
                size="small"
                icon={<PersonDeleteRegular />}
                disabled={disabled}
                onClick={() => onRemove(member)}
              >
                {t('group.remove', { name: member.name })}
              </Button>
            )}
          </span>
          {member.lines.length === 0 ? (
            <Text size={200} className={styles.muted}>{t('group.noDishes')}</Text>
          ) : (
            <ul className={styles.lines}>
              {member.lines.map((line) => (
                <li key={line.key}>
                  <Text size={200}>{line.title} × {line.quantity}</Text>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
