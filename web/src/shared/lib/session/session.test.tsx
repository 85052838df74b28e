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

  it('sign-in stores the token and the user as JSON; a stored token marks a signed-in user', () => {
    expect(readSession()).toBeNull();
    expect(getAccessToken()).toBeNull();
    setSession('tok-1', ann);
    expect(readCookie('access_token')).toBe('tok-1');
    expect(JSON.parse(readCookie('user')!)).toEqual(ann);
    expect(readSession()).toEqual({ token: 'tok-1', user: ann });
    expect(getAccessToken()).toBe('tok-1');
    // unchanged cookies give the same object (useSyncExternalStore needs a stable snapshot)
    expect(readSession()).toBe(readSession());
  });

  it('a token with an unreadable user cookie is still a session; a user without token is not', () => {
    document.cookie = 'access_token=tok-2; Path=/';
    document.cookie = 'user=%7Bnot-json; Path=/';
    expect(readSession()).toEqual({ token: 'tok-2', user: null });
    clearSession();
    document.cookie = `user=${encodeURIComponent(JSON.stringify(ann))}; Path=/`;
    expect(readSession()).toBeNull();
  });

  it('updateUser replaces the stored user only while signed in; clear forgets both cookies', () => {
    updateSessionUser({ id: 9, firstname: 'Ghost' });
    expect(readCookie('user')).toBeNull();
    setSession('tok-3', ann);
    updateSessionUser({ ...ann, firstname: 'Annie' });
    expect(readSession()?.user?.firstname).toBe('Annie');
    clearSession();
    expect(readCookie('access_token')).toBeNull();
    expect(readCookie('user')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('notifies subscribers on every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession('t', ann);
    updateSessionUser(ann);
    clearSession();
    unsubscribe();
    setSession('t', ann);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('useSession', () => {
  function Who() {
    const { user, signedIn, signIn, signOut, updateUser } = useSession();
    return (
      <div>
        <output data-testid="who">{signedIn ? (user?.firstname ?? '?') : 'guest'}</output>
        <button onClick={() => signIn('tok', ann)}>in</button>
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
