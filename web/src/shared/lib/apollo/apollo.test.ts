import { describe, expect, it } from 'vitest';
import { InMemoryCache, gql } from '@apollo/client';
import { typePolicies } from './type-policies';
import { createFreshness, FRESH_MS, KEEP_MS } from './freshness';
import { BranchMenuOutlineDocument, type BranchMenuOutlineQuery } from '../../../graphql/generated';
import { menuMock, card } from '../../../test/catalogue-fixtures';
import { cacheWith } from '../../../test/cache';

const SEARCH = gql`
  query SearchProducts($search: String!, $page: Int, $perPage: Int) {
    searchProducts(search: $search, page: $page, perPage: $perPage) {
      items {
        uuid
        translation {
          title
        }
      }
      pageInfo {
        current_page
        last_page
        per_page
        total
      }
    }
  }
`;

const page = (n: number, uuids: string[]) => ({
  searchProducts: {
    __typename: 'ProductPage',
    items: uuids.map((uuid) => ({ __typename: 'Product', uuid, translation: { __typename: 'ProductTranslation', title: uuid } })),
    pageInfo: { __typename: 'PageInfo', current_page: n, last_page: 3, per_page: 2, total: 6 },
  },
});

describe('searchProducts field policy', () => {
  it('merges pages by the page argument into one list per term', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: SEARCH, variables: { search: 'pi', page: 1, perPage: 2 }, data: page(1, ['a', 'b']) });
    cache.writeQuery({ query: SEARCH, variables: { search: 'pi', page: 2, perPage: 2 }, data: page(2, ['c', 'd']) });
    cache.writeQuery({ query: SEARCH, variables: { search: 'pi', page: 2, perPage: 2 }, data: page(2, ['c', 'd']) });
    const merged = cache.readQuery<ReturnType<typeof page>>({ query: SEARCH, variables: { search: 'pi', page: 1, perPage: 2 } });
    expect(merged?.searchProducts.items.map((p) => p.uuid)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged?.searchProducts.pageInfo.current_page).toBe(2);

    // another term is its own list; page 1 again starts over
    cache.writeQuery({ query: SEARCH, variables: { search: 'so', page: 1, perPage: 2 }, data: page(1, ['x']) });
    cache.writeQuery({ query: SEARCH, variables: { search: 'pi', page: 1, perPage: 2 }, data: page(1, ['a', 'b']) });
    const again = cache.readQuery<ReturnType<typeof page>>({ query: SEARCH, variables: { search: 'pi', perPage: 2 } });
    expect(again?.searchProducts.items.map((p) => p.uuid)).toEqual(['a', 'b']);
    expect(cache.identify({ __typename: 'Product', uuid: 'a' })).toBe('Product:{"uuid":"a"}');
  });
});

describe('branchProducts', () => {
  it('keeps each branch\'s dishes in a category the branches share', () => {
    const cache = cacheWith(
      menuMock(501, [{ id: 1, title: 'Pizza', products: [card('downtown-margherita', 'Margherita', 12)] }]),
      menuMock(502, [{ id: 1, title: 'Pizza', products: [card('midtown-margherita', 'Margherita', 13)] }]),
    );
    const dishes = (shopId: number) => cache.readQuery<BranchMenuOutlineQuery>({ query: BranchMenuOutlineDocument, variables: menuMock(shopId, []).request.variables })
      ?.branchProducts?.items.flatMap((category) => category.products.map((dish) => dish.uuid));
    expect(dishes(501)).toEqual(['downtown-margherita']);
    expect(dishes(502)).toEqual(['midtown-margherita']);
  });
});

describe('freshness', () => {
  it('is cache-first for 1 h after a fetch, then cache-and-network; evicts after 5 h', async () => {
    let now = 1_000_000;
    const freshness = createFreshness(() => now);
    const vars = { search: 'pi', page: 1, perPage: 2 };
    expect(freshness.fetchPolicy(SEARCH, vars)).toBe('cache-and-network');

    const { ApolloLink, Observable, execute } = await import('@apollo/client');
    const terminal = new ApolloLink(() => Observable.of({ data: page(1, ['a']) }));
    await new Promise<void>((resolve) =>
      execute(ApolloLink.from([freshness.link, terminal]), { query: SEARCH, variables: vars }).subscribe({ complete: resolve }),
    );
    expect(freshness.fetchPolicy(SEARCH, vars)).toBe('cache-first');
    now += FRESH_MS;
    expect(freshness.fetchPolicy(SEARCH, vars)).toBe('cache-and-network');

    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: SEARCH, variables: vars, data: page(1, ['a']) });
    expect(freshness.sweep(cache)).toBe(0);
    now += KEEP_MS;
    expect(freshness.sweep(cache)).toBe(1);
    expect(cache.readQuery({ query: SEARCH, variables: vars })).toBeNull();
  });
});
