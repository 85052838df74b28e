import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from './headings';

describe('a long page\'s table of contents', () => {
  it('anchors the h2 and h3 headings in order and lists their text as shown', () => {
    const { html, headings } = withHeadingAnchors('<p>Intro</p><h2>What we keep</h2><p>x</p><h3>Cookies &amp; <em>logs</em></h3><h4>Not listed</h4>');
    expect(headings).toEqual([
      { id: 'section-1', level: 2, text: 'What we keep' },
      { id: 'section-2', level: 3, text: 'Cookies & logs' },
    ]);
    expect(html).toBe('<p>Intro</p><h2 id="section-1">What we keep</h2><p>x</p><h3 id="section-2">Cookies &amp; <em>logs</em></h3><h4>Not listed</h4>');
  });

  it('leaves a page without headings as it is', () => {
    expect(withHeadingAnchors('<p>Short.</p>')).toEqual({ html: '<p>Short.</p>', headings: [] });
  });
});
