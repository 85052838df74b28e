import { makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';

/** A grid of one column on narrow screens and, from `minWidth` (px), of two side by side
 * (`columns`, their grid-template-columns), aligned at their tops unless `alignItems` says
 * otherwise. The one column is minmax(0, 1fr) so that wide content wraps instead of widening the
 * page. */
export function twoColumnsFrom(minWidth: number, columns: string, gap: string, alignItems: 'start' | 'center' = 'start'): GriffelStyle {
  return {
    display: 'grid',
    gap,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [`@media (min-width: ${minWidth}px)`]: { gridTemplateColumns: columns, alignItems },
  };
}

/** A page of two columns of cards: one column on phones and tablets; at 1140 px (the desktop breakpoint) the
 * main one (3 parts) beside the side one (2 parts), each a stack of cards. */
export const useTwoColumnStyles = makeStyles({
  layout: twoColumnsFrom(1140, 'minmax(0, 3fr) minmax(0, 2fr)', tokens.spacingHorizontalL),
  column: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
});
