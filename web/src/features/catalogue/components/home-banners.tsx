import { Link } from 'react-router-dom';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HomeBannersDocument, useHomeBannersQuery, type HomeBannersQuery } from '../../../graphql/generated';
import { freshQueryOptions } from '../../../shared/lib/apollo/client';
import { imageUrl } from '../../../shared/lib/images';

/** Banners shown on the home page (the api's first page). */
export const HOME_BANNERS = 6;

type HomeBanner = NonNullable<HomeBannersQuery['banners']>['items'][number];

const useStyles = makeStyles({
  section: { display: 'grid', rowGap: tokens.spacingVerticalM },
  // A row that scrolls sideways and stops on each banner: CSS only, no carousel.
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    paddingBlockEnd: tokens.spacingVerticalXS,
  },
  item: { flex: '0 0 min(85%, 360px)', scrollSnapAlign: 'start' },
  link: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusXLarge,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // The intrinsic size and the aspect ratio reserve the picture's box: nothing moves as it loads.
  img: {
    display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover',
    borderRadius: tokens.borderRadiusXLarge, backgroundColor: tokens.colorNeutralBackground3,
  },
  description: { color: tokens.colorNeutralForeground3 },
});

/** Where a banner leads: its storefront page (a path of this site only), else the list of its products. */
export function bannerHref(banner: Pick<HomeBanner, 'id' | 'url'>): string {
  const url = banner.url ?? '';
  return url.startsWith('/') && !url.startsWith('//') ? url : `/banners/${banner.id}`;
}

function BannerBody({ banner, index }: { banner: HomeBanner; index: number }) {
  const styles = useStyles();
  return (
    <>
      {/* The first banner loads at once, the others as the row scrolls them in. The menu's
          pictures above stay the page's largest paint. */}
      <img className={styles.img} src={imageUrl(banner.img)} alt="" width={1200} height={400} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
      <Text weight="semibold">{banner.translation?.title}</Text>
      {banner.translation?.description && <Text size={200} className={styles.description}>{banner.translation.description}</Text>}
    </>
  );
}

/** The branch's promotions (server-rendered with the menu): a row of banners, each a link to its
 * page or to the list of its products. Nothing when there are none. */
export function HomeBanners({ shopId }: { shopId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const variables = { shopId, perPage: HOME_BANNERS };
  const { data } = useHomeBannersQuery({ variables, ...freshQueryOptions(HomeBannersDocument, variables) });
  const banners = data?.banners?.items ?? [];
  if (!banners.length) return null;
  return (
    <section className={styles.section} aria-labelledby="offers-title" data-testid="home-banners">
      <Text as="h2" size={600} weight="semibold" id="offers-title">{t('home.offers')}</Text>
      <ul className={styles.row}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.item}>
            {banner.clickable
              ? <Link className={styles.link} to={bannerHref(banner)}><BannerBody banner={banner} index={index} /></Link>
              : <div className={styles.link}><BannerBody banner={banner} index={index} /></div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
