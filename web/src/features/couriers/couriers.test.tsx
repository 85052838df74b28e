import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ApplyAsCourierDocument,
  CourierApplicationDocument,
  DeliveryPageDocument,
  SetCourierApplicationStatusDocument,
  StaffCourierApplicationsDocument,
  type ApplyAsCourierInput,
  type CourierApplicationFieldsFragment,
} from '../../graphql/couriers.generated';
import { apiError, profileMock, signInForTest } from '../../test/account-fixtures';
import { holdAnswers, renderRoutes, waitForToaster, type TestOptions } from '../../test/render';

const SLOW = 20_000;

type Application = CourierApplicationFieldsFragment & { __typename: 'CourierApplication' };

function application(overrides: Partial<Application> = {}): Application {
  return {
    __typename: 'CourierApplication', id: 4, status: 'new', name: 'Cody Rider', phone: '14165550199', city: 'Toronto',
    vehicle: 'e_bike', availability: 'evenings', note: null, answer: null, created_at: '2026-11-20 10:00:00Z',
    ...overrides,
  };
}

const deliveryPageMock = (): MockedResponse => ({
  request: { query: DeliveryPageDocument },
  result: { data: { page: {
    __typename: 'Page', id: 2, type: 'delivery', img: null, updated_at: '2026-11-01 10:00:00Z',
    translation: { __typename: 'PageTranslation', title: 'Ride with us', description: '<p>Earn <strong>$18 an hour</strong>.</p>' },
  } } },
  maxUsageCount: 3,
});

function applicationMock(outcome: Application | GraphQLError): MockedResponse {
  return {
    request: { query: CourierApplicationDocument },
    result: outcome instanceof GraphQLError ? { errors: [outcome] } : { data: { courierApplication: outcome } },
    maxUsageCount: 3,
  };
}

const none = () => apiError(404, 'ERROR_404', "Item's not found.");

function applyMock(input: ApplyAsCourierInput, outcome: Application | GraphQLError): MockedResponse {
  return {
    request: { query: ApplyAsCourierDocument, variables: { input } },
    result: outcome instanceof GraphQLError ? { errors: [outcome] } : { data: { applyAsCourier: outcome } },
  };
}

async function openDeliver(mocks: MockedResponse[], onRequest?: TestOptions['onRequest']) {
  renderRoutes({ route: '/deliver', mocks: [deliveryPageMock(), ...mocks], onRequest });
  await screen.findByRole('heading', { level: 1, name: 'Ride with us' }, { timeout: 5000 });
  await waitForToaster();
}

