import { useId, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  field: { display: 'grid', rowGap: tokens.spacingVerticalXXS, flex: '1 1 150px', maxWidth: '300px' },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // The platform's select (no script of its own: light, and native on a phone), drawn like
  // Fluent's fields, 40 px high for a thumb.
  select: {
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

/** A select with its visible label above it (filters and sort orders); `children`: its options. */
export function LabelledSelect({ label, value, onChange, children }: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>{children}</select>
    </div>
  );
}
