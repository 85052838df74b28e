import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  AboutSectionsDocument,
  CareerDocument,
  CareersDocument,
  ContentCategoriesDocument,
  ContentPageDocument,
  FaqsDocument,
  type PageType,
} from '../../graphql/content.generated';
import { SettingsDocument } from '../../graphql/generated';
import { apiError } from '../../test/account-fixtures';
import { branch, branchesMock } from '../../test/catalogue-fixtures';
import { renderRoutes } from '../../test/render';
import { CAREERS_PER_PAGE } from './components/careers-page';
import { FAQS_SHOWN } from './components/help-page';

const settingsMock: MockedResponse = {
  request: { query: SettingsDocument },
  result: {
    data: {
      settings: [
        { __typename: 'Setting', id: 1, key: 'phone', value: '+1 416 555 0100' },
        { __typename: 'Setting', id: 2, key: 'email', value: 'hello@storefront.test' },
      ],
    },
  },
};

const LONG = '<p>Intro.</p><h2>What we collect</h2><p>a</p><h2>What we do</h2><p>b</p><h2>Your choices</h2><p>Write to <a href="mailto:p@x.test">us</a>.</p>';

const pageMock = (type: PageType, title: string, description: string): MockedResponse => ({
  request: { query: ContentPageDocument, variables: { type } },
  result: {
    data: {
      page: { __typename: 'Page', id: 6, type, img: null, updated_at: '2026-11-20 10:00:00Z', translation: { __typename: 'PageTranslation', title, description } },
    },
  },
});

const failing = (request: MockedResponse['request'], status: number, code: string): MockedResponse => ({ request, result: { errors: [apiError(status, code, 'x')] } });

