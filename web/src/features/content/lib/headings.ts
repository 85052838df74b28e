// The table of contents of a long page: its h2 and h3 headings, each given an anchor.
import { htmlText } from '../../../shared/lib/html-text';

export interface Heading {
  id: string;
  level: 2 | 3;
  text: string;
}


/**
 * Gives every `<h2>`/`<h3>` of sanitised HTML (the api's rich text: headings carry no attributes)
 * the anchor `section-N`, and lists them in order. The HTML is otherwise unchanged.
 */
export function withHeadingAnchors(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const anchored = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_all, level: string, inner: string) => {
    const id = `section-${headings.length + 1}`;
    headings.push({ id, level: Number(level) as 2 | 3, text: htmlText(inner) });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: anchored, headings };
}
