import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../../shared/lib/format/date';
import { Avatar } from '../../../shared/ui/avatar';
import type { Chat } from '../lib/types';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalXXS, alignContent: 'start' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    width: '100%',
    padding: tokens.spacingHorizontalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
  text: { display: 'grid', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  preview: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200 },
  side: { display: 'grid', justifyItems: 'end', rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
});

/** A customer's name as staff see it; a chat without one is named by the customer's number. */
export function customerName(chat: Chat, t: (key: string, options?: Record<string, unknown>) => string): string {
  const name = [chat.customer?.firstname, chat.customer?.lastname].filter(Boolean).join(' ');
  return name || t('chat.customerNumber', { id: chat.user_id });
}

/** Staff's conversations by latest message, each with its unread count. */
export function ChatList({ chats, openId, onOpen }: { chats: Chat[]; openId: string | null | undefined; onOpen: (id: string) => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('chat.conversations')} data-testid="chat-list">
      {chats.map((chat) => {
        const name = customerName(chat, t);
        const last = chat.last_message;
        return (
          <li key={chat.id}>
            <button
              type="button"
              className={mergeClasses(styles.item, chat.id === openId && styles.current)}
              aria-current={chat.id === openId ? 'true' : undefined}
              aria-label={chat.unread ? t('chat.conversationUnread', { name, count: chat.unread }) : name}
              onClick={() => onOpen(chat.id)}
              data-testid="chat-list-item"
            >
              <Avatar src={chat.customer?.img} firstname={chat.customer?.firstname} size={40} />
              <span className={styles.text}>
                <span className={styles.name} dir="auto">{name}</span>
                {last && <span className={styles.preview} dir="auto">{last.sender === 'staff' ? t('chat.youSaid', { text: last.text }) : last.text}</span>}
              </span>
              <span className={styles.side}>
                {last && <span>{formatRelative(last.created_at, i18n.language)}</span>}
                {chat.unread > 0 && <CounterBadge count={chat.unread} overflowCount={99} size="small" color="danger" data-testid="chat-unread" />}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
