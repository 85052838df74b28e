// Test support of rich text (http/rich-text.ts): hostile Markdown, and the check that rendered
// HTML is inert (nothing a browser could run a script from).
import { expect } from 'vitest';

/** Tags the rendered HTML may hold, and attributes on them. */
const TAGS = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a']);
const ATTRIBUTES = new Set(['href', 'title', 'rel', 'start']);

/** What a browser could run a script from: a tag outside the allowed ones, an attribute outside
 * them (event handlers, style, src), a link of another scheme. */
export function expectInert(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    expect(TAGS.has(name.toLowerCase()), `${name} in ${html}`).toBe(true);
    for (const [, attribute, value] of attributes.matchAll(/([^\s=]+)="([^"]*)"/g)) {
      expect(ATTRIBUTES.has(attribute.toLowerCase()), `${attribute} in ${html}`).toBe(true);
      if (attribute === 'href') expect(value, html).toMatch(/^(https?:|mailto:|tel:|\/(?![/\\])|#)/);
    }
  }
  expect(html).not.toMatch(/<(script|iframe|img|style|object|embed|svg|math|form|input)/i);
}

export const HOSTILE_MARKDOWN = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript&colon;alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](//evil.example/x)',
  '![pixel](https://evil.example/p.png)',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<a href="javascript:alert(1)">x</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")',
  '| a | b |\n|:-|-:|\n| 1 | 2 |',
  '<svg onload=alert(1)>',
];

