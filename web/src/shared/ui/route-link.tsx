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
});

/** A client-side route link styled like a Fluent link. */
export function RouteLink({ subtle, className, ...props }: LinkProps & { subtle?: boolean }) {
  const styles = useStyles();
  return <Link {...props} className={mergeClasses(styles.root, subtle && styles.subtle, className)} />;
}
