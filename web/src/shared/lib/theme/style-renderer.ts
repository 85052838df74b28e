import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';

/**
 * The browser's style renderer, which reads each style hook's rules once. Griffel inserts a
 * `makeStyles` hook's rules from an insertion effect of every component that calls it, walking
 * all of them each time (every one a cache hit after the first): hydrating a menu of 60 dishes
 * walked the same rules thousands of times. A hook's rules are one object per direction, so a
 * second walk of the same object can only find rules already inserted, and is skipped.
 */
export function createStyleRenderer(): GriffelRenderer {
  const renderer = createDOMRenderer();
  const insert = renderer.insertCSSRules.bind(renderer);
  const walked = new WeakSet<object>();
  renderer.insertCSSRules = (cssRules) => {
    if (walked.has(cssRules)) return;
    walked.add(cssRules);
    insert(cssRules);
  };
  return renderer;
}
