import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../graphql/limits.generated';

// The platform's search input drawn like Fluent's SearchBox: the desktop header shows it on every
// page, and Fluent's Input would add its 5 KB of styles and hooks to every desktop visit.
const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXS,
    boxSizing: 'border-box',
    minHeight: '32px',
    paddingInline: tokens.spacingHorizontalMNudge,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover), borderBottomColor: tokens.colorNeutralStrokeAccessibleHover },
    // Fluent's focus mark: the bottom edge turns brand and 2 px thick.
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke, boxShadow: `inset 0 -1px 0 ${tokens.colorCompoundBrandStroke}` },
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  input: {
    flexGrow: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    border: 'none',
    outlineStyle: 'none',
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    '::placeholder': { color: tokens.colorNeutralForeground4, opacity: 1 },
    // The field's own clear button replaces the browser's (Chromium's only, and untranslated).
    '::-webkit-search-cancel-button': { display: 'none' },
  },
  clear: {
    display: 'flex',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontSize: '20px',
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter pressed: the term is remembered. */
  onEnter: () => void;
}

/** The product search input, with a clear button while it holds text (which hands the focus back
 * to the box: the button leaves with the text). */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField({
  value, onValueChange, onEnter, className, ...rest
}, ref) {
  const styles = useStyles();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  return (
    <span className={mergeClasses(styles.root, className)}>
      <SearchRegular className={styles.icon} aria-hidden />
      <input
        {...rest}
        ref={input}
        type="search"
        className={styles.input}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onEnter();
          rest.onKeyDown?.(e);
        }}
        placeholder={t('search.placeholder')}
        // The api refuses longer terms (400 params.search); the field never lets one through.
        maxLength={LIMITS.searchProducts.search.maxLength}
        aria-label={t('search.placeholder')}
      />
      {value && (
        <button type="button" className={styles.clear} aria-label={t('search.clearTerm')} onClick={() => {
          onValueChange('');
          input.current?.focus();
        }}>
          <DismissRegular aria-hidden />
        </button>
      )}
    </span>
  );
});
