import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DESKTOP_QUERY, SMALL_QUERY, ViewportHintContext, matchesWidth, useIsDesktop } from './use-media-query';

function Layout() {
  return <span>{useIsDesktop() ? 'desktop' : 'phone'}</span>;
}

describe('useMediaQuery on the server', () => {
  it('answers for the viewport width the server guessed', () => {
    const at = (width: number) => renderToString(<ViewportHintContext.Provider value={width}><Layout /></ViewportHintContext.Provider>);
    expect(at(1280)).toContain('desktop');
    expect(at(375)).toContain('phone');
    expect(renderToString(<Layout />)).toContain('phone');
  });

  it('evaluates min-width and max-width queries against a width', () => {
    expect(matchesWidth(DESKTOP_QUERY, 1140)).toBe(true);
    expect(matchesWidth(DESKTOP_QUERY, 1139)).toBe(false);
    expect(matchesWidth(SMALL_QUERY, 576)).toBe(true);
    expect(matchesWidth(SMALL_QUERY, 577)).toBe(false);
  });
});
