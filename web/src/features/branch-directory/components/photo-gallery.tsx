import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { imageUrl } from '../../../shared/lib/images';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(45%, 160px), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  thumb: {
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    cursor: 'zoom-in',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  surface: { maxWidth: 'min(960px, 100vw)' },
  figure: { margin: 0, display: 'grid', rowGap: tokens.spacingVerticalS, justifyItems: 'center' },
  big: { maxWidth: '100%', maxHeight: '65vh', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS, width: '100%' },
  // The arrows point the way the pictures go: flipped in right-to-left languages.
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
  title: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

export interface Photo {
  id: number;
  /** The api's translated alternative text. */
  title: string;
  path: string;
  base_path: string;
}

const srcOf = (photo: Photo) => (/^https?:\/\//.test(photo.path) ? photo.path : imageUrl(photo.path));

/** A branch's pictures: a grid of buttons, each opening the lightbox (a Fluent Dialog: ← → and
 * the Previous / Next buttons move, Esc closes, and the focus goes back to the picture's button).
 * The lightbox is mounted from the first opening only: a mounted Dialog, even closed, starts
 * tabster's modalizer, which puts focusable aria-hidden sentinels around the whole page. */
export function PhotoGallery({ photos }: { photos: ReadonlyArray<Photo> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const total = photos.length;
  const current = open == null ? null : photos[open];
  const lightboxMounted = useOpenedOnce(current != null);

  const close = () => {
    const index = open;
    setOpen(null);
    if (index != null) requestAnimationFrame(() => buttons.current[index]?.focus());
  };
  const move = (step: number) => setOpen((i) => (i == null ? i : (i + step + total) % total));
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') move(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') move(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" className={styles.thumb} ref={(el) => { buttons.current[index] = el; }} onClick={() => setOpen(index)} aria-haspopup="dialog">
              <img className={styles.img} src={srcOf(photo)} alt={photo.title} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {lightboxMounted && (
        <Dialog open={current != null} onOpenChange={(_, data) => { if (!data.open) close(); }}>
          <DialogSurface className={styles.surface} onKeyDown={onKeyDown} aria-label={current?.title || t('branchDirectory.photos')}>
            {current && open != null && (
              <DialogBody>
                <DialogTitle
                  action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('branchDirectory.close')} onClick={close} />}
                >
                  {t('branchDirectory.photo', { n: open + 1, total })}
                </DialogTitle>
                <DialogContent>
                  <figure className={styles.figure}>
                    <img className={styles.big} src={srcOf(current)} alt={current.title} data-testid="lightbox-image" />
                    {current.title && <Text as="p" align="center">{current.title}</Text>}
                    {total > 1 && (
                      <div className={styles.bar}>
                        <Button icon={<ChevronLeftRegular className={styles.flip} />} onClick={() => move(-1)}>{t('branchDirectory.previous')}</Button>
                        <Button icon={<ChevronRightRegular className={styles.flip} />} iconPosition="after" onClick={() => move(1)}>{t('branchDirectory.next')}</Button>
                      </div>
                    )}
                  </figure>
                </DialogContent>
              </DialogBody>
            )}
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
