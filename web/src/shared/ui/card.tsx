import type { ReactNode } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  section: { display: 'grid', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0 },
});

export interface CardProps {
  /** The card's h2 and the region's accessible name. */
  title?: string;
  /** Names the region when the card shows no title. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** A titled panel of an account page (profile, settings, be-seller). */
export function Card({ title, label, className, children }: CardProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.card, className)} aria-label={label ?? title}>
      {title && (
        <Text as="h2" size={500} weight="semibold" className={styles.title}>
          {title}
        </Text>
      )}
      {children}
    </section>
  );
}

/** A titled part of a detail page (a branch's contact or week, a recipe's ingredients or steps):
 * a Card's heading and region without its panel. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Text as="h2" size={500} weight="semibold" className={styles.title}>{title}</Text>
      {children}
    </section>
  );
}
