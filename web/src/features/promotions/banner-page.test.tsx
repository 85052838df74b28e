import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { BannerDocument } from '../../graphql/promotions.generated';
import { apiError } from '../../test/account-fixtures';
import { branch, branchesMock, card } from '../../test/catalogue-fixtures';
import { renderRoutes } from '../../test/render';

function bannerMock(id: number, outcome: 'found' | 'missing'): MockedResponse {
  return {
    request: { query: BannerDocument, variables: { id, shopId: 501 } },
    result: outcome === 'missing' ? { errors: [apiError(404, 'ERROR_404', 'Not found')] } : { data: { banner: {
      __typename: 'Banner', id, img: 'banners/pizza-night.svg',
      translation: { __typename: 'BannerTranslation', id: 1, title: 'Pizza night', description: 'Three stone-baked favourites' },
      products: [card('margherita', 'Margherita', 12.5), card('pepperoni', 'Pepperoni', 14)],
    } } },
  };
}

describe('/banners/:id', () => {
  it('shows the banner and its dishes at the selected branch, each opening the product overlay', async () => {
    renderRoutes({ route: '/banners/7', mocks: [branchesMock([branch(501, 'Downtown')]), bannerMock(7, 'found')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizza night' })).toBeInTheDocument();
    expect(screen.getByText('Three stone-baked favourites')).toBeInTheDocument();
    expect((await screen.findByRole('link', { name: /Margherita/ })).getAttribute('href')).toBe('/banners/7?product=margherita&branch=501');
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  });

  it('is "page not found" for an unknown banner', async () => {
    renderRoutes({ route: '/banners/8', mocks: [branchesMock([branch(501, 'Downtown')]), bannerMock(8, 'missing')] });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });

  it('is "page not found" for a malformed id, asking nothing', async () => {
    renderRoutes({ route: '/banners/x1', mocks: [branchesMock([branch(501, 'Downtown')])] });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });
});
