const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

/** The text of a piece of the api's sanitised HTML, as a reader sees it: tags left out (a block's
 * end read as a space), the entities it may hold decoded, spaces folded. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A meta description from such HTML: its text, cut at a word before `max` characters. */
export function summaryOf(html: string, max = 160): string {
  const text = htmlText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
