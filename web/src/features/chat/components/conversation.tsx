import { useEffect } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useChatState } from '../hooks/use-chat-store';
import type { ChatStore } from '../lib/chat-store';
import type { ChatSender } from '../lib/types';
import { Composer } from './composer';
import { MessageList } from './message-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  error: { color: tokens.colorPaletteRedForeground1, padding: tokens.spacingHorizontalM, margin: 0 },
});

export interface ConversationProps {
  store: ChatStore;
  side: ChatSender;
  /** What an empty conversation says. */
  empty: string;
  ownsOrder: (id: number) => Promise<boolean>;
}

/** The open conversation of a chat store, read while it is on screen, and its input. */
export function Conversation({ store, side, empty, ownsOrder }: ConversationProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const state = useChatState(store);
  const shown = state.openId;
  const outbox = state.outbox.filter((o) => o.chatId === shown);

  // On screen, the other side's messages are read (they are marked read while the panel is open).
  useEffect(() => store.markRead(), [store, state.messages, state.chats]);

  return (
    <div className={styles.root}>
      {state.failed && (
        <p className={styles.error} role="alert">
          {t('chat.loadError')}
        </p>
      )}
      <MessageList
        messages={state.messages}
        outbox={outbox}
        side={side}
        loaded={state.loaded}
        empty={empty}
        onRetry={store.retry}
        ownsOrder={ownsOrder}
      />
      <Composer onSend={store.send} />
    </div>
  );
}
