import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import frErrors from '../../../public/locales/fr/errors.json';
import frTranslation from '../../../public/locales/fr/translation.json';
import { createI18n } from '../../shared/lib/i18n';
import { readCookie, readSession } from '../../shared/lib/session';
import { renderRoutes, setViewportWidth, waitForToaster } from '../../test/render';
import { profileMock, signInForTest, testUser } from '../../test/account-fixtures';
import { AVATAR_UPLOAD_URL } from './lib/avatar-upload';

const png = (bytes = 64, name = 'me.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The api's User resource (more fields than the session keeps). */
const apiUser = (img: string) => ({ ...testUser({ img }), __typename: undefined, my_referral: 'ABC123', created_at: '2024-01-01 00:00:00Z' });

async function openProfile(options: Parameters<typeof renderRoutes>[0] = {}) {
  signInForTest();
  const result = renderRoutes({ route: '/profile', mocks: [profileMock()], ...options });
  // the route's lazy chunk: the first import of a test file may take a while
  await screen.findByRole('heading', { level: 1, name: options.i18n ? 'Profil' : 'Profile' }, { timeout: 5000 });
  await waitForToaster();
  return result;
}

// Generous: these render the whole profile route and go through its lazy chunk.
describe('avatar upload on /profile', { timeout: 20_000 }, () => {
  let fetchSpy: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchSpy = vi.fn();
    // The signed-in shell's chat launcher asks for the customer's chat once idle: not this test's.
    const chat = { status: 200, ok: true, json: async () => ({ data: null }) };
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (String(url).includes('/dashboard/user/chat') ? Promise.resolve(chat) : (fetchSpy as (u: string, i?: RequestInit) => Promise<unknown>)(url, init)));
    // jsdom has no object URLs
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses a file of another type and one over 2 MB before any request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openProfile();
    const input = screen.getByLabelText('Choose a new profile picture');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');

    await user.upload(input, png(10, 'notes.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toBe('The image must be a file of type: jpeg, png, webp, gif.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    await user.upload(input, png(2048 * 1024 + 1, 'big.png'));
    expect(screen.getByRole('alert').textContent).toBe('The image may not be greater than 2048 kilobytes.');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    // exactly 2 MB is fine: a preview and the Upload button, still no request
    await user.upload(input, png(2048 * 1024, 'ok.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uploads with the web server\'s CSRF header (it adds the session\'s token), then the session user and the cached profile show the new picture at once', async () => {
    setViewportWidth(1280);
    let release = () => {};
    fetchSpy.mockImplementation(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer(200, { timestamp: 'now', status: true, message: 'success', data: apiUser('avatars/new.png') });
    });
    const user = userEvent.setup();
    const { router } = await openProfile();
    expect(screen.getByRole('img', { name: 'Dana' })).toHaveAttribute('src', '/images/avatar-placeholder.svg');

    const file = png();
    await user.upload(screen.getByLabelText('Choose a new profile picture'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    // loading: a spinner replaces the label
    const busy = await waitFor(() => document.querySelector<HTMLButtonElement>('button[aria-busy="true"]')!);
    expect(busy).toHaveAttribute('disabled');
    expect(busy.textContent).not.toContain('Upload');
    expect(busy.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(AVATAR_UPLOAD_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'storefront' });
    expect(init.headers).not.toHaveProperty('Authorization');
    const sent = (init.body as FormData).get('image') as File;
    expect([sent.name, sent.type, sent.size]).toEqual([file.name, 'image/png', file.size]);

    await act(async () => release());
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    // the profile (from the Apollo cache) shows the new picture, without a refetch
    expect(screen.getByRole('img', { name: 'Dana' })).toHaveAttribute('src', '/storage/images/avatars/new.png');
    expect(screen.queryByRole('img', { name: 'Preview of your new picture' })).not.toBeInTheDocument();
    // the session cookie keeps the SessionUser fields only
    const stored = JSON.parse(readCookie('user')!);
    expect(stored.img).toBe('avatars/new.png');
    expect(stored).not.toHaveProperty('my_referral');

    // the header's avatar (the back header has none; home shows the user menu)
    await act(() => router.navigate('/'));
    const menu = await screen.findByRole('button', { name: /account menu$/i });
    expect(within(menu).getByRole('img', { name: 'Dana' })).toHaveAttribute('src', '/storage/images/avatars/new.png');
  });

  it("shows the api's 400 under the picture, translated (French)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchSpy.mockResolvedValue(
      answer(400, {
        status: false,
        statusCode: 'ERROR_400',
        message: 'Bad request.',
        params: { image: ['The image must be a file of type: jpeg, png, webp, gif.'] },
        reasons: { image: [{ code: 'file_type' }] },
      }),
    );
    const i18n = createI18n('fr', { backend: false });
    i18n.addResourceBundle('fr', 'translation', frTranslation);
    i18n.addResourceBundle('fr', 'errors', frErrors);
    const user = userEvent.setup();
    await openProfile({ i18n });
    await waitForToaster();
    await user.upload(screen.getByLabelText(frTranslation.profile.pictureInput), png(100, 'fake.png'));
    await user.click(screen.getByRole('button', { name: frTranslation.profile.uploadPicture }));

    expect((await screen.findByRole('alert')).textContent).toBe(frErrors.imageType);
    expect(screen.getAllByText(frErrors.imageType)).toHaveLength(1); // no toast repeats it
    expect(JSON.parse(readCookie('user')!).img).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('a 401 ends the session as any 401 does: cookies cleared, "Unauthorized", /login remembering /profile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchSpy.mockResolvedValue(answer(401, { status: false, statusCode: 'ERROR_100', message: 'User is not logged in.' }));
    const user = userEvent.setup();
    const { router } = await openProfile();
    await user.upload(screen.getByLabelText('Choose a new profile picture'), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile');
    expect(readSession()).toBeNull();
    expect(readCookie('user')).toBeNull();
    await act(() => vi.dynamicImportSettled()); // the toast's own chunk
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getAllByText('Unauthorized')).toHaveLength(1);
  });
});
