import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes, setViewportWidth } from '../../test/render';
import { signInForTest } from '../../test/account-fixtures';
import { notificationSettingsMock } from '../../test/notification-settings-fixtures';
import { createI18n } from '../../shared/lib/i18n';

describe('/settings', () => {
  it.each([360, 1280])('shows the preferences and the notification settings to a signed-in user (%ipx)', async (width) => {
    setViewportWidth(width);
    signInForTest();
    renderRoutes({ route: '/settings', mocks: [notificationSettingsMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })).toBeInTheDocument();
    const preferences = screen.getByRole('region', { name: 'Language, currency and theme' });
    expect(within(preferences).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(preferences).getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('switch', { name: 'Order updates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument(); // the back header
  });

  it("names the page's language before its files have arrived (i18next's resolved language is English until then)", async () => {
    setViewportWidth(1280);
    signInForTest();
    const i18n = createI18n('fr', { backend: false }); // French chosen, its strings not loaded
    renderRoutes({ route: '/settings', mocks: [notificationSettingsMock()], i18n });
    const preferences = await screen.findByRole('region', { name: 'Language, currency and theme' }, { timeout: 5000 });
    expect((within(preferences).getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('fr');
  });
});
