import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import accountStrings from '../../../locales/en/account-screens.json';
import { formRefusal } from '../../../shared/lib/i18n/api-messages';
import { useScreenStrings } from '../../../shared/lib/i18n/screen-strings';
import { useSession, type SessionUser } from '../../../shared/lib/session';
import { Avatar } from '../../../shared/ui/avatar';
import { PrimaryButton, SecondaryButton } from '../../../shared/ui/buttons';
import { useNotify } from '../../../shared/ui/notify';
import { IMAGE_ACCEPT, ImageUploadError, checkImageFile } from '../../../shared/lib/image-upload';
import { toSessionUser, uploadAvatar } from '../lib/avatar-upload';
import { writeCachedProfile } from '../lib/profile-cache';

const SIZE = 72;

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM },
  who: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalL, minWidth: 0 },
  preview: {
    width: `${SIZE}px`,
    height: `${SIZE}px`,
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    objectFit: 'cover',
    outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    outlineOffset: '2px',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Pending {
  file: File;
  url: string;
}

/**
 * The profile picture with its upload: choose a JPEG, PNG, WebP or GIF of at
 * most 2 MB (checked before any request), see it, upload it. The new user goes into the session
 * cookie (header avatar) and the cached profile at once.
 */
export function AvatarUpload({ user, children }: { user: SessionUser | null; children?: ReactNode }) {
  useScreenStrings(accountStrings);
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useApolloClient();
  const { updateUser } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  // The preview's object URL lives as long as the preview.
  useEffect(() => (pending ? () => URL.revokeObjectURL(pending.url) : undefined), [pending]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setPending(null);
      setError(t(problem, { ns: 'errors' }));
      return;
    }
    setError(undefined);
    setPending({ file, url: URL.createObjectURL(file) });
  };

  const onUpload = async () => {
    if (!pending) return;
    setUploading(true);
    try {
      const saved = toSessionUser(await uploadAvatar(pending.file));
      updateUser(saved);
      writeCachedProfile(client.cache, saved);
      setPending(null);
      notify.success(t('profile.pictureSaved'));
    } catch (failure) {
      // A 401 has already ended the session: the app toasts and goes to /login.
      if (failure instanceof ImageUploadError && failure.unauthorized) return;
      const apiError = failure instanceof ImageUploadError ? failure.apiError : null;
      // Under the picture when it is about it, else a toast (not both: the toast would repeat it).
      const refusal = formRefusal(t, apiError, ['image']);
      setError(refusal.fields.image);
      if (refusal.toast) notify.error(refusal.toast);
    } finally {
      setUploading(false);
    }
  };

  const onCancel = () => {
    setPending(null);
    setError(undefined);
  };

  return (
    <div className={styles.root}>
      <div className={styles.who}>
        {pending ? (
          <img className={styles.preview} src={pending.url} alt={t('profile.picturePreview')} width={SIZE} height={SIZE} />
        ) : (
          <Avatar src={user?.img} firstname={user?.firstname} size={SIZE} />
        )}
        {children}
      </div>
      <input
        ref={input}
        type="file"
        name="image"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={t('profile.pictureInput')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={onPick}
      />
      <div className={styles.actions}>
        <SecondaryButton
          icon={<ImageAddRegular />}
          disabled={uploading}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
        >
          {t('profile.changePicture')}
        </SecondaryButton>
        {pending && (
          <>
            <PrimaryButton icon={<ArrowUploadRegular />} loading={uploading} onClick={() => void onUpload()}>
              {t('profile.uploadPicture')}
            </PrimaryButton>
            <Button appearance="subtle" disabled={uploading} onClick={onCancel}>
              {t('profile.cancelPicture')}
            </Button>
          </>
        )}
      </div>
      <Text size={200} id={hintId} className={styles.hint}>
        {t('profile.pictureHint')}
      </Text>
      {error && (
        <Text id={errorId} role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
}
