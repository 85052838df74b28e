import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { ApplyAsSellerDocument, SellerApplicationDocument, type ApplyAsSellerInput, type SellerApplicationQuery } from '../../graphql/sellers.generated';
import { createI18n } from '../../shared/lib/i18n';
import { holdAnswers, renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';

type Application = NonNullable<SellerApplicationQuery['sellerApplication']> & { __typename: 'SellerApplication' };

function application(overrides: Partial<Application> = {}): Application {
  return {
    __typename: 'SellerApplication',
    id: 3,
    status: 'under review',
    title: { en: 'Pizza Roma' },
    address: { en: '12 King St W, Toronto' },
    ...overrides,
  };
}

function sellerApplicationMock(outcome: Application | GraphQLError): MockedResponse {
  return {
    request: { query: SellerApplicationDocument },
    result:
      outcome instanceof GraphQLError
        ? { errors: [outcome] }
        : { data: { sellerApplication: outcome } },
    maxUsageCount: 5,
  };
}

function applyMock(input: ApplyAsSellerInput, outcome: Application | GraphQLError): MockedResponse {
  return {
    request: { query: ApplyAsSellerDocument, variables: { input } },
    result:
      outcome instanceof GraphQLError
        ? { errors: [outcome] }
        : { data: { applyAsSeller: outcome } },
  };
}

const noShop = () => apiError(404, 'ERROR_204', 'You have no shop');

const INPUT: ApplyAsSellerInput = {
  title: { en: 'Pizza Roma' },
  address: { en: '12 King St W, Toronto' },
  description: { en: 'Wood-fired pizza' },
  type: 'restaurant',
  delivery_time_from: 20,
  delivery_time_to: 40,
  delivery_time_type: 'minute',
  phone: '14165550177',
};

async function openBeSeller(mocks: MockedResponse[], options: Parameters<typeof renderRoutes>[0] = {}) {
  signInForTest();
  const result = renderRoutes({ route: '/be-seller', mocks, ...options });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 }); // the route's lazy chunk
  await waitForToaster();
  return result;
}

/** Fills the form (pasting: one input event per field keeps the test fast). */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  const put = async (element: HTMLElement, text: string) => {
    await user.click(element);
    await user.paste(text);
  };
  await put(screen.getByRole('textbox', { name: /Shop name/ }), 'Pizza Roma');
  await put(screen.getByRole('textbox', { name: /Address/ }), '12 King St W, Toronto');
  await put(screen.getByRole('textbox', { name: 'Description' }), 'Wood-fired pizza');
  await user.click(screen.getByRole('radio', { name: 'Restaurant' }));
  const delivery = screen.getByRole('group', { name: 'Delivery time' });
  await put(within(delivery).getByRole('spinbutton', { name: /From/ }), '20');
  await put(within(delivery).getByRole('spinbutton', { name: /To/ }), '40');
  await put(screen.getByRole('textbox', { name: 'Phone' }), '+1 (416) 555-0177');
}

/** Tests that fill the whole form: generous under a loaded machine. */
const SLOW = 20_000;

describe('/be-seller', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the form when the api has no application (404 ERROR_204)', async () => {
    setViewportWidth(360);
    await openBeSeller([sellerApplicationMock(noShop())]);
    expect(screen.getByRole('heading', { level: 1, name: 'Become a seller' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Your shop' });
    expect(within(form).getByRole('textbox', { name: /Shop name/ })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Unit/ })).toHaveProperty('value', 'minute');
    expect(within(form).getByText(/Texts are saved in English\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument(); // the back header
  });

  it('checks the form before any call, with translated messages', async () => {
    const user = userEvent.setup();
    await openBeSeller([sellerApplicationMock(noShop())]);
    await screen.findByRole('form', { name: 'Your shop' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // shop name, address, type, from, to
    expect(screen.getAllByText('Required')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: /Shop name/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Shop name/ }))); // the first in error

    await user.type(screen.getByRole('textbox', { name: /Shop name/ }), 'P');
    await user.type(screen.getByRole('spinbutton', { name: /From/ }), '40');
    await user.type(screen.getByRole('spinbutton', { name: /To/ }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('The shop name must be between 2 and 191 characters.')).toBeInTheDocument();
    expect(screen.getByText('“To” must be greater than or equal to “From”.')).toBeInTheDocument();
    expect(screen.getByText('The phone must be a number.')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2); // address, type
  }, SLOW);

  it('translates the checks (French)', async () => {
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    i18n.addResourceBundle('fr', 'errors', frErrors);
    const user = userEvent.setup();
    await openBeSeller([sellerApplicationMock(noShop())], { i18n });
    await screen.findByRole('form', { name: frTranslation.seller.formTitle });
    await user.click(screen.getByRole('button', { name: frTranslation.seller.submit }));
    expect(screen.getAllByText(frErrors.required)).toHaveLength(5);
  });

  it('sends the texts keyed by the language, then shows "under review" from the answer without asking again', async () => {
    const answers = holdAnswers('ApplyAsSeller');
    const user = userEvent.setup();
    await openBeSeller([sellerApplicationMock(noShop()), applyMock(INPUT, application())], { onRequest: answers.onRequest });
    await screen.findByRole('form', { name: 'Your shop' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const busy = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toHaveAttribute('disabled');
    answers.release();

    expect(await screen.findByText('Your request is under review')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('Your request is under review');
    expect(screen.getByText('Pizza Roma')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('Your request has been sent.')).toBeInTheDocument();
    // Counted as they are sent: a query the status view made on showing would be counted by now.
    expect(answers.sent.filter((name) => name === 'SellerApplication')).toHaveLength(1);
  }, SLOW);

  it("shows the api's field errors under their fields and other errors as toasts", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openBeSeller([
      sellerApplicationMock(noShop()),
      applyMock(
        INPUT,
        apiError(400, 'ERROR_400', 'Bad request.', {
          'title.en': ['The title must be between 2 and 191 characters.'],
          delivery_time_to: ['The delivery time to must be greater than or equal to delivery time from.'],
        }, { 'title.en': { code: 'length_between', min: 2, max: 191 }, delivery_time_to: { code: 'before_start' } }),
      ),
      applyMock(INPUT, apiError(400, 'ERROR_206', 'You have already applied')),
    ]);
    await screen.findByRole('form', { name: 'Your shop' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Must be between 2 and 191 characters.')).toBeInTheDocument();
    expect(screen.getByText('The end must not come before the start.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /To/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error occured. Please, try again later')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You have already applied')).toBeInTheDocument();
  }, SLOW);

  it.each([
    ['under review', 'Your request is under review'],
    ['accepted', 'Your request has been accepted'],
    ['rejected', 'Your request has been rejected'],
  ])('an existing application (%s) shows its status and title, not the form', async (status, text) => {
    setViewportWidth(1280);
    await openBeSeller([sellerApplicationMock(application({ status, title: { en: 'Pizza Roma', fr: 'Pizza Rome' } }))]);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Pizza Roma')).toBeInTheDocument();
    expect(screen.getByText('12 King St W, Toronto').tagName).toBe('BDI'); // its own direction in any page
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the title in the current language (French)', async () => {
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    await openBeSeller([sellerApplicationMock(application({ title: { en: 'Pizza Roma', fr: 'Pizza Rome' } }))], { i18n });
    expect(await screen.findByText(frTranslation.seller.underReview)).toBeInTheDocument();
    expect(screen.getByText('Pizza Rome')).toBeInTheDocument();
  });

  it('another failure shows a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openBeSeller([sellerApplicationMock(apiError(500, 'ERROR_500', 'Server error'))]);
    expect(await screen.findByText('Your request could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
