import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    '& > :first-child': { marginBlockStart: 0 },
    '& > :last-child': { marginBlockEnd: 0 },
    '& h2, & h3, & h4': { lineHeight: tokens.lineHeightBase500, scrollMarginTop: '140px' },
    '& h2': { fontSize: tokens.fontSizeBase500, marginBlockStart: tokens.spacingVerticalXXL },
    '& h3': { fontSize: tokens.fontSizeBase400, marginBlockStart: tokens.spacingVerticalXL },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& blockquote': { marginInline: 0, paddingInlineStart: tokens.spacingHorizontalL, borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorNeutralStroke1 },
    '& code': { fontFamily: tokens.fontFamilyMonospace },
  },
});

/**
 * A rich text the api answers as sanitised HTML (content pages, careers, FAQ answers, recipes:
 * paragraphs, headings, emphasis, lists, quotes, code and safe links only; docs/content.md),
 * rendered as it is. Only ever pass such a field: every other text is rendered as plain text.
 */
export function RichText({ html, className, id }: { html: string; className?: string; id?: string }) {
  const styles = useStyles();
  return <div id={id} className={mergeClasses(styles.root, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
