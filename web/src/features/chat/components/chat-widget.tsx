import { useLayoutEffect, useState } from 'react';
import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ResponsivePanel } from '../../../shared/ui/responsive-panel';
import { useChatState, useChatStore } from '../hooks/use-chat-store';
import { useChatStrings } from '../hooks/use-chat-strings';
import type { ChatPort } from '../lib/chat-port';
import { Conversation } from './conversation';

/** The launcher's place: above the sticky bottom bars (the cart's), which are at most 88 px tall. */
const LAUNCHER_BOTTOM = 'calc(88px + env(safe-area-inset-bottom, 0px))';
/** The band at the bottom of the viewport that the launcher (a large round button, 40 px) and a
 * gap of 8 px above it take. In pixels: it is set on the document, outside Fluent's variables. */
const LAUNCHER_BAND = 'calc(88px + 40px + 8px + env(safe-area-inset-bottom, 0px))';

const useStyles = makeStyles({
  launcher: {
    position: 'fixed',
    insetInlineEnd: tokens.spacingHorizontalL,
    bottom: LAUNCHER_BOTTOM,
    zIndex: 5,
    boxShadow: tokens.shadow16,
  },
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-8px', insetInlineStart: '12px' },
  fill: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
});

/** While the launcher floats over the page, the page scrolls what takes the focus (or is scrolled
 * into view) above its band: a control reached by the keyboard is never left under it (nor under
 * the sticky bottom bar below it), e.g. the last row of the reservation times on a phone, which
 * sits under the launcher while the page is at its top. A scroll padding, not a margin: nothing
 * moves until something must. */
function useScrollClearOfLauncher() {
  useLayoutEffect(() => {
    const { style } = document.documentElement;
    style.scrollPaddingBottom = LAUNCHER_BAND;
    return () => {
      style.removeProperty('scroll-padding-bottom');
    };
  }, []);
}

export interface ChatWidgetProps {
  port: ChatPort;
  ownsOrder: (id: number) => Promise<boolean>;
}

/**
 * The customer's chat with the restaurant: a launcher with the unread count, and a panel (full
 * screen up to 576 px, a side panel above) with the conversation.
 */
export function ChatWidget({ port, ownsOrder }: ChatWidgetProps) {
  useChatStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const store = useChatStore(port);
  const unread = useChatState(store).chats[0]?.unread ?? 0;
  const [open, setOpen] = useState(false);
  useScrollClearOfLauncher();

  // The conversation (and, embedded, its live stream) is listened to while the panel is open;
  // closed, the launcher's count is asked for from time to time.
  const show = (next: boolean) => {
    store.open(next ? null : undefined);
    setOpen(next);
  };

  return (
    <>
      <Button
        className={styles.launcher}
        shape="circular"
        size="large"
        appearance="primary"
        aria-label={t('chat.launcher', { count: unread })}
        data-testid="chat-launcher"
        icon={
          <span className={styles.icon}>
            <ChatRegular />
            {unread > 0 && <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" color="danger" data-testid="chat-badge" />}
          </span>
        }
        onClick={() => show(true)}
      />
      <ResponsivePanel open={open} onOpenChange={show} title={t('chat.title')} testId="chat-panel" flush>
        <div className={styles.fill} data-testid="chat-conversation">
          <Conversation store={store} side="customer" empty={t('chat.empty')} ownsOrder={ownsOrder} />
        </div>
      </ResponsivePanel>
    </>
  );
}
