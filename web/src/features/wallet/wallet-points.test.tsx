import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import { apiError, signInForTest } from '../../test/account-fixtures';
import { isolate } from '../../shared/lib/i18n/direction';
import {
  convertPointsMock, pointHistoriesMock, pointMovement, pointSettingsMock, testMovement, walletHistoriesMock, walletProfileMock,
} from './wallet-fixtures';

describe('/wallet: reward points', () => {
  const earned = [pointMovement(2, 'revoked', -5, 30), pointMovement(1, 'earned', 125, 31)];

  async function openPoints(mocks: MockedResponse[], route = '/wallet') {
    signInForTest({ id: 7 });
    setViewportWidth(1280);
    const user = userEvent.setup();
    const rendered = renderRoutes({ route, mocks: [pointSettingsMock(), walletProfileMock({ price: 50, points: 120 }), walletHistoriesMock([]), ...mocks] });
    await waitForToaster();
    await user.click(await screen.findByRole('link', { name: 'Reward points' }));
    return { user, ...rendered };
  }

  const convertForm = () => screen.getByRole('form', { name: 'Convert points' });
  const pointsField = () => within(convertForm()).getByRole('textbox', { name: /^Points to convert/ });

  it('shows the rules, what the points are worth, and the points history with signed points and orders', async () => {
    await openPoints([pointHistoriesMock(earned)]);
    expect(screen.getByTestId('points-rules').textContent).toBe('Convert at least 50 points at a time.');
    const revoked = await screen.findByRole('listitem', { name: 'Taken back (refund)' });
    expect(within(revoked).getByTestId('history-amount').textContent).toBe('-5 points');
    expect(within(revoked).getByRole('link', { name: 'View order #30' })).toHaveAttribute('href', '/orders/30');
    expect(within(screen.getByRole('listitem', { name: 'Earned' })).getByTestId('history-amount').textContent).toBe('+125 points');
    expect(screen.getByTestId('points-worth').textContent).toBe(`Worth ${isolate('$6.00')}`);
    expect(screen.queryByTestId('points-debt')).not.toBeInTheDocument();
  });

  it('says how many points are owed, and the history notes what went to or came from the debt', async () => {
    signInForTest({ id: 7 });
    setViewportWidth(768);
    renderRoutes({
      route: '/wallet/points',
      mocks: [
        pointSettingsMock(), walletProfileMock({ points: 0, pointsDebt: 12 }),
        pointHistoriesMock([
          pointMovement(4, 'earned', 1, 33, '1 points paid what was owed'),
          pointMovement(3, 'revoked', -125, 31, '13 points owed'),
          pointMovement(2, 'converted', -120, null, 'Converted to wallet money'),
          pointMovement(1, 'earned', 125, 31),
        ]),
      ],
    });
    const [paid, first] = await screen.findAllByRole('listitem', { name: 'Earned' });
    expect(screen.getByTestId('points-debt').textContent).toBe('You owe 12 points: points you earn pay them first.');
    expect(screen.getByTestId('points-worth').textContent).toBe('');
    expect(within(paid!).getByText('Jan 7, 2030 · 1 point paid what you owed')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Taken back (refund)' })).getByText('Jan 7, 2030 · 13 points owed')).toBeInTheDocument();
    // A conversion's note only repeats its type; a row without a note shows its date alone.
    expect(within(screen.getByRole('listitem', { name: 'Converted to money' })).getByText('Jan 7, 2030')).toBeInTheDocument();
    expect(within(first!).getByText('Jan 7, 2030')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Vous devez 1 point : les points que vous gagnez le remboursent d’abord.', ['1 point a réglé ce que vous deviez', '12 points dus']],
    ['ar', 'عليك نقطة واحدة: تُسدَّد أولًا من النقاط التي تكسبها.', ['ذهبت نقطة واحدة لسداد ما عليك', '12 نقطة مستحقة عليك']],
  ] as const)('says the points owed and the debt notes in %s, with its plural forms', async (language, owed, [paidNote, owedNote]) => {
    const { createI18n } = await import('../../shared/lib/i18n');
    const translation = await import(`../../../public/locales/${language}/translation.json`) as { default: Record<string, unknown> };
    const i18n = createI18n(language, { backend: false });
    i18n.addResourceBundle(language, 'translation', translation.default);
    signInForTest({ id: 7 });
    setViewportWidth(1140);
    renderRoutes({
      route: '/wallet/points',
      i18n,
      mocks: [
        pointSettingsMock(), walletProfileMock({ points: 0, pointsDebt: 1 }),
        pointHistoriesMock([pointMovement(2, 'earned', 1, 33, '1 points paid what was owed'), pointMovement(1, 'revoked', -125, 31, '12 points owed')]),
      ],
    });
    expect(await screen.findByText(new RegExp(`· ${paidNote}$`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`· ${owedNote}$`))).toBeInTheDocument();
    expect(screen.getByTestId('points-debt').textContent).toBe(owed);
  });

  it('says so when there is no point yet; the section has its own address, marked current, from the first page', async () => {
    const { router } = await openPoints([pointHistoriesMock([])], '/wallet?page=3');
    expect(await screen.findByText('No points yet. Delivered orders earn points.')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/wallet/points');
    expect(screen.getByRole('link', { name: 'Reward points' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Money' })).not.toHaveAttribute('aria-current');
  });

  it('converts points: a toast, the new balances with the api’s worth and the conversion in the history', async () => {
    const { user } = await openPoints([
      pointHistoriesMock(earned),
      convertPointsMock(50, { points: 70, balance: 52.5 }),
      walletProfileMock({ price: 52.5, points: 70, worth: 3.5 }),
      pointHistoriesMock([pointMovement(3, 'converted', -50), ...earned]),
    ]);
    await screen.findByRole('listitem', { name: 'Earned' });
    await user.type(pointsField(), '50');
    await user.click(within(convertForm()).getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('50 points converted into wallet money.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('70'));
    expect(screen.getByTestId('wallet-balance').textContent).toBe('$52.50');
    expect(screen.getByTestId('points-worth').textContent).toBe(`Worth ${isolate('$3.50')}`);
    const converted = await screen.findByRole('listitem', { name: 'Converted to money' });
    expect(within(converted).getByTestId('history-amount').textContent).toBe('-50 points');
    expect(pointsField()).toHaveAttribute('value', '');
  });

  it('checks for whole points, then shows the api’s ERROR_470 and ERROR_471 under the field, translated by code', async () => {
    const { user } = await openPoints([
      pointHistoriesMock(earned),
      convertPointsMock(10, apiError(400, 'ERROR_470', 'You can convert at least 50 points.', { points: ['You can convert at least 50 points.'] }, { points: { code: 'below_minimum', min: 50 } })),
      convertPointsMock(500, apiError(400, 'ERROR_471', 'api text', { points: ['api text'] })),
    ]);
    await screen.findByRole('listitem', { name: 'Earned' });
    await user.type(pointsField(), '1.5');
    await user.click(within(convertForm()).getByRole('button', { name: 'Convert' }));
    expect(within(convertForm()).getByText('Enter a whole number of points.')).toBeInTheDocument();
    await user.clear(pointsField());
    await user.type(pointsField(), '10');
    await user.click(within(convertForm()).getByRole('button', { name: 'Convert' }));
    expect(await within(convertForm()).findByText('You can convert at least 50 points.')).toBeInTheDocument();
    await user.clear(pointsField());
    await user.type(pointsField(), '500');
    await user.click(within(convertForm()).getByRole('button', { name: 'Convert' }));
    expect(await within(convertForm()).findByText('Insufficient points')).toBeInTheDocument();
    expect(screen.getByTestId('points-balance').textContent).toBe('120');
  });

  it('translates ERROR_470 in French, with the api’s minimum', async () => {
    const { createI18n } = await import('../../shared/lib/i18n');
    const fr = await import('../../../public/locales/fr/translation.json');
    const frErrors = await import('../../../public/locales/fr/errors.json');
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', fr.default);
    i18n.addResourceBundle('fr', 'errors', frErrors.default);
    signInForTest({ id: 7 });
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderRoutes({
      route: '/wallet',
      i18n,
      mocks: [
        pointSettingsMock(), walletProfileMock(), walletHistoriesMock([testMovement(1, 'topup', 50)]), pointHistoriesMock([]),
        convertPointsMock(10, apiError(400, 'ERROR_470', 'You can convert at least 60 points.', { points: ['You can convert at least 60 points.'] }, { points: { code: 'below_minimum', min: 60 } })),
      ],
    });
    expect(await screen.findByRole('listitem', { name: 'Recharge' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Points de fidélité' }));
    const form = screen.getByRole('form', { name: 'Convertir des points' });
    await user.type(within(form).getByRole('textbox', { name: /^Points à convertir/ }), '10');
    await user.click(within(form).getByRole('button', { name: 'Convertir' }));
    expect(await within(form).findByText('Vous pouvez convertir au moins 60 points.')).toBeInTheDocument();
  });
});
