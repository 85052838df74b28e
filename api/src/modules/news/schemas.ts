// Contract of the news (Foodyman's blogs): published
// items only, in the requested language.
import { Type } from 'typebox';
import { dateField, localeQuery, nullableString, pageOf, pageQuery, successEnvelope, uuidParam } from '../../http/schemas';

export const BlogTranslation = Type.Object({
  title: Type.String({ description: 'Title of the item; empty when it has no translation.' }),
  short_desc: Type.String({ description: 'A one-line summary (what the news_publish notification says); may be empty.' }),
  description: Type.String({ description: 'The full text; may be empty.' }),
}, { title: 'BlogTranslation', description: 'A news item\'s texts in the requested language, else the default one.' });

export const Blog = Type.Object({
  id: Type.Integer({ description: 'Id of the news item.' }),
  uuid: Type.String({ description: 'Its uuid: what `GET /rest/blogs/{uuid}` takes (the storefront opens it at `/?news={uuid}`).' }),
  img: nullableString('Picture: a path under `/storage/images/` or a full URL; null when none.'),
  published_at: dateField('When it was published'),
  created_at: Type.String({ description: 'When the item was written, `Y-m-d H:i:sZ` (UTC): the date Foodyman clients show.' }),
  updated_at: dateField('When the item last changed'),
  translation: BlogTranslation,
}, { title: 'Blog', description: 'A published news item (Foodyman\'s blog).' });

export const NewsQuery = Type.Object({ ...localeQuery, ...pageQuery });
export const NewsItemParams = Type.Object({
  uuid: uuidParam('Uuid of a published news item (any case); a malformed one → 400 `params.uuid`, a draft or an unknown one → 404.'),
});

export const BlogPage = pageOf('BlogPage', Blog, 'A page of news.', 'The page\'s items, most recently published first.');
export const BlogResponse = successEnvelope('BlogResponse', Blog, 'One news item.');
