import { makeStyles, tokens } from '@fluentui/react-components';

export const useAuthFormStyles = makeStyles({
  card: {
    display: 'grid',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  title: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'grid', rowGap: tokens.spacingVerticalM },
  /** Two fields side by side when there is room (first and last name). */
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
  },
  submit: { width: '100%', marginBlockStart: tokens.spacingVerticalS },
  /** Secondary actions under a form (resend, change the number). */
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
});
