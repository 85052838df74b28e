import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  subtle: { color: 'inherit' },
  // A link inside a sentence is told apart from the text by more than its colour.
  inline: { textDecorationLine: 'underline' },
});

/** A client-side route link styled like a Fluent link; `inline` for one inside a sentence. */
export function RouteLink({ subtle, inline, className, ...props }: LinkProps & { subtle?: boolean; inline?: boolean }) {
  const styles = useStyles();
  return <Link {...props} className={mergeClasses(styles.root, subtle && styles.subtle, inline && styles.inline, className)} />;
}

/** A link out of the app (phone, e-mail, another site) with the route links' look: a plain anchor,
 * not Fluent's Link, whose code the footer of every page would otherwise load. */
export function ExternalLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const styles = useStyles();
  return <a {...props} className={mergeClasses(styles.root, className)} />;
}
