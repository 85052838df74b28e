/**
 * A message's text cut into what the screen shows: plain text, https links and mentions of an
 * order ("#123"). Nothing here is HTML: the parts become React text nodes and elements whose
 * attributes are checked (docs/chat.md, "Web").
 */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'order'; text: string; orderId: number };

const TOKEN = /(https:\/\/[^\s<>"']+)|#(\d{1,9})\b/g;
/** Punctuation closing a sentence is not part of the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** An https address the browser would open as such, or null (no other scheme is ever a link). */
export function safeHttpsUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

export function splitMessageText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += t;
    else parts.push({ kind: 'text', text: t });
  };
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    pushText(text.slice(at, index));
    at = index + match[0].length;
    if (match[1]) {
      const trailing = TRAILING.exec(match[1])?.[0] ?? '';
      const raw = match[1].slice(0, match[1].length - trailing.length);
      const href = safeHttpsUrl(raw);
      if (href) parts.push({ kind: 'link', text: raw, href });
      else pushText(raw);
      pushText(trailing);
    } else {
      parts.push({ kind: 'order', text: match[0], orderId: Number(match[2]) });
    }
  }
  pushText(text.slice(at));
  return parts;
}

/** The order numbers a list of messages mentions. */
export function mentionedOrders(texts: string[]): number[] {
  const ids = new Set<number>();
  for (const text of texts) for (const part of splitMessageText(text)) if (part.kind === 'order') ids.add(part.orderId);
  return [...ids];
}
