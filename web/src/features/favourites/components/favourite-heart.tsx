import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { HeartFilled, HeartRegular } from '@fluentui/react-icons';

// Drawn as Fluent's small subtle icon button is, from plain elements: a menu shows a hundred.
const useStyles = makeStyles({
  heart: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: '24px',
    height: '24px',
    padding: '1px',
    margin: 0,
    verticalAlign: 'middle',
    fontSize: '20px',
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorTransparentBackground,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2BrandHover },
    ':hover:active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground2BrandPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  on: { color: tokens.colorPaletteRedForeground1, ':hover': { color: tokens.colorPaletteRedForeground1 } },
});

/**
 * A product's heart on a card: only what it shows. Its click is handled by the grid that holds
 * the cards (`data-favourite` names the product), so a card hydrates no handler of its own.
 */
export function FavouriteHeart({ uuid, on, label }: { uuid: string; on: boolean; label: string }) {
  const styles = useStyles();
  return (
    <button type="button" className={mergeClasses(styles.heart, on && styles.on)} data-favourite={uuid} aria-pressed={on} aria-label={label} title={label}>
      {on ? <HeartFilled /> : <HeartRegular />}
    </button>
  );
}
