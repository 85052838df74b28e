import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    rowGap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  title: { margin: 0 },
});

export interface NoticeProps {
  /** A Fluent icon component (drawn 48 px, hidden from screen readers). */
  Icon: FluentIcon;
  title: string;
  /** h1 where the notice is the page, h2 inside a page that has its own title. */
  heading: 'h1' | 'h2';
  /** The heading's id, naming the notice. */
  id: string;
  /** `status`: a state that can change while the page is open (announced politely). */
  role?: 'status';
  children: ReactNode;
}

/** A centred notice in place of a screen's content: an icon, a title, then its text and links. */
export function Notice({ Icon, title, heading, id, role, children }: NoticeProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} role={role} aria-labelledby={id}>
      <Icon className={styles.icon} aria-hidden />
      <Text as={heading} size={heading === 'h1' ? 600 : 500} weight="semibold" className={styles.title} id={id}>
        {title}
      </Text>
      {children}
    </section>
  );
}
