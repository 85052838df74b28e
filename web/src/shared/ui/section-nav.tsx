import { NavLink } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  link: {
    flexShrink: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightRegular,
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    ':hover': { color: tokens.colorNeutralForeground1, borderBottomColor: tokens.colorNeutralStroke1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px', borderRadius: tokens.borderRadiusMedium },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorCompoundBrandStroke,
    ':hover': { borderBottomColor: tokens.colorCompoundBrandStrokeHover },
  },
});

export interface Section {
  to: string;
  label: string;
}

/** A page's sections as links that look like tabs: each section has its own address (kept on
 * reload, shareable, working before the page's script runs), and the current one says so
 * (`aria-current="page"`). Plain links, so no focus sentinels stay in the page. */
export function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label={label}>
      {sections.map(({ to, label: text }) => (
        <NavLink key={to} to={to} end className={({ isActive }) => mergeClasses(styles.link, isActive && styles.current)}>
          {text}
        </NavLink>
      ))}
    </nav>
  );
}
