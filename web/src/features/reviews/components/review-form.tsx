import { useId, useRef, useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, MessageBarBody, Rating, Spinner,
  Text, Textarea, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useAddShopReviewMutation } from '../../../graphql/reviews.generated';
import { apiErrorOf, type ApiError } from '../../../shared/lib/graphql/api-error';
import { imageUrl } from '../../../shared/lib/images';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { useReviewsStrings } from '../hooks/use-reviews-strings';
import { COMMENT_MAX, PHOTOS_MAX, STARS_MAX, translateReviewError } from '../lib/review-errors';
import { REVIEW_REFETCH, forgetBranchRating } from '../lib/refresh';
import { IMAGE_ACCEPT, ImageUploadError, checkImageFile } from '../../../shared/lib/image-upload';
import { uploadReviewPicture } from '../lib/upload-picture';

const useStyles = makeStyles({
  surface: { maxInlineSize: 'min(560px, calc(100vw - 32px))' },
  content: { display: 'grid', rowGap: tokens.spacingVerticalL },
  counter: { justifySelf: 'end', color: tokens.colorNeutralForeground3 },
  counterOver: { color: tokens.colorPaletteRedForeground1 },
  photos: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  photo: { position: 'relative', inlineSize: '80px', blockSize: '80px' },
  thumb: {
    inlineSize: '80px',
    blockSize: '80px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'grid',
    placeItems: 'center',
  },
  remove: { position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px', minWidth: 'auto' },
  hiddenInput: { position: 'absolute', inlineSize: '1px', blockSize: '1px', opacity: 0, overflow: 'hidden' },
  photoField: { display: 'grid', rowGap: tokens.spacingVerticalS, justifyItems: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Photo {
  key: number;
  name: string;
  /** The uploaded path; absent while uploading. */
  path?: string;
}

export interface ReviewFormProps {
  shopId: number;
  /** The order being reviewed; absent: the api takes the customer's latest unreviewed one here. */
  orderId?: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The review form: stars (required, a radio group: arrows change it), a comment of at most 1000
 * characters with its counter, up to 4 photos uploaded as soon as they are chosen (thumbnails with
 * Remove). The api's refusals are shown by their code; on success a toast, and the branch's
 * reviews, rating and the order refresh (lib/refresh.ts).
 */
export function ReviewForm({ shopId, orderId, open, onClose }: ReviewFormProps) {
  useReviewsStrings();
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const { cache } = useApolloClient();
  const mounted = useOpenedOnce(open);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; photos?: string }>({});
  const [serverError, setServerError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const counterId = useId();
  const [send, { loading }] = useAddShopReviewMutation({ refetchQueries: REVIEW_REFETCH, awaitRefetchQueries: true });

  const uploading = photos.some((photo) => !photo.path);
  const length = comment.trim().length;

  const reset = () => {
    setRating(0);
    setComment('');
    setPhotos([]);
    setErrors({});
    setServerError(undefined);
  };
  const close = () => {
    if (loading) return;
    reset();
    onClose();
  };

  const addFiles = (files: File[]) => {
    setErrors((e) => ({ ...e, photos: undefined }));
    const room = PHOTOS_MAX - photos.length;
    if (files.length > room) setErrors((e) => ({ ...e, photos: t('reviewPhotosMax', { ns: 'errors', count: PHOTOS_MAX }) }));
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refused = checkImageFile(file);
      if (refused) {
        setErrors((e) => ({ ...e, photos: t(refused, { ns: 'errors' }) }));
        continue;
      }
      const key = nextKey.current++;
      setPhotos((list) => [...list, { key, name: file.name }]);
      uploadReviewPicture(file).then(
        (path) => setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, path } : photo))),
        (error: unknown) => {
          setPhotos((list) => list.filter((photo) => photo.key !== key));
          const apiError: ApiError | null = error instanceof ImageUploadError ? error.apiError : null;
          setErrors((e) => ({ ...e, photos: translateReviewError(t, apiError) }));
        },
      );
    }
  };

  const submit = async () => {
    setServerError(undefined);
    const found: typeof errors = {};
    if (rating < 1) found.rating = t('reviewRatingRequired', { ns: 'errors' });
    if (length > COMMENT_MAX) found.comment = t('reviewCommentMax', { ns: 'errors', count: COMMENT_MAX });
    setErrors((e) => ({ ...e, ...found, photos: e.photos }));
    if (found.rating || found.comment || uploading) return;
    try {
      await send({
        variables: {
          id: shopId,
          input: {
            rating,
            ...(comment.trim() ? { comment: comment.trim() } : {}),
            ...(photos.length ? { images: photos.map((photo) => photo.path!) } : {}),
            ...(orderId ? { order_id: orderId } : {}),
          },
        },
      });
      forgetBranchRating(cache, shopId);
      notify.success(t('reviews.form.done'));
      reset();
      onClose();
    } catch (error) {
      setServerError(translateReviewError(t, apiErrorOf(error)));
    }
  };

  if (!mounted) return null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <form
          aria-label={t('reviews.form.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('reviews.form.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {serverError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{serverError}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('reviews.form.rating')} required validationMessage={errors.rating}>
                <Rating
                  value={rating}
                  max={STARS_MAX}
                  color="marigold"
                  size="extra-large"
                  itemLabel={(value) => t('reviews.stars', { count: value, rating: value })}
                  onChange={(_, data) => {
                    setRating(data.value);
                    setErrors((e) => ({ ...e, rating: undefined }));
                  }}
                />
              </Field>
              <Field
                label={t('reviews.form.comment')}
                validationMessage={errors.comment}
                hint={
                  <span id={counterId} className={mergeClasses(styles.counter, length > COMMENT_MAX && styles.counterOver)}>
                    {t('reviews.form.counter', { count: length, max: COMMENT_MAX })}
                  </span>
                }
              >
                <Textarea
                  name="comment"
                  value={comment}
                  rows={4}
                  resize="vertical"
                  onChange={(_, data) => {
                    setComment(data.value);
                    setErrors((e) => ({ ...e, comment: undefined }));
                  }}
                />
              </Field>
              <Field label={t('reviews.form.photos', { count: PHOTOS_MAX })} validationMessage={errors.photos}>
                <div className={styles.photoField}>
                  {photos.length > 0 && (
                    <ul className={styles.photos} aria-label={t('reviews.form.chosen')}>
                      {photos.map((photo, index) => (
                        <li key={photo.key} className={styles.photo} data-testid="review-photo">
                          {photo.path ? (
                            <img className={styles.thumb} src={imageUrl(photo.path)} alt={t('reviews.form.photo', { number: index + 1 })} width={80} height={80} />
                          ) : (
                            <span className={styles.thumb}>
                              <Spinner size="tiny" aria-label={t('reviews.form.uploading', { name: photo.name })} />
                            </span>
                          )}
                          <Button
                            className={styles.remove}
                            size="small"
                            shape="circular"
                            icon={<DismissRegular />}
                            aria-label={t('reviews.form.remove', { number: index + 1 })}
                            onClick={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                  <input
                    ref={fileInput}
                    className={styles.hiddenInput}
                    type="file"
                    name="image"
                    multiple
                    accept={IMAGE_ACCEPT}
                    tabIndex={-1}
                    aria-label={t('reviews.form.choose')}
                    onChange={(event) => {
                      addFiles(Array.from(event.target.files ?? []));
                      event.target.value = '';
                    }}
                  />
                  <Button icon={<ImageAddRegular />} disabled={photos.length >= PHOTOS_MAX} onClick={() => fileInput.current?.click()}>
                    {t('reviews.form.addPhotos')}
                  </Button>
                  <Text size={200} className={styles.muted}>{t('reviews.form.photosHint')}</Text>
                </div>
              </Field>
            </DialogContent>
            <DialogActions>
              <SecondaryButton type="button" onClick={close} disabled={loading}>{t('common.cancel')}</SecondaryButton>
              <PrimaryButton type="submit" loading={loading} disabled={uploading}>{t('reviews.form.submit')}</PrimaryButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
