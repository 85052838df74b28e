// Contract of the storefront's information content (Foodyman's small public endpoints:
// pages, policy, term, careers, faqs; categories of type receipt, career and faq): published items
// only, texts in the requested language else the default one. Rich texts are safe HTML
// (docs/content.md).
import { Type } from 'typebox';
import {
  dateField, localeQuery, nullable, nullableString, pageOf, pageQuery, positiveId, rowDates, stringEnum, successEnvelope,
} from '../../http/schemas';
import { ContentCategoryType } from '../catalogue';
import { LocalizedText } from '../sellers';
import { CAREER_TYPES, PAGE_TYPES } from './tables';

/** A description of a rich-text field: what the web may render as HTML. */
export const richTextOf = (what: string) => `${what}, as HTML safe to render as it is: written in Markdown and answered with `
  + 'only paragraphs, headings, emphasis, lists, quotes, code and links (https, http, mailto, tel or a path on this site, each '
  + 'with rel="nofollow noopener noreferrer"); never a script, a style, an image, a frame or an event attribute. Empty when none.';

/** A description of the plain-text form of a rich-text field: what Foodyman clients show as it is. */
export const plainTextOf = (what: string) => `${what} as plain text, as Foodyman clients show it: the words of its Markdown `
  + 'without markup (paragraphs apart by a blank line, list items on lines of their own). Empty when none.';

export const PageType = stringEnum(PAGE_TYPES, 'PageType',
  'Kind of page: about (the about page), all_about (a section of the about page), delivery (deliver with us), privacy, terms.');
export const CareerType = stringEnum(CAREER_TYPES, 'CareerType', 'Kind of position: full_time, part_time, contract, seasonal or internship.');
export const PageTranslation = Type.Object({
  title: Type.String({ description: 'Title of the page; empty when it has no translation.' }),
  description: Type.String({ description: richTextOf('The page\'s text') }),
  button_text: Type.String({ description: 'Label of the page\'s call to action (plain text); may be empty.' }),
}, { title: 'PageTranslation', description: 'A page\'s texts in the requested language, else the default one.' });

export const Page = Type.Object({
  id: Type.Integer({ description: 'Id of the page.' }),
  type: PageType,
  position: Type.Integer({ description: 'Order among the pages of its type (lowest first).' }),
  img: nullableString('Picture: a path under `/storage/images/` or a full URL; null when none.'),
  translation: PageTranslation,
  updated_at: dateField('When it last changed'),
}, { title: 'Page', description: 'A published page of the storefront.' });

export const CategoryTitle = Type.Object({
  id: Type.Integer({ description: 'Id of the category.' }),
  title: Type.String({ description: 'Its title in the requested language, else the default one; empty when it has none.' }),
}, { title: 'CategoryTitle', description: 'The category an item is filed in.' });

export const CareerTranslation = Type.Object({
  title: Type.String({ description: 'Title of the position; empty when it has no translation.' }),
  location: Type.String({ description: 'Where the work is, in words (e.g. "Queen West branch, Toronto").' }),
  description: Type.String({ description: richTextOf('What the job is and whom we look for') }),
}, { title: 'CareerTranslation', description: 'A position\'s texts in the requested language, else the default one.' });

export const Career = Type.Object({
  id: Type.Integer({ description: 'Id of the position: what `GET /rest/careers/{id}` takes.' }),
  type: CareerType,
  shop_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The branch the position is at; null: the head office.' }),
  category: nullable(CategoryTitle),
  translation: CareerTranslation,
  created_at: dateField('When it was posted'),
}, { title: 'Career', description: 'An open position.' });

export const FaqTranslation = Type.Object({
  question: Type.String({ description: 'The question (plain text); empty when it has no translation.' }),
  answer: Type.String({ description: plainTextOf('The answer') }),
  answer_html: Type.String({ description: richTextOf('The answer') }),
}, { title: 'FaqTranslation', description: 'A question and its answer in the requested language, else the default one.' });

export const Faq = Type.Object({
  id: Type.Integer({ description: 'Id of the question.' }),
  category: nullable(CategoryTitle),
  translation: FaqTranslation,
}, { title: 'Faq', description: 'A question of the help page with its answer.' });

