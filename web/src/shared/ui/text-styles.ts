import type { GriffelStyle } from '@fluentui/react-components';

/** At most `lines` lines of text, the rest cut with an ellipsis. */
export function clampLines(lines: number): GriffelStyle {
  return { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' };
}
