import type { MockedResponse } from '@apollo/client/testing';
import { NewsDocument, NewsItemDocument, type NewsItemQuery } from '../graphql/news.generated';
import { NEWS_PER_PAGE } from '../features/news/components/blog-page';
import { apiError } from './account-fixtures';
import { testUuid } from './uuids';

type TestNews = NonNullable<NewsItemQuery['newsItem']> & { __typename: 'Blog' };

/** News item `id` (uuid `testUuid(id)`) published on 20 Nov 2026, with a two-paragraph text. */
export function testNews(id: number, title: string): TestNews {
  return {
    __typename: 'Blog', id, uuid: testUuid(id), img: `news/${id}.svg`, published_at: '2026-11-20 10:00:00Z',
    translation: {
      __typename: 'BlogTranslation', title, short_desc: `${title}: in short.`,
      description: `${title}: the first paragraph.\n${title}: the second paragraph.`,
    },
  } as TestNews;
}

/** A /blog page: the list selects no description, as the api's answer to that query would. */
export function newsMock(items: TestNews[], { page = 1, lastPage = 1 } = {}): MockedResponse {
  const list = items.map(({ translation: { description: _, ...translation }, ...item }) => ({ ...item, translation }));
  return {
    request: { query: NewsDocument, variables: { page, perPage: NEWS_PER_PAGE } },
    result: {
      data: {
        news: {
          __typename: 'BlogPage', items: list,
          pageInfo: { __typename: 'PageInfo', current_page: page, last_page: lastPage, per_page: NEWS_PER_PAGE, total: items.length },
        },
      },
    },
  };
}

export function newsItemMock(item: TestNews): MockedResponse {
  return {
    request: { query: NewsItemDocument, variables: { uuid: item.uuid } },
    result: { data: { newsItem: item } },
  };
}

/** The api's answer for an unknown, draft or inactive news item. */
export function missingNewsMock(uuid: string): MockedResponse {
  return {
    request: { query: NewsItemDocument, variables: { uuid } },
    result: { errors: [apiError(404, 'ERROR_404', "Item's not found.")] },
  };
}