describe('/privacy and /terms', () => {
  it('show the page\'s text with a table of contents linking to each heading', async () => {
    renderRoutes({ route: '/privacy', mocks: [pageMock('privacy', 'Privacy policy', LONG)] });
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const links = within(contents).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['What we collect', '#section-1'], ['What we do', '#section-2'], ['Your choices', '#section-3'],
    ]);
    expect(main.querySelector('#section-3')?.textContent).toBe('Your choices');
    expect(within(main).getByText(/Last updated/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy policy · Storefront'));
  });

  it('a short page has no table of contents', async () => {
    renderRoutes({ route: '/terms', mocks: [pageMock('terms', 'Terms of use', '<p>Be kind.</p>')] });
    expect(await screen.findByText('Be kind.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('says "not found" when no page is published, and offers a retry when it could not load', async () => {
    const request = { query: ContentPageDocument, variables: { type: 'privacy' } };
    const missing = renderRoutes({ route: '/privacy', mocks: [failing(request, 404, 'ERROR_404')] });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
    missing.unmount();
    renderRoutes({ route: '/privacy', mocks: [failing(request, 500, 'ERROR_500'), pageMock('privacy', 'Privacy policy', '<p>Back.</p>')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back.')).toBeInTheDocument();
  });
});

describe('/about', () => {
  it('shows the about page, then its sections', async () => {
    const sections: MockedResponse = {
      request: { query: AboutSectionsDocument },
      result: {
        data: {
          pages: {
            __typename: 'PageListPage',
            items: [{ __typename: 'Page', id: 2, img: 'pages/kitchen.svg', translation: { __typename: 'PageTranslation', title: 'Our kitchen', description: '<p>Wood fire.</p>' } }],
          },
        },
      },
    };
    renderRoutes({ route: '/about', mocks: [pageMock('about', 'About us', '<p>Since 2009.</p>'), sections] });
    expect(await screen.findByText('Since 2009.')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Our kitchen' });
    expect(within(section).getByText('Wood fire.')).toBeInTheDocument();
  });
});

const career = (id: number, title: string, type = 'full_time') => ({
  __typename: 'Career', id, type, shop_id: 501, created_at: '2026-11-01 09:00:00Z',
  category: { __typename: 'CategoryTitle', id: 30, title: 'Kitchen' },
  translation: { __typename: 'CareerTranslation', title, location: 'Downtown, Toronto', description: '<p>Cook with us.</p>' },
});

const careersMock = (variables: Record<string, unknown>, items: ReturnType<typeof career>[], lastPage = 1): MockedResponse => ({
  request: { query: CareersDocument, variables: { page: 1, perPage: CAREERS_PER_PAGE, ...variables } },
  result: {
    data: {
      careers: {
        __typename: 'CareerPage',
        items: items.map(({ translation: { description: _d, ...translation }, created_at: _c, ...rest }) => ({ ...rest, translation })),
        pageInfo: { __typename: 'PageInfo', current_page: 1, last_page: lastPage, total: items.length },
      },
    },
  },
});

const careerCategories: MockedResponse = {
  request: { query: ContentCategoriesDocument, variables: { type: 'career' } },
  result: {
    data: {
      contentCategories: {
        __typename: 'ContentCategoryPage',
        items: [30, 31].map((id) => ({ __typename: 'ContentCategory', id, items_count: 2, translation: { __typename: 'ContentCategoryTranslation', title: id === 30 ? 'Kitchen' : 'Delivery' } })),
      },
    },
  },
};

describe('/careers', () => {
  it('lists the open positions and filters them by category and branch, in the address', async () => {
    const mocks = [
      branchesMock([branch(501, 'Downtown'), branch(502, 'Midtown')]),
      careerCategories,
      careersMock({}, [career(1, 'Line cook'), career(2, 'Courier', 'part_time')]),
      careersMock({ categoryId: 31 }, [career(2, 'Courier', 'part_time')]),
      careersMock({ categoryId: 31, shopId: 502 }, []),
    ];
    const { router } = renderRoutes({ route: '/careers', mocks });
    expect(await screen.findByText('2 open positions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Line cook' })).toHaveAttribute('href', '/careers/1');
    expect(screen.getAllByText('Part-time')).toHaveLength(1);
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Delivery');
    expect(await screen.findByText('1 open position')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=31');
    await userEvent.selectOptions(await screen.findByLabelText('Location'), 'Midtown');
    expect(await screen.findByText('No open position matches this choice right now.')).toBeInTheDocument();
  });

  it('shows a position with an e-mail to apply, and an unknown one as not found', async () => {
    const found: MockedResponse = {
      request: { query: CareerDocument, variables: { id: 1 } },
      result: { data: { career: career(1, 'Line cook') } },
    };
    const view = renderRoutes({ route: '/careers/1', mocks: [found, settingsMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Line cook' })).toBeInTheDocument();
    expect(screen.getByText('Cook with us.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute('href', 'mailto:hello@storefront.test?subject=Application%3A%20Line%20cook');
    view.unmount();
    renderRoutes({ route: '/careers/99', mocks: [failing({ query: CareerDocument, variables: { id: 99 } }, 404, 'ERROR_404')] });
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });
});

const faq = (id: number, category: [number, string], question: string, answer: string) => ({
  __typename: 'Faq', id, category: { __typename: 'CategoryTitle', id: category[0], title: category[1] },
  translation: { __typename: 'FaqTranslation', question, answer: `<p>${answer}</p>` },
});

const faqsMock = (search: string | undefined, items: ReturnType<typeof faq>[]): MockedResponse => ({
  request: { query: FaqsDocument, variables: { perPage: FAQS_SHOWN, ...(search ? { search } : {}) } },
  result: { data: { faqs: { __typename: 'FaqPage', items, pageInfo: { __typename: 'PageInfo', total: items.length } } } },
});

describe('/help', () => {
  const ordering: [number, string] = [40, 'Ordering'];
  const payment: [number, string] = [41, 'Payment'];
  const all = [faq(1, ordering, 'How do I order?', 'Pick dishes.'), faq(2, payment, 'Can I pay cash?', 'Yes, on delivery.')];

  it('groups the questions by category, opens an answer on demand and shows how to reach the restaurant', async () => {
    renderRoutes({ route: '/help', mocks: [faqsMock(undefined, all), settingsMock] });
    const group = await screen.findByRole('region', { name: 'Payment' });
    const question = within(group).getByText('Can I pay cash?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Yes, on delivery.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call +1 416 555 0100' })).toHaveAttribute('href', 'tel:+14165550100');
    expect(screen.getByRole('link', { name: 'Write to hello@storefront.test' })).toHaveAttribute('href', 'mailto:hello@storefront.test');
  });

  it('searches as the customer types, once the input has been still for 400 ms, and says when nothing matches', async () => {
    const mocks = [faqsMock(undefined, all), faqsMock('cash', [all[1]]), faqsMock('cashback', [])];
    renderRoutes({ route: '/help', mocks });
    await screen.findByText('How do I order?');
    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(box, 'cash');
    expect(await screen.findByText('1 question found')).toBeInTheDocument();
    expect(screen.queryByText('How do I order?')).not.toBeInTheDocument();
    expect(screen.getByText('Can I pay cash?').closest('details')!.open).toBe(true);
    await userEvent.type(box, 'back');
    expect(await screen.findByText('No question matches "cashback".')).toBeInTheDocument();
  });
});
