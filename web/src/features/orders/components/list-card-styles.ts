import { makeStyles, tokens } from '@fluentui/react-components';

/** The cards of the customer's lists of orders and of refunds: a title and a badge on the first
 * row, details and an amount under them, then lines across the card. */
export const useListCardStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  muted: { color: tokens.colorNeutralForeground3 },
  end: { justifySelf: 'end', textAlign: 'end' },
  wide: { gridColumn: '1 / -1', overflowWrap: 'anywhere' },
  /** A link to a neighbouring list, under the page's title. */
  pageLink: { justifySelf: 'start' },
  empty: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalM },
});
