import { makeStyles, tokens } from '@fluentui/react-components';

export const useHeaderStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 5,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
  },
  row: {
    maxWidth: '1140px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  spacer: { flexGrow: 1 },
  second: { paddingBlockStart: 0 },
  /** Holds the user menu's place while its chunk loads. */
  avatarSlot: { display: 'inline-block', width: '32px', height: '32px' },
});
