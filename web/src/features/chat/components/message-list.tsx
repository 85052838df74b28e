import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/lib/format/date';
import { useOwnedOrders } from '../hooks/use-owned-orders';
import type { Outgoing } from '../lib/chat-store';
import { mentionedOrders } from '../lib/message-text';
import type { ChatMessage, ChatSender } from '../lib/types';
import { MessageText } from './message-text';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    margin: 0,
    listStyleType: 'none',
    minHeight: 0,
    flexGrow: 1,
  },
  item: { display: 'flex', flexDirection: 'column', maxWidth: '80%', rowGap: tokens.spacingVerticalXXS },
  mine: { alignSelf: 'flex-end', alignItems: 'flex-end' },
  theirs: { alignSelf: 'flex-start', alignItems: 'flex-start' },
  bubble: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  mineBubble: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1 },
  theirsBubble: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1 },
  failedBubble: { outline: `1px solid ${tokens.colorPaletteRedBorder2}` },
  meta: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', marginBlock: 'auto', padding: tokens.spacingHorizontalL },
});

export interface MessageListProps {
  messages: ChatMessage[];
  outbox: Outgoing[];
  /** The side of this screen: its messages are on the end side. */
  side: ChatSender;
  loaded: boolean;
  empty: string;
  onRetry: (clientId: string) => void;
  ownsOrder: (id: number) => Promise<boolean>;
}

/** The conversation, oldest first, this side's messages at the end; keeps the newest in view. */
export function MessageList({ messages, outbox, side, loaded, empty, onRetry, ownsOrder }: MessageListProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const texts = useMemo(() => [...messages.map((m) => m.text), ...outbox.map((o) => o.text)], [messages, outbox]);
  const owned = useOwnedOrders(useMemo(() => mentionedOrders(texts), [texts]), ownsOrder);
  const count = messages.length + outbox.length;
  const stick = useRef(true);

  useLayoutEffect(() => {
    if (stick.current && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // Follows new messages unless the reader scrolled up to older ones.
    const onScroll = () => (stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  if (!loaded && count === 0) return <Spinner size="small" label={t('chat.loading')} />;
  return (
    <ol className={styles.list} ref={list} aria-label={t('chat.messages')} aria-live="polite" data-testid="chat-messages">
      {count === 0 && <li className={styles.empty}>{empty}</li>}
      {messages.map((m) => {
        const mine = m.sender === side;
        return (
          <li key={m.id} className={mergeClasses(styles.item, mine ? styles.mine : styles.theirs)} data-sender={m.sender} data-testid="chat-message">
            {/* dir="auto": each message reads in its own direction (an English one on an Arabic page). */}
            <div className={mergeClasses(styles.bubble, mine ? styles.mineBubble : styles.theirsBubble)} dir="auto">
              <MessageText text={m.text} ownedOrders={owned} />
            </div>
            <span className={styles.meta}>
              {mine ? t('chat.you') : t(side === 'customer' ? 'chat.restaurant' : 'chat.customer')} · {formatTime(m.created_at, i18n.language)}
            </span>
          </li>
        );
      })}
      {outbox.map((o) => (
        <li key={o.clientId} className={mergeClasses(styles.item, styles.mine)} data-sender={side} data-status={o.status} data-testid="chat-message">
          <div className={mergeClasses(styles.bubble, styles.mineBubble, o.status === 'failed' && styles.failedBubble)} dir="auto">
            <MessageText text={o.text} ownedOrders={owned} />
          </div>
          {o.status === 'sending' ? (
            <span className={styles.meta}>{t('chat.sending')}</span>
          ) : (
            <span className={mergeClasses(styles.meta, styles.failed)}>
              <ErrorCircleRegular aria-hidden />
              {t('chat.failed')}
              <Button size="small" appearance="transparent" icon={<ArrowClockwiseRegular />} onClick={() => onRetry(o.clientId)}>
                {t('chat.retry')}
              </Button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
