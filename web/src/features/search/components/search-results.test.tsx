import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError } from '../../../test/account-fixtures';
import { renderWithApp } from '../../../test/render';
import type { FoundProduct } from '../hooks/use-product-search';
import { SearchResults } from './search-results';

const products: FoundProduct[] = [
  {
    id: 1,
    uuid: 'p-1',
    img: 'products/margherita.svg',
    translation: { id: 1, title: 'Margherita', description: 'Tomato and mozzarella' },
    stocks: [{ id: 1, discount: 0, total_price: 1234.5 }],
  },
  { id: 2, uuid: 'p-2', img: '', translation: { id: 2, title: 'Water', description: '' }, stocks: [] },
];

class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  unobserve = vi.fn();
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('SearchResults', () => {
  afterEach(() => {
    FakeObserver.instances = [];
    vi.unstubAllGlobals();
  });

  it('shows the heading, the count and one linked row per product', () => {
    renderWithApp(
      <SearchResults products={products} total={12} loading={false} hasNextPage={false} onLoadMore={() => {}} />,
      { route: '/?news=n1' },
    );
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('Found 12 results')).toBeInTheDocument();
    const rows = screen.getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/?news=n1&product=p-1');
    expect(within(rows[0]!).getByText('Margherita')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Tomato and mozzarella')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img')).toHaveAttribute('src', '/storage/images/products/margherita.svg');
    expect(within(rows[1]!).getByText('$0.00')).toBeInTheDocument(); // no stock → 0
  });

  it("shows a discounted dish's old price struck through, as its menu card does", () => {
    const discounted: FoundProduct = { ...products[0]!, stocks: [{ id: 1, discount: 1, total_price: 13.55 }] };
    renderWithApp(<SearchResults products={[discounted]} total={1} loading={false} hasNextPage={false} onLoadMore={() => {}} />);
    const row = screen.getByRole('link');
    expect(within(row).getByTestId('money').textContent).toBe('$13.55');
    expect(within(row).getByTestId('money-old').textContent).toBe('$14.55');
  });

  it('uses the singular for one result', () => {
    renderWithApp(<SearchResults products={[products[0]!]} total={1} loading={false} hasNextPage={false} onLoadMore={() => {}} />);
    expect(screen.getByText('Found 1 result')).toBeInTheDocument();
  });

  it('says the search failed instead of "Found 0 results"', () => {
    renderWithApp(<SearchResults products={[]} total={0} loading={false} failure={new Error('Failed to fetch')} hasNextPage={false} onLoadMore={() => {}} />);
    expect(screen.getByText('Search is not available right now. Please, try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/Found/)).not.toBeInTheDocument();
  });

  it('says how long to wait when the api refused too many searches', () => {
    const limited = apiError(429, 'ERROR_429', 'Too many requests. Please wait 12 seconds.', { retry_after: ['12'] });
    renderWithApp(<SearchResults products={[]} total={0} loading={false} failure={limited} hasNextPage={false} onLoadMore={() => {}} />);
    expect(screen.getByText('Too many attempts. Please wait 12 seconds.')).toBeInTheDocument();
  });

  it('shows shimmer placeholders while loading', () => {
    renderWithApp(<SearchResults products={[]} total={0} loading hasNextPage={false} onLoadMore={() => {}} />);
    expect(screen.getByTestId('shimmer')).toBeInTheDocument();
    expect(screen.queryByText(/Found/)).not.toBeInTheDocument();
  });

  it('loads more when the end marker comes within 20px and a next page exists', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onLoadMore = vi.fn();
    renderWithApp(<SearchResults products={products} total={30} loading={false} hasNextPage onLoadMore={onLoadMore} />);
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe('20px');
    expect(observer.observe).toHaveBeenCalledWith(screen.getByTestId('search-end-marker'));
    observer.fire(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    observer.fire(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not observe without a next page', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderWithApp(<SearchResults products={products} total={2} loading={false} hasNextPage={false} onLoadMore={() => {}} />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(screen.queryByTestId('search-end-marker')).not.toBeInTheDocument();
  });

  it('shows a loading indicator while the next page loads', () => {
    renderWithApp(<SearchResults products={products} total={30} loading={false} loadingMore hasNextPage onLoadMore={() => {}} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
