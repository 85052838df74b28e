// Contract of the promotions (Foodyman's banners,
// banner ads and stories): active items only, texts in the requested language.
import { Type } from 'typebox';
import {
  localeQuery, nullableString, pageOf, pageQuery, positiveId, rowDates, stringEnum, successEnvelope,
} from '../../http/schemas';
import { Product } from '../catalogue';
import { BANNER_TYPES } from './tables';

export const BannerTranslation = Type.Object({
  id: Type.Integer({ description: 'Id of the translation; 0 when the banner has none.' }),
  locale: Type.String({ description: 'Its language.' }),
  title: Type.String({ description: 'The banner\'s title; empty when it has no translation.' }),
  description: Type.String({ description: 'A line under the title; may be empty.' }),
  button_text: Type.String({ description: 'What its button says; may be empty.' }),
}, { title: 'BannerTranslation', description: 'A banner\'s texts in the requested language, else the default one.' });

export const BannerType = stringEnum(BANNER_TYPES, 'BannerType',
  'Kind of banner: `banner` (the home page row) or `ad` (Foodyman\'s banners-ads).');

export const Banner = Type.Object({
  id: Type.Integer({ description: 'Id of the banner: what `GET /rest/banners/{id}` takes.' }),
  shop_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The branch it promotes; null: the whole restaurant.' }),
  type: BannerType,
  img: Type.String({ description: 'Picture (3:1): a full URL, or a path under `/storage/images/` (docs/api-contract.md, images).' }),
  url: nullableString('Where it links: a storefront path (`/recipes`, `/?product=<uuid>`); null when it links to its products.'),
  clickable: Type.Boolean({ description: 'Whether it links anywhere.' }),
  active: Type.Boolean({ description: 'Always true: inactive banners are not shown.' }),
  products_count: Type.Integer({ description: 'How many of its products a customer can buy (of `shop_id` when asked).' }),
  ...rowDates('When it was made'),
  translation: BannerTranslation,
  products: Type.Array(Product, { description: 'Its products as the menu shows them: filled by `GET /rest/banners/{id}`, empty in lists.' }),
}, { title: 'Banner', description: 'A promotion: a picture and a title linking to a set of products or a page.' });

const branchFilter = {
  shop_id: Type.Optional(positiveId('A branch: only its own banners and the whole restaurant\'s, and only its products.')),
};

export const BannersQuery = Type.Object({ ...localeQuery, ...pageQuery, ...branchFilter });
export const BannerQuery = Type.Object({ ...localeQuery, ...branchFilter });
export const BannerParams = Type.Object({ id: positiveId('Id of an active banner (an ad too); unknown → 404.') });

export const BannerPage = pageOf('BannerPage', Banner, 'A page of banners.', 'The page\'s banners, by position then id.');
export const BannerResponse = successEnvelope('BannerResponse', Banner, 'One banner with its products.');

export const StoryItem = Type.Object({
  shop_id: Type.Integer({ description: 'The branch of the story.' }),
  logo_img: Type.String({ description: 'The branch\'s logo (full URL or path under `/storage/images/`).' }),
  title: Type.String({ description: 'The branch\'s title in the requested language.' }),
  product_uuid: nullableString('The product it shows (open it at `/?product={uuid}`); null when none.'),
  product_title: nullableString('That product\'s title in the requested language; null when none.'),
  url: Type.String({ description: 'The story\'s picture, a full URL (as Foodyman sends it).' }),
  ...rowDates('When it was posted'),
}, { title: 'StoryItem', description: 'One picture of a story.' });

export const StoryGroups = Type.Array(Type.Array(StoryItem, { description: 'One branch\'s live stories, oldest first.' }), {
  title: 'StoryGroups',
  description: 'Foodyman\'s raw array (no envelope): the live stories (active, not expired) grouped by branch, a page of '
    + 'branches at a time.',
});
export const StoriesQuery = Type.Object({ ...localeQuery, ...pageQuery });
