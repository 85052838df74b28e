import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  SESSION_DAYS,
  clearSession,
  cookieString,
  getAccessToken,
  loginPath,
  readCookie,
  readSession,
  safeRedirect,
  setSession,
  subscribeSession,
  updateSessionUser,
  useSession,
} from './index';

const ann = { id: 1, firstname: 'Ann', lastname: 'Lee', img: 'users/ann.png' };

describe('session cookies', () => {
  it('are written for 7 days, on every path, SameSite=Lax, Secure only on https', () => {
    expect(SESSION_DAYS).toBe(7);
    const plain = cookieString('access_token', 'a b', { days: 7, secure: false });
    expect(plain).toBe('access_token=a%20b; Path=/; Max-Age=604800; SameSite=Lax');
    expect(cookieString('user', '{}', { days: 7, secure: true })).toMatch(/; SameSite=Lax; Secure$/);
    // the page decides when not told: jsdom serves http://localhost
    expect(cookieString('user', '{}', { days: 7 })).not.toContain('Secure');
    expect(cookieString('user', '', { days: 0 })).toContain('Max-Age=0');
  });

  it('sign-in stores the user as JSON without e-mail or phone (a script may read it); the user cookie marks a signed-in page', () => {
    expect(readSession()).toBeNull();
    setSession({ ...ann, email: 'ann@example.test', pending_email: 'new@example.test', phone: '14165550100', pending_phone: '14165550111' });
    expect(JSON.parse(readCookie('user')!)).toEqual(ann);
    expect(readSession()).toEqual({ user: ann });
    // the token is the web server's, in an HttpOnly cookie: nothing here writes one
    expect(readCookie('access_token')).toBeNull();
    // unchanged cookies give the same object (useSyncExternalStore needs a stable snapshot)
    expect(readSession()).toBe(readSession());
  });

  it('an unreadable user cookie is still a session; a token without a user cookie is not', () => {
    document.cookie = 'user=%7Bnot-json; Path=/';
    expect(readSession()).toEqual({ user: null });
    clearSession();
    document.cookie = 'access_token=tok-2; Path=/';
    expect(readSession()).toBeNull();
    document.cookie = 'access_token=; Path=/; Max-Age=0';
  });

  it('reads the access token where it can be read: the cookies of the request a server renders', () => {
    expect(getAccessToken()).toBeNull();
    document.cookie = 'access_token=tok-1; Path=/';
    expect(getAccessToken()).toBe('tok-1');
    document.cookie = 'access_token=; Path=/; Max-Age=0';
  });

  it('updateUser replaces the stored user (contact details left out) only while signed in; clear forgets it', () => {
    updateSessionUser({ id: 9, firstname: 'Ghost' });
    expect(readCookie('user')).toBeNull();
    setSession(ann);
    updateSessionUser({ ...ann, firstname: 'Annie', email: 'ann@example.test' });
    expect(readSession()?.user).toEqual({ ...ann, firstname: 'Annie' });
    clearSession();
    expect(readCookie('user')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('notifies subscribers on every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession(ann);
    updateSessionUser(ann);
    clearSession();
    unsubscribe();
    setSession(ann);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('useSession', () => {
  function Who() {
    const { user, signedIn, signIn, signOut, updateUser } = useSession();
    return (
      <div>
        <output data-testid="who">{signedIn ? (user?.firstname ?? '?') : 'guest'}</output>
        <button onClick={() => signIn(ann)}>in</button>
        <button onClick={() => updateUser({ ...ann, firstname: 'Annie' })}>rename</button>
        <button onClick={() => signOut()}>out</button>
      </div>
    );
  }

  it('re-renders on sign-in, user update and sign-out, also when changed outside React', () => {
    render(<Who />);
    const who = () => screen.getByTestId('who').textContent;
    expect(who()).toBe('guest');
    act(() => screen.getByText('in').click());
    expect(who()).toBe('Ann');
    act(() => screen.getByText('rename').click());
    expect(who()).toBe('Annie');
    act(() => clearSession()); // e.g. the Apollo error link on a 401
    expect(who()).toBe('guest');
  });
});

describe('return paths', () => {
  it('keeps same-site paths and refuses other origins and auth pages', () => {
    expect(safeRedirect('/orders/42?x=1')).toBe('/orders/42?x=1');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(loginPath('/profile')).toBe('/login?redirect=%2Fprofile');
    expect(loginPath('/')).toBe('/login');
  });
});