describe('/deliver', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a guest reads the page (its rich text) and gets a sign-in link back here, no form', async () => {
    await openDeliver([]);
    expect(screen.getByText('$18 an hour').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login?redirect=%2Fdeliver');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.title).toBe('Ride with us · Storefront');
  });

  it('offers to try again when the page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes({ route: '/deliver', mocks: [{ request: { query: DeliveryPageDocument }, result: { errors: [apiError(500, 'ERROR_500', 'Boom')] } }, deliveryPageMock()] });
    expect(await screen.findByText('This page could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride with us' })).toBeInTheDocument();
  });

  it('checks the form before any call, with the seller form\'s messages', async () => {
    signInForTest({ id: 5, firstname: '', lastname: '', phone: '' });
    const user = userEvent.setup();
    await openDeliver([applicationMock(none())]);
    const form = await screen.findByRole('form', { name: 'Apply to deliver' });
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    // name, city, vehicle, availability; the phone has its own message
    expect(within(form).getAllByText('Required')).toHaveLength(4);
    expect(within(form).getByText('Phone number is required')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /Full name/ })));

    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'C');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('The name must be between 2 and 100 characters.')).toBeInTheDocument();
    expect(within(form).getByText('The phone must be a number.')).toBeInTheDocument();
  }, SLOW);

  it('sends the application (the account\'s name and phone to start from), then shows it under review', async () => {
    const me = signInForTest({ id: 5, firstname: 'Cody', lastname: 'Rider', phone: '+1 416 555 0199' });
    const user = userEvent.setup();
    const input: ApplyAsCourierInput = { name: 'Cody Rider', phone: '14165550199', city: 'Toronto', vehicle: 'e_bike', availability: 'evenings' };
    await openDeliver([profileMock(me), applicationMock(none()), applyMock(input, application())]);
    const form = await screen.findByRole('form', { name: 'Apply to deliver' });
    expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveProperty('value', 'Cody Rider');
    // the phone is not in the session's cookie: it comes with the profile
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Phone/ })).toHaveProperty('value', '+1 416 555 0199'));
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Toronto');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Vehicle/ }), 'e_bike');
    await user.click(within(form).getByRole('radio', { name: 'Evenings' }));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your application is under review' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('Your application was sent.')).toBeInTheDocument();
  }, SLOW);

  it("shows the api's field errors under their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const me = signInForTest({ id: 5, firstname: 'Cody', lastname: 'Rider', phone: '14165550199' });
    const user = userEvent.setup();
    const input: ApplyAsCourierInput = { name: 'Cody Rider', phone: '14165550199', city: 'Toronto', vehicle: 'car', availability: 'weekends' };
    await openDeliver([profileMock(me), applicationMock(none()), applyMock(input, apiError(400, 'ERROR_400', 'Bad', { city: ['The city may not be greater than 100 characters.'] }, { city: { code: 'too_long', max: 100 } }))]);
    const form = await screen.findByRole('form', { name: 'Apply to deliver' });
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Toronto');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Vehicle/ }), 'car');
    await user.click(within(form).getByRole('radio', { name: 'Weekends' }));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Must be at most 100 characters.')).toBeInTheDocument();
  }, SLOW);

  it.each([
    ['new', 'Your application is under review', false],
    ['accepted', 'Your application was accepted', false],
    ['rejected', 'Your application was not accepted', true],
  ] as const)('an application (%s) shows its status; the form again only after a rejection', async (status, text, form) => {
    signInForTest({ id: 5 });
    await openDeliver([applicationMock(application({ status, answer: status === 'new' ? null : 'Thanks' }))]);
    expect(await screen.findByRole('heading', { level: 2, name: text })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain(text);
    if (status !== 'new') expect(screen.getByText('Our answer: Thanks')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply to deliver' }) != null).toBe(form);
  });

  it('shows placeholders while the application loads', async () => {
    signInForTest({ id: 5 });
    const answers = holdAnswers('CourierApplication');
    await openDeliver([applicationMock(application())], answers.onRequest);
    expect(answers.sent).toContain('CourierApplication');
    expect(screen.getByTestId('shimmer')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    answers.release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your application is under review' })).toBeInTheDocument();
    expect(screen.queryByTestId('shimmer')).not.toBeInTheDocument();
  });
});

describe('/staff/couriers', () => {
  afterEach(() => vi.restoreAllMocks());

  const listMock = (applications: Application[]): MockedResponse => ({
    request: { query: StaffCourierApplicationsDocument, variables: { page: 1, status: 'new' } },
    result: { data: { staffCourierApplications: { __typename: 'CourierApplicationPage', items: applications, pageInfo: { __typename: 'PageInfo', current_page: 1, last_page: 1, total: applications.length } } } },
  });

  it('is not found for a customer who is not staff', async () => {
    signInForTest({ id: 5, role: 'user' });
    renderRoutes({ route: '/staff/couriers', mocks: [listMock([application()])] });
    expect(await screen.findByText('This page does not exist.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Courier applications' })).not.toBeInTheDocument();
  });

  it('lists the new applications and accepts one with an answer', async () => {
    signInForTest({ id: 9, role: 'staff' });
    const user = userEvent.setup();
    renderRoutes({ route: '/staff/couriers', mocks: [
      listMock([application(), application({ id: 5, name: 'Ana Wheels', vehicle: 'car' })]),
      {
        request: { query: SetCourierApplicationStatusDocument, variables: { id: 4, input: { status: 'accepted', answer: 'Welcome' } } },
        result: { data: { setCourierApplicationStatus: application({ status: 'accepted', answer: 'Welcome' }) } },
      },
    ] });
    await waitForToaster();
    const card = await screen.findByRole('article', { name: 'Cody Rider' }, { timeout: 5000 });
    expect(screen.getAllByTestId('staff-application')).toHaveLength(2);
    expect(within(card).getByText('New')).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Answer for Cody Rider (optional)' }), 'Welcome');
    await user.click(within(card).getByRole('button', { name: 'Accept Cody Rider' }));
    expect(await screen.findByText('Cody Rider was accepted.')).toBeInTheDocument();
    expect(within(card).getByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reject Cody Rider' })).not.toBeInTheDocument();
    expect(within(card).getByText('Our answer: Welcome')).toBeInTheDocument();
  }, SLOW);
});
