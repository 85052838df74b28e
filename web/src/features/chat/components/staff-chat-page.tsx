import { useEffect, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../shared/lib/session';
import { Page } from '../../../shared/ui/page';
import { useChatState, useChatStore } from '../hooks/use-chat-store';
import { useChatStrings } from '../hooks/use-chat-strings';
import type { ChatPort } from '../lib/chat-port';
import { createChatPort } from '../lib/create-port';
import { ChatList, customerName } from './chat-list';
import { Conversation } from './conversation';

const WIDE = '@media (min-width: 768px)';

const useStyles = makeStyles({
  inbox: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    [WIDE]: { gridTemplateColumns: '320px minmax(0, 1fr)' },
  },
  pane: {
    display: 'flex',
    flexDirection: 'column',
    height: 'min(70dvh, 640px)',
    minHeight: '360px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  paneHeader: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  back: { [WIDE]: { display: 'none' }, ':dir(rtl) svg': { transform: 'scaleX(-1)' } },
  // Below 768 px one pane at a time: the list, or the open conversation.
  hiddenSmall: { display: 'none', [WIDE]: { display: 'flex' } },
  listScroll: { overflowY: 'auto', padding: tokens.spacingHorizontalXS, height: 'min(70dvh, 640px)', minHeight: '360px', boxSizing: 'border-box' },
  muted: { color: tokens.colorNeutralForeground2, margin: 'auto', padding: tokens.spacingHorizontalL, textAlign: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Staff's inbox on a port: the conversations, the open one (`?chat=`) and its answer box. */
export function StaffInbox({ port, ownsOrder }: { port: ChatPort; ownsOrder: (id: number) => Promise<boolean> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const store = useChatStore(port);
  const state = useChatState(store);
  const [params, setParams] = useSearchParams();
  const openId = params.get('chat') ?? undefined;
  useEffect(() => store.open(openId), [store, openId]);
  const open = (id: string | undefined) => setParams(id ? { chat: id } : {}, { replace: false });
  const chat = state.chats.find((c) => c.id === openId);

  return (
    <div className={styles.inbox}>
      <div className={openId ? styles.hiddenSmall : undefined}>
        <div className={styles.listScroll}>
          {state.failed && !state.chats.length && <Text className={styles.error} role="alert">{t('chat.loadError')}</Text>}
          {state.chats.length ? (
            <ChatList chats={state.chats} openId={openId} onOpen={open} />
          ) : (
            !state.failed && <Text className={styles.muted} role="status">{t('chat.inboxEmpty')}</Text>
          )}
        </div>
      </div>
      <section className={openId ? styles.pane : `${styles.pane} ${styles.hiddenSmall}`} aria-label={chat ? customerName(chat, t) : t('chat.conversation')} data-testid="chat-conversation">
        {openId ? (
          <>
            <div className={styles.paneHeader}>
              <Button className={styles.back} appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('chat.backToList')} onClick={() => open(undefined)} />
              <span>{chat ? customerName(chat, t) : ''}</span>
            </div>
            <Conversation store={store} side="staff" empty={t('chat.empty')} ownsOrder={ownsOrder} />
          </>
        ) : (
          <Text className={styles.muted}>{t('chat.pick')}</Text>
        )}
      </section>
    </div>
  );
}

/** Staff never link a customer's "#123": the orders are the customer's, not staff's. */
const noOrders = () => Promise.resolve(false);

/** /staff/chat (staff only): every customer's conversation, by latest message, answered here. */
export function StaffChatPage() {
  useChatStrings();
  const { t } = useTranslation();
  const { user } = useSession();
  const [port] = useState(() => createChatPort('staff', user?.id ?? 0));
  return (
    <Page title={t('chat.inboxTitle')}>
      <StaffInbox port={port} ownsOrder={noOrders} />
    </Page>
  );
}
