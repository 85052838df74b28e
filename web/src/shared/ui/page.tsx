import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    maxWidth: '1140px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    display: 'grid',
    // minmax(0, 1fr): wide children (chips, long words) scroll or wrap instead of widening the page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
  },
});

/** A page of the shell: the centred column with its title as the one h1. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.root} id="main">
      <Text as="h1" size={700} weight="semibold">
        {title}
      </Text>
      {children}
    </main>
  );
}
