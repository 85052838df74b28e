import { describe, expect, it } from 'vitest';
import { htmlText, summaryOf } from './html-text';

describe('the text of sanitised HTML', () => {
  it('reads blocks as separate words and decodes entities', () => {
    expect(htmlText('<h2>Fish &amp; chips</h2><p>Crisp <em>and</em> hot.</p><ul><li>Salt</li><li>Vinegar</li></ul>'))
      .toBe('Fish & chips Crisp and hot. Salt Vinegar');
  });

  it('cuts a long text at a word for a meta description', () => {
    expect(summaryOf('<p>one two three four</p>', 12)).toBe('one two…');
    expect(summaryOf('<p>short</p>', 12)).toBe('short');
  });
});
