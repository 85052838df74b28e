import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { holdAnswers, renderRoutes, renderWithApp, setViewportWidth, findDialog, waitForToaster, type TestOptions } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { orderMock, testOrder } from '../../test/order-fixtures';
import {
  addReviewMock, reviewableOrdersMock, shopRatingMock, shopReviewsMock, testReview,
} from '../../test/review-fixtures';
import { cacheWith } from '../../test/cache';
import { ReviewableOrdersDocument } from '../../graphql/reviews.generated';
import { BranchReviews } from './index';

const SHOP = 3;

function png(name = 'dish.png', size = 1024) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** `fetch` answering each gallery upload in turn: a path, or an api refusal. */
function stubUploads(...answers: ({ path: string } | { status: number; body: unknown })[]) {
  const calls: FormData[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(init.body as FormData);
    const answer = answers.shift() ?? { path: `reviews/7/${'a'.repeat(31)}${calls.length}.png` };
    return 'path' in answer
      ? new Response(JSON.stringify({ status: true, data: { title: answer.path, type: 'reviews' } }), { status: 200 })
      : new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BranchReviews', () => {
  it('shows the average, the count and a labelled bar per star from 5 to 1', async () => {
    setViewportWidth(1280);
    renderWithApp(<BranchReviews shopId={SHOP} />, {
      mocks: [shopRatingMock(SHOP, [1, 0, 2, 3, 6], 4.08), shopReviewsMock(SHOP, [testReview(9, 5, 'Amira')])],
    });
    expect((await screen.findByTestId('rating-average')).textContent).toContain('4.1');
    expect(screen.getByTestId('rating-count').textContent).toContain('12 reviews');
    const bars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 6 reviews', '4 stars: 3 reviews', '3 stars: 2 reviews', '2 stars: 0 reviews', '1 stars: 1 review',
    ]);
    expect(within(screen.getByTestId('rating-summary')).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('lists the reviews with name, initials, date, stars, plain-text comment and photos', async () => {
    renderWithApp(<BranchReviews shopId={SHOP} />, {
      mocks: [
        shopRatingMock(SHOP, [0, 0, 0, 1, 1], 4.5),
        shopReviewsMock(SHOP, [
          testReview(9, 5, 'Amira', { comment: '<b>Great</b> pizza', photos: ['reviews/1/x.jpg'] }),
          testReview(8, 4, 'Léo', { img: 'users/3.png' }),
        ]),
      ],
    });
    const items = await screen.findAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Amira')).toBeInTheDocument();
    expect(within(items[0]).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    // the comment is text, never HTML
    expect(within(items[0]).getByText('<b>Great</b> pizza')).toBeInTheDocument();
    expect(items[0].querySelector('b')).toBeNull();
    expect(within(items[0]).getByRole('img', { name: 'Photo by Amira' })).toHaveAttribute('src', '/storage/images/reviews/1/x.jpg');
    expect(within(items[0]).getByText('A')).toBeInTheDocument(); // initials without an avatar
    expect(items[1].querySelector('img[src="/storage/images/users/3.png"]')).not.toBeNull();
  });

  it('says so when the branch has no reviews', async () => {
    renderWithApp(<BranchReviews shopId={SHOP} />, { mocks: [shopRatingMock(SHOP, [0, 0, 0, 0, 0], null), shopReviewsMock(SHOP, [])] });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('pages with Show more, newest first', async () => {
    const user = userEvent.setup();
    const first = [5, 4, 3, 2, 1].map((n) => testReview(n + 10, 5, `P${n + 10}`));
    renderWithApp(<BranchReviews shopId={SHOP} />, {
      mocks: [
        shopRatingMock(SHOP, [0, 0, 0, 0, 7], 5),
        shopReviewsMock(SHOP, first, { page: 1, lastPage: 2, total: 7 }),
        shopReviewsMock(SHOP, [testReview(2, 5, 'P2'), testReview(1, 5, 'P1')], { page: 2, lastPage: 2, total: 7 }),
      ],
    });
    expect(await screen.findAllByTestId('review')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(7));
    expect(screen.getAllByTestId('review').map((item) => within(item).getByText(/^P\d+$/).textContent))
      .toEqual(['P15', 'P14', 'P13', 'P12', 'P11', 'P2', 'P1']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('offers "Write a review" only for a delivered, unreviewed order of this branch', async () => {
    signInForTest({ id: 7 });
    const cache = cacheWith();
    renderWithApp(<BranchReviews shopId={SHOP} />, {
      cache,
      mocks: [shopRatingMock(SHOP, [0, 0, 0, 0, 0], null), shopReviewsMock(SHOP, []), reviewableOrdersMock([[40, 9, true], [41, SHOP, false]])],
    });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    // The orders' answer is in, so rendered (React renders it in the task that brought it): no button.
    await waitFor(() => expect(cache.readQuery({ query: ReviewableOrdersDocument })).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });
});

/** Renders the branch's reviews for a customer with order 42 to review, opens the form. */
async function openForm(extraMocks: MockedResponse[] = [], onRequest?: TestOptions['onRequest']) {
  signInForTest({ id: 7 });
  setViewportWidth(1280);
  const user = userEvent.setup();
  renderWithApp(<BranchReviews shopId={SHOP} />, {
    mocks: [shopRatingMock(SHOP, [0, 0, 0, 0, 1], 5), shopReviewsMock(SHOP, [testReview(9, 5, 'Amira')]), reviewableOrdersMock([[42, SHOP, true]]), ...extraMocks],
    onRequest,
  });
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  const dialog = await findDialog('dialog', 'Write a review');
  return { user, dialog };
}

describe('the review form', () => {
  it('requires a rating; stars are radios operable with the keyboard', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Post review', hidden: true }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { hidden: true });
    const stars = within(group).getAllByRole('radio', { hidden: true });
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map((n) => `${n} out of 5 stars`));
    await user.click(stars[2]);
    expect((stars[2] as HTMLInputElement).checked).toBe(true);
    // jsdom lacks CSS.escape, which user-event's arrow walk through a radio group needs
    vi.stubGlobal('CSS', { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
    await user.keyboard('{ArrowRight}');
    expect((within(group).getByRole('radio', { name: '4 out of 5 stars', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByText('Choose a rating from 1 to 5 stars.')).not.toBeInTheDocument();
  });

  it('counts the comment and refuses one over 1000 characters', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('radio', { name: '5 out of 5 stars', hidden: true }));
    const comment = within(dialog).getByRole('textbox', { hidden: true });
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1001/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post review', hidden: true }));
    expect(await within(dialog).findByText('The comment may not be longer than 1000 characters.')).toBeInTheDocument();
  });

  it('uploads up to 4 photos, shows them with Remove, and refuses more', async () => {
    const { calls } = stubUploads();
    const { user, dialog } = await openForm();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file][name=image]')!;
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')]);
    expect(await within(dialog).findByText('You can add up to 4 photos.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^Your photo \d$/, hidden: true })).toHaveLength(4));
    expect(calls).toHaveLength(4);
    expect(calls[0].get('type')).toBe('reviews');
    expect((calls[0].get('image') as File).name).toBe('1.png');
    expect((within(dialog).getByRole('button', { name: 'Add photos', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2', hidden: true }));
    expect(within(dialog).getAllByTestId('review-photo')).toHaveLength(3);
  });

  it('shows an upload refusal translated by its code or its field’s reason', async () => {
    stubUploads(
      { status: 400, body: { status: false, statusCode: 'ERROR_484', message: 'You have too many pictures waiting for a review.', params: { image: ['x'] } } },
      { status: 400, body: {
        status: false, statusCode: 'ERROR_400', message: 'Validation failed',
        params: { image: ['The image may not be greater than 2048 kilobytes.'] }, reasons: { image: [{ code: 'file_too_large', max: 2048 }] },
      } },
    );
    const { user, dialog } = await openForm();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file][name=image]')!;
    await user.upload(input, png());
    expect(await within(dialog).findByText('You have too many photos waiting for a review. Post or remove some first.')).toBeInTheDocument();
    await user.upload(input, png());
    expect(await within(dialog).findByText('The image may not be greater than 2048 kilobytes.')).toBeInTheDocument();
    expect(within(dialog).queryAllByTestId('review-photo')).toHaveLength(0);
    // a wrong type never leaves the browser
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('The image must be a file of type: jpeg, png, webp, gif.')).toBeInTheDocument();
  });

  it('shows the server’s refusal by its code, in the reader’s language', async () => {
    const { user, dialog } = await openForm([
      addReviewMock(SHOP, { rating: 4, order_id: 42 }, apiError(400, 'ERROR_483', 'This order has already been reviewed.', { order_id: ['This order has already been reviewed.'] })),
    ]);
    await user.click(within(dialog).getByRole('radio', { name: '4 out of 5 stars', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Post review', hidden: true }));
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toContain('This order has already been reviewed.');
  });

  it('is busy while sending, then thanks, closes and refreshes the rating, the list and the button', async () => {
    stubUploads({ path: 'reviews/7/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png' });
    let sent = 0;
    const answers = holdAnswers('AddShopReview');
    const { user, dialog } = await openForm([
      addReviewMock(SHOP, { rating: 5, comment: 'Lovely crust', images: ['reviews/7/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'], order_id: 42 }, { id: 77 }, () => { sent += 1; }),
      shopRatingMock(SHOP, [0, 0, 0, 0, 2], 5),
      shopReviewsMock(SHOP, [testReview(77, 5, 'Dana', { comment: 'Lovely crust' }), testReview(9, 5, 'Amira')]),
      reviewableOrdersMock([[42, SHOP, false]]),
    ], answers.onRequest);
    await waitForToaster();
    await user.click(within(dialog).getByRole('radio', { name: '5 out of 5 stars', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { hidden: true }), 'Lovely crust');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, png());
    await within(dialog).findByRole('img', { name: 'Your photo 1', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Post review', hidden: true }));
    await waitFor(() => expect(dialog.querySelector('button[type=submit]')).toHaveAttribute('aria-busy', 'true'));
    answers.release();
    expect(await screen.findByText('Thank you! Your review is posted.')).toBeInTheDocument();
    expect(sent).toBe(1);
    await waitFor(() => expect(screen.getByTestId('rating-count').textContent).toContain('2 reviews'));
    expect(await screen.findByText('Lovely crust')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument());
  });
});

describe('/orders/{id} review', () => {
  it('offers "Review this order" when the order can be reviewed and sends its id', async () => {
    signInForTest({ id: 7 });
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderRoutes({
      route: '/orders/42',
      mocks: [
        orderMock(testOrder(42, 'delivered', { can_review: true })),
        addReviewMock(SHOP, { rating: 3, order_id: 42 }, { id: 80 }),
        orderMock(testOrder(42, 'delivered', { can_review: false, review: { __typename: 'OrderReview', id: 80, rating: 3, comment: null, created_at: '2026-11-30 12:00:00Z' } as never })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review this order' }));
    const dialog = await findDialog('dialog', 'Write a review');
    await user.click(within(dialog).getByRole('radio', { name: '3 out of 5 stars', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Post review', hidden: true }));
    const yours = await screen.findByRole('region', { name: 'Your review' });
    expect(within(yours).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review this order' })).not.toBeInTheDocument();
  });

  it('shows the review given: its stars and comment', async () => {
    signInForTest({ id: 7 });
    renderRoutes({
      route: '/orders/43',
      mocks: [orderMock(testOrder(43, 'delivered', { review: { __typename: 'OrderReview', id: 5, rating: 4, comment: 'Hot and fast', created_at: '2026-11-23 10:00:00Z' } as never }))],
    });
    const yours = await screen.findByRole('region', { name: 'Your review' });
    expect(within(yours).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(yours).getByText('Hot and fast')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review this order' })).not.toBeInTheDocument();
  });

  it('shows nothing for an order that is not delivered', async () => {
    signInForTest({ id: 7 });
    renderRoutes({ route: '/orders/44', mocks: [orderMock(testOrder(44, 'accepted'))] });
    await screen.findByTestId('order-message');
    expect(screen.queryByRole('button', { name: 'Review this order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
  });
});
