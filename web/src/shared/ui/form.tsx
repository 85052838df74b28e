import type { FormHTMLAttributes, Ref } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useHydrated } from '../hooks/use-hydrated';

const useStyles = makeStyles({
  // The fieldset only disables; its children lay out as the form's own.
  fields: { display: 'contents', border: 'none', margin: 0, padding: 0, minInlineSize: 0 },
});

export type FormProps = FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };

/** A form handled by its script. A server-rendered page shows it before that script runs: until
 * the page is hydrated its fields and buttons are disabled, so nothing typed is lost on hydration
 * and nothing is posted natively (`method="post"` keeps a password out of the URL even so). The
 * browser's own validation is off: each form validates and shows translated messages itself. */
export function Form({ children, ...props }: FormProps) {
  const styles = useStyles();
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate {...props}>
      <fieldset className={styles.fields} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
