// Rich text of the content pages (page and career descriptions, FAQ answers, recipe
// descriptions). Stored as Markdown; answered as HTML that no browser can run a script from:
//  1. markdown-it renders the Markdown with raw HTML off (any tag in the text comes out as
//     escaped text), no tables (their alignment is a style attribute) and no images, and refuses
//     every link that is not https, http, mailto, tel or a path on this site (entities and case
//     tricks are decoded before the check);
//  2. sanitize-html then keeps only the tags and attributes that step can produce, links with the
//     same schemes, each with rel="nofollow noopener noreferrer": should step 1 ever let
//     something through, it is removed here.
// See docs/content.md.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const SAFE_SCHEMES = ['https', 'http', 'mailto', 'tel'];

/** A link target the storefront may show: one of SAFE_SCHEMES, or a path on this site (`/help`,
 * `#top`), never protocol-relative (`//host`). `url` is already decoded by markdown-it. */
export function isSafeLink(url: string): boolean {
  const target = url.trim();
  if (/^[/#]/.test(target)) return !target.startsWith('//') && !target.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  return scheme !== undefined && SAFE_SCHEMES.includes(scheme);
}

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false, breaks: false })
  .disable(['table', 'image']);
markdown.validateLink = isSafeLink;

/** What the rendered Markdown may hold, nothing more. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
};

/** HTML reduced to the allowed tags, attributes and link schemes (step 2). */
export const safeHtml = (html: string): string => sanitizeHtml(html, SANITIZE);

/** Stored Markdown as HTML safe to put in a page as it is. */
export const richText = (source: string): string => safeHtml(markdown.render(source));

/** Stored Markdown as plain text, as Foodyman clients show such texts (no markup): the words of
 * each block, paragraphs and headings apart by a blank line, the items of a list on lines of
 * their own (`- ` or `1. `), code as it is; link targets and emphasis marks dropped. */
export function plainText(source: string): string {
  // `listed`: an item of the list the block before belongs to (a single line break between them).
  const blocks: { text: string; listed: boolean }[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let marker = '';
  let newList = false;
  for (const token of markdown.parse(source, {})) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      newList ||= lists.length === 0;
      lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      lists.pop();
    } else if (token.type === 'list_item_open') {
      const list = lists[lists.length - 1];
      marker = `${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.next++}.` : '-'} `;
    } else if (token.type === 'inline') {
      const words = (token.children ?? []).map((child) => (child.type.endsWith('break') ? '\n' : child.content)).join('');
      blocks.push({ text: marker + words, listed: lists.length > 0 && !newList });
      marker = '';
      newList = false;
    } else if (token.type === 'fence' || token.type === 'code_block') {
      blocks.push({ text: token.content.replace(/\n$/, ''), listed: false });
    }
  }
  return blocks.map((block, i) => (i === 0 ? '' : block.listed ? '\n' : '\n\n') + block.text).join('');
}
