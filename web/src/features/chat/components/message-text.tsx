import { useTranslation } from 'react-i18next';
import { ExternalLink, RouteLink } from '../../../shared/ui/route-link';
import { splitMessageText } from '../lib/message-text';

/**
 * A message's text as React text nodes (never HTML): https addresses become links that open
 * apart from the app, "#123" a link to the order when the customer owns it (`ownedOrders`).
 */
export function MessageText({ text, ownedOrders }: { text: string; ownedOrders: ReadonlySet<number> }) {
  const { t } = useTranslation();
  return (
    <>
      {splitMessageText(text).map((part, i) => {
        if (part.kind === 'link') {
          return (
            <ExternalLink key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
              {part.text}
            </ExternalLink>
          );
        }
        if (part.kind === 'order' && ownedOrders.has(part.orderId)) {
          return (
            <RouteLink key={i} inline to={`/orders/${part.orderId}`} aria-label={t('chat.orderLink', { id: part.orderId })}>
              {part.text}
            </RouteLink>
          );
        }
        return part.text;
      })}
    </>
  );
}