export const ContentCategory = Type.Object({
  id: Type.Integer({ description: 'Id of the category: what `category_id` of the lists takes.' }),
  type: ContentCategoryType,
  input: Type.Integer({ description: 'Sort position (lowest first).' }),
  img: nullableString('Picture: a path under `/storage/images/` or a full URL; null when none.'),
  items_count: Type.Integer({ description: 'Published items (recipes, positions or questions) filed in it; for the menu\'s, the products a customer can buy in it (every branch).' }),
  translation: Type.Object({
    title: Type.String({ description: 'Title; empty when it has no translation.' }),
    description: Type.String({ description: 'A short description (plain text); may be empty.' }),
  }, { title: 'ContentCategoryTranslation', description: 'The category\'s texts in the requested language, else the default one.' }),
}, { title: 'ContentCategory', description: 'A category of recipes, positions or help questions.' });

const categoryFilter = Type.Optional(positiveId('Only items of this category (any id; one with no such item answers an empty page).'));
const searchOf = (what: string) => Type.Optional(Type.String({
  description: `Only ${what} whose text holds this (trimmed, case-insensitive, at most 100 characters; else 400 \`params.search\`), `
    + 'in the language shown (the requested one, else the default one).',
}));

export const PagesQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  type: Type.Optional(PageType),
});
export const PageTypeParams = Type.Object({ type: PageType });
export const CareersQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  category_id: categoryFilter,
  shop_id: Type.Optional(positiveId('Only positions at this branch (an unknown one answers an empty page).')),
  type: Type.Optional(CareerType),
  search: searchOf('positions'),
});
export const CareerParams = Type.Object({ id: positiveId('Id of a published position; a draft or an unknown one → 404.') });
export const FaqsQuery = Type.Object({
  ...localeQuery,
  ...pageQuery,
  category_id: categoryFilter,
  search: searchOf('questions'),
});
export const ContentCategoriesQuery = Type.Object({ ...localeQuery, ...pageQuery, type: ContentCategoryType });

export const LandingFeature = Type.Object({
  img: nullableString('Its picture: a full URL; null when none.'),
  title: LocalizedText,
  description: LocalizedText,
}, { title: 'LandingFeature', description: 'A feature card of the landing page: a published section of the about page (its title and text, plain).' });

export const LandingPageData = Type.Object({
  img: nullableString('The hero picture (the main shop\'s cover): a full URL; null when none.'),
  title: LocalizedText,
  description: LocalizedText,
  features: Type.Array(LandingFeature, { description: 'The feature cards, by position.' }),
}, {
  title: 'LandingPageData',
  description: 'What the landing page shows: the hero (`title`: the restaurant\'s name, `description`: its description, plain '
    + 'text) and the features, every text in each active language.',
});

export const LandingPage = Type.Object({
  id: Type.Integer({ description: 'Id of the landing page: the main shop\'s, whose texts it shows.' }),
  type: Type.String({ description: 'Which landing page: welcome, the only one.' }),
  data: LandingPageData,
  ...rowDates('When the restaurant was created', 'The latest change of its texts'),
}, {
  title: 'LandingPage',
  description: 'The landing page Foodyman clients open first, as Foodyman\'s LandingPage: the hero is the main shop (its '
    + 'name, description and cover), the features are the about page\'s published sections.',
});

export const LandingPageParams = Type.Object({
  type: Type.String({ description: 'Which landing page: `welcome` (any other → 404 ERROR_404).' }),
});
export const LandingPageResponse = successEnvelope('LandingPageResponse', LandingPage, 'The landing page.');

export const PageListPage = pageOf('PageListPage', Page, 'A page of pages.', 'Published pages, by position then id.');
export const PageResponse = successEnvelope('PageResponse', Page, 'One page.');
export const CareerPage = pageOf('CareerPage', Career, 'A page of open positions.', 'Published positions, by position then id.');
export const CareerResponse = successEnvelope('CareerResponse', Career, 'One open position.');
export const FaqPage = pageOf('FaqPage', Faq, 'A page of help questions.', 'Published questions, by category, then position, then id.');
export const ContentCategoryPage = pageOf('ContentCategoryPage', ContentCategory, 'A page of categories.',
  'Active, published categories of the type, by input then id.');
