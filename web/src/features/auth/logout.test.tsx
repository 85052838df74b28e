import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { readCookie, readSession, setSession } from '../../shared/lib/session';
import { AVATAR_PLACEHOLDER } from '../../shared/lib/images';
import { findDialog, renderRoutes, setViewportWidth, testStore } from '../../test/render';
import { apiError, logoutMock, signInForTest } from '../../test/account-fixtures';
import { logout } from './lib/logout';
import { LogoutDocument } from '../../graphql/auth.generated';
import { rememberPushToken, rememberedPushToken } from '../../shared/lib/push-token';
import { cartLine } from '../../test/cart-fixtures';
import { emptyLocalCart } from '../../shared/lib/storage';

const Settings = gql`query S { settings { key value } }`;

function filledStore() {
  const store = testStore();
  store.setState({
    favourites: ['p-1', 'p-2'],
    searchHistory: ['pizza'],
    branchId: 3,
    cart: { shopId: 1, lines: [cartLine] },
    shopFilter: { category_id: 4, search: 'veg' },
    theme: 'dark',
    language: 'fr',
    currency: { selected: { id: 2, symbol: '€', position: 'after' }, default: { id: 1, symbol: '$', position: 'before' } },
  });
  return store;
}

describe('logout()', () => {
  it('calls the api while signed in, then clears session, branch, cart, favourites, shop filter, search history and the cache', async () => {
    setSession({ id: 1, firstname: 'Dana' });
    const store = filledStore();
    const cache = new InMemoryCache();
    const client = new ApolloClient({ cache, link: ApolloLink.empty() });
    cache.writeQuery({ query: Settings, data: { settings: [{ __typename: 'Setting', key: 'phone', value: '1' }] } });
    const signedInDuringCall: boolean[] = [];
    const callLogout = vi.fn(async () => {
      signedInDuringCall.push(readSession() !== null);
    });
    const navigate = vi.fn();

    await logout({ callLogout, client, store, navigate });

    expect(callLogout).toHaveBeenCalledTimes(1);
    expect(signedInDuringCall).toEqual([true]);
    expect(readCookie('user')).toBeNull();
    expect(store.getState()).toMatchObject({ favourites: [], searchHistory: [], branchId: null, cart: emptyLocalCart, shopFilter: {} });
    // device preferences stay
    expect(store.getState()).toMatchObject({ theme: 'dark', language: 'fr', currency: { selected: { id: 2 } } });
    expect(cache.extract()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("asks the api to forget this device's push token, then forgets it here too", async () => {
    setSession({ id: 1 });
    rememberPushToken('fcm-token');
    const callLogout = vi.fn(async () => undefined);
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    await logout({ callLogout, client, store: testStore(), navigate: vi.fn() });
    expect(callLogout).toHaveBeenCalledWith('fcm-token');
    expect(rememberedPushToken()).toBeNull();
  });

  it('ignores a failing logout call', async () => {
    setSession({ id: 1 });
    const store = filledStore();
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    const navigate = vi.fn();
    await logout({ callLogout: () => Promise.reject(new Error('offline')), client, store, navigate });
    expect(readSession()).toBeNull();
    expect(store.getState().favourites).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('header user menu', () => {
  it('a guest sees Login; a signed-in user the avatar menu with Profile, Orders, Refunds, Wallet, Settings, Be a seller, Logout', async () => {
    setViewportWidth(1280);
    const { unmount } = renderRoutes({ route: '/' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    unmount();

    signInForTest({ firstname: 'Dana', img: 'users/dana.png' });
    const user = userEvent.setup();
    renderRoutes({ route: '/' });
    // the menu is its own chunk: the first import in a test file can take a while
    const trigger = await screen.findByRole('button', { name: /account menu$/i }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    const avatar = within(trigger).getByRole('img', { name: 'Dana' });
    expect(avatar).toHaveAttribute('src', '/storage/images/users/dana.png');
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', AVATAR_PLACEHOLDER);

    await user.click(trigger);
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Orders', 'Refunds', 'Wallet', 'Settings', 'Be a seller', 'Logout']);
  });

  it('menu items navigate; Logout ends the session and goes home, even when the api call fails', async () => {
    setViewportWidth(1280);
    signInForTest();
    const store = filledStore();
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes({ route: '/liked', store, mocks: [logoutMock(apiError(401, 'ERROR_100', 'User is not logged in.'))] });
    await user.click(await screen.findByRole('button', { name: /account menu$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Be a seller' }));
    expect(router.state.location.pathname).toBe('/be-seller');
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    await user.click(await screen.findByRole('button', { name: /account menu$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(store.getState().favourites).toEqual([]);
    vi.restoreAllMocks();
  });

  it("Logout sends this device's push token to the api", async () => {
    setViewportWidth(1280);
    signInForTest();
    rememberPushToken('fcm-token');
    const result = vi.fn(() => ({ data: { logout: null } }));
    const user = userEvent.setup();
    renderRoutes({ route: '/', mocks: [{ request: { query: LogoutDocument, variables: { firebase_token: 'fcm-token' } }, result }] });
    await user.click(await screen.findByRole('button', { name: /account menu$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(result).toHaveBeenCalledTimes(1);
  });
});

describe('side menu account block', () => {
  it('shows Login to a guest and the user with Logout once signed in', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    const { unmount } = renderRoutes({ route: '/' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await findDialog('dialog');
    expect(within(drawer).getByRole('button', { name: 'Login', hidden: true })).toBeInTheDocument();
    unmount();

    signInForTest({ firstname: 'Dana', lastname: 'Demo' });
    const { router } = renderRoutes({ route: '/', mocks: [logoutMock()] });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const signedIn = await findDialog('dialog');
    expect(within(signedIn).getByText('Dana Demo')).toBeInTheDocument();
    expect(within(signedIn).getByRole('link', { name: 'Profile', hidden: true })).toHaveAttribute('href', '/profile');
    await user.click(within(signedIn).getByRole('button', { name: 'Logout', hidden: true }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
