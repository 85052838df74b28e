import { describe, expect, it } from 'vitest';
import { expectInert, HOSTILE_MARKDOWN } from '../testing/rich-text';
import { isSafeLink, plainText, richText, safeHtml } from './rich-text';

describe('richText', () => {
  it('renders the safe Markdown subset: headings, emphasis, lists and safe links', () => {
    expect(richText('## Orders\n\n**Bold**, *em* and [help](/help), [mail](mailto:a@b.test), [site](https://storefront.test)\n\n- one\n- two'))
      .toBe('<h2>Orders</h2>\n<p><strong>Bold</strong>, <em>em</em> and <a href="/help" rel="nofollow noopener noreferrer">help</a>, '
        + '<a href="mailto:a@b.test" rel="nofollow noopener noreferrer">mail</a>, '
        + '<a href="https://storefront.test" rel="nofollow noopener noreferrer">site</a></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
  });

  it.each(HOSTILE_MARKDOWN)('answers %j as inert HTML', (source) => {
    expectInert(richText(source));
  });

  it('shows raw HTML as text, not as markup', () => {
    expect(richText('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(richText('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>\n');
  });
});

describe('safeHtml (the second layer)', () => {
  it('strips what the first layer would never make, should it ever let it through', () => {
    const hostile = '<p style="x" onclick="y">a<script>b</script><iframe src="https://e.example"></iframe>'
      + '<a href="javascript:x">l</a><a href="//e.example">m</a><img src=x onerror=alert(1)><svg onload=alert(1)></svg></p>';
    const cleaned = safeHtml(hostile);
    expectInert(cleaned);
    expect(cleaned).toBe('<p>a<a rel="nofollow noopener noreferrer">l</a><a rel="nofollow noopener noreferrer">m</a></p>');
  });
});

describe('isSafeLink', () => {
  it.each([
    ['https://storefront.test', true], ['http://x.test', true], ['mailto:a@b.test', true], ['tel:+14165550100', true], ['/help', true],
    ['#top', true], ['javascript:alert(1)', false], ['JAVASCRIPT:alert(1)', false], ['data:text/html,x', false], ['//evil.test', false],
    ['/\\evil.test', false], ['vbscript:x', false], ['help', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeLink(url)).toBe(safe);
  });
});

describe('plainText (what Foodyman clients show as it is)', () => {
  it('keeps the words of each block without markup: paragraphs apart, list items on their own lines', () => {
    expect(plainText('## Orders\n\nPick a **branch** in the [header](/help).\nThen `pay`.\n\n1. one\n2. two\n   - sub\n\n- a\n- b\n\n```\ncode\n```'))
      .toBe('Orders\n\nPick a branch in the header.\nThen pay.\n\n1. one\n2. two\n  - sub\n\n- a\n- b\n\ncode');
    expect(plainText('')).toBe('');
  });

  it('answers raw HTML as the text it is (a client shows it, never runs it)', () => {
    expect(plainText('<p>raw</p> & <script>x</script>')).toBe('<p>raw</p> & <script>x</script>');
  });
});
