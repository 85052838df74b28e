import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RendererProvider, makeStyles } from '@fluentui/react-components';
import { createStyleRenderer } from './style-renderer';

const useStyles = makeStyles({ dish: { color: 'rgb(1, 2, 3)', paddingTop: '7px' } });

function Dish() {
  return <span className={useStyles().dish}>dish</span>;
}

/** How often the renderer looked up each rule in its insertion cache while `ui` mounted. */
function lookupsWhileMounting(ui: React.ReactElement) {
  const renderer = createStyleRenderer();
  const lookups = new Map<string, number>();
  renderer.insertionCache = new Proxy(renderer.insertionCache, {
    get(cache, rule) {
      if (typeof rule === 'string' && rule.includes('rgb(1, 2, 3)')) lookups.set(rule, (lookups.get(rule) ?? 0) + 1);
      return Reflect.get(cache, rule);
    },
  });
  const { container } = render(<RendererProvider renderer={renderer} targetDocument={document}>{ui}</RendererProvider>);
  return { lookups: [...lookups.values()], container };
}

describe('createStyleRenderer', () => {
  it('reads a style hook\'s rules once however many components use it, and their styles apply', () => {
    const { lookups, container } = lookupsWhileMounting(<>{Array.from({ length: 20 }, (_, i) => <Dish key={i} />)}</>);
    expect(lookups).toEqual([1]);
    for (const span of container.querySelectorAll('span')) expect(getComputedStyle(span).color).toBe('rgb(1, 2, 3)');
  });
});
