import { makeStyles, tokens } from '@fluentui/react-components';

/** A page of two columns of cards: one column on phones and tablets; at 1140 px (the desktop breakpoint) the
 * main one (3 parts) beside the side one (2 parts), each a stack of cards. */
export const useTwoColumnStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1140px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
  column: { display: 'grid', rowGap: tokens.spacingVerticalL, minWidth: 0 },
});
