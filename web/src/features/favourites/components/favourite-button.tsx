import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { HeartFilled, HeartRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useIsFavourite, useToggleFavourite } from '../hooks/use-favourites';

const useStyles = makeStyles({ on: { color: tokens.colorPaletteRedForeground1 } });

/** Heart toggle for one product; aria-pressed tells assistive tech whether it is a favourite. */
export function FavouriteButton({ uuid, size = 'medium' }: { uuid: string; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const on = useIsFavourite(uuid);
  const toggle = useToggleFavourite();
  return (
    <Button
      appearance="subtle"
      size={size}
      aria-pressed={on}
      aria-label={on ? t('favourites.remove') : t('favourites.add')}
      title={on ? t('favourites.remove') : t('favourites.add')}
      icon={on ? <HeartFilled className={styles.on} /> : <HeartRegular />}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle(uuid);
      }}
    />
  );
}
