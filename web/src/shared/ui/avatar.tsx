import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { AVATAR_PLACEHOLDER, imageUrl } from '../lib/images';

const useStyles = makeStyles({
  root: {
    borderRadius: tokens.borderRadiusCircular,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
    flexShrink: 0,
  },
});

export interface AvatarProps {
  src?: string | null;
  /** The user's first name: the image's alt text. */
  firstname?: string | null;
  size?: number;
}

/** A round user picture; the placeholder avatar replaces a missing or failing image. */
export function Avatar({ src, firstname, size = 60 }: AvatarProps) {
  const styles = useStyles();
  const url = imageUrl(src, AVATAR_PLACEHOLDER);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = failedUrl === url ? AVATAR_PLACEHOLDER : url;
  return (
    <img
      className={styles.root}
      src={shown}
      alt={firstname ?? ''}
      width={size}
      height={size}
      loading="lazy"
      onError={() => {
        if (shown !== AVATAR_PLACEHOLDER) setFailedUrl(url);
      }}
    />
  );
}
