import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { NewsItemQuery } from '../../../graphql/news.generated';
import { useIsSmall } from '../../../shared/hooks/use-media-query';
import { formatDate } from '../../../shared/lib/format/date';
import { imageUrl } from '../../../shared/lib/images';
import { ShimmerRows } from '../../../shared/ui/shimmer';
import { fullScreenSurface } from '../../../shared/ui/surface-styles';
import { useNewsCache } from '../hooks/use-news-cache';
import { useNewsItem } from '../hooks/use-news-item';
import { NEWS_PARAMS, useNewsUuid } from '../hooks/use-news-param';
import { useDropParams } from '../../../shared/hooks/use-drop-params';
import { useNewsStrings } from '../hooks/use-news-strings';
import { paragraphsOf } from '../lib/paragraphs';

type NewsItem = NonNullable<NewsItemQuery['newsItem']>;

const useStyles = makeStyles({
  dialog: { maxWidth: '720px', width: 'calc(100vw - 48px)' },
  // Small screens: the item takes the whole screen, like the mobile search.
  fullScreen: fullScreenSurface,
  article: { display: 'grid', rowGap: tokens.spacingVerticalM },
  img: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge },
  date: { color: tokens.colorNeutralForeground3 },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400, fontSize: tokens.fontSizeBase400 },
});

function NewsArticle({ item }: { item: NewsItem }) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  return (
    <div className={styles.article}>
      <img className={styles.img} src={imageUrl(item.img)} alt="" />
      <Text as="p" className={styles.date}>
        <time dateTime={item.published_at}>{formatDate(item.published_at, i18n.language)}</time>
      </Text>
      {paragraphsOf(item.translation.description).map((paragraph, i) => (
        <p key={i} className={styles.text}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Title, close button and text of the item in `?news=`; its title names the dialog. */
function NewsItemView({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { item, loading, notFound } = useNewsItem(uuid);
  let content: ReactNode;
  if (item) content = <NewsArticle item={item} />;
  else if (loading) content = <ShimmerRows count={3} />;
  else content = <Text>{t(notFound ? 'news.notFound' : 'news.loadError')}</Text>;
  return (
    <>
      <DialogTitle action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={onClose} />}>
        {item?.translation.title ?? t('news.title')}
      </DialogTitle>
      <DialogContent>{content}</DialogContent>
    </>
  );
}

/** The news item's dialog: centred, or the whole screen at ≤576px. */
export default function NewsOverlaySurface() {
  useNewsStrings();
  useNewsCache();
  const styles = useStyles();
  const small = useIsSmall();
  const uuid = useNewsUuid();
  const close = useDropParams(NEWS_PARAMS);
  return (
    <Dialog open={uuid != null} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={mergeClasses(styles.dialog, small && styles.fullScreen)}>
        <DialogBody>{uuid && <NewsItemView uuid={uuid} onClose={close} />}</DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
