// Contract of the news (the reference's blogs, §4 "Other small public endpoints"): published
// items only, in the requested language.
import { Type } from 'typebox';
import { NullableString, localeQuery, pageOf, pageQuery, successEnvelope } from '../../http/schemas';

export const BlogTranslation = Type.Object({
  title: Type.String(),
  short_desc: Type.String(),
  description: Type.String(),
}, { title: 'BlogTranslation', description: 'in the requested language, else the default one' });

export const Blog = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  img: NullableString,
  published_at: Type.String(),
  translation: BlogTranslation,
}, { title: 'Blog' });

export const NewsQuery = Type.Object({ ...localeQuery, ...pageQuery });
export const NewsItemParams = Type.Object({ uuid: Type.String({ description: 'uuid of a published news item' }) });

export const BlogPage = pageOf('BlogPage', Blog);
export const BlogResponse = successEnvelope('BlogResponse', Blog);
