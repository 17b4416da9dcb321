import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { adminUser, fakeToken, featuresExcept, staticData } from '../test/fixtures';
import {
  clearAuthData,
  clearSession,
  currentToken,
  isAuthenticated,
  isFeatureAllowed,
  readSession,
  saveSession,
  tokenExpiryMs,
} from './session';

/** A signed-in session whose user chose French: what logout and a failed sign-in start from. */
function saveSessionInFrench() {
  saveSession({ token: fakeToken(), user: adminUser, staticData, allowedFeatures: {} });
  localStorage.setItem('language', 'fr');
}

describe('session helpers', () => {
  it('reads the expiry from the JWT exp claim, in milliseconds', () => {
    const token = fakeToken(120);
    const expiry = tokenExpiryMs(token);
    expect(expiry).not.toBeNull();
    expect(expiry! % 1000).toBe(0);
    expect(Math.abs(expiry! - (Date.now() + 120_000))).toBeLessThan(2000);
    expect(tokenExpiryMs('not-a-jwt')).toBeNull();
  });

  it('keeps token, user and expiry in cookies and the rest in localStorage', () => {
    const token = fakeToken();
    saveSession({ token, user: adminUser, staticData, allowedFeatures: featuresExcept('users') });
    expect(Cookies.get('token')).toBe(token);
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ email: adminUser.email });
    expect(Number(Cookies.get('tokenExpiryTime'))).toBe(tokenExpiryMs(token));
    expect(JSON.parse(localStorage.getItem('allowedFeatures') ?? '{}')).toMatchObject({
      users: false,
      leads: true,
    });
    expect(localStorage.getItem('staticData')).not.toBeNull();

    const session = readSession();
    expect(session.user?.id).toBe(adminUser.id);
    expect(isAuthenticated(session)).toBe(true);
    expect(currentToken()).toBe(token);
    expect(isFeatureAllowed(session.allowedFeatures, 'users')).toBe(false);
    expect(isFeatureAllowed(session.allowedFeatures, 'leads')).toBe(true);
  });

  it('is not authenticated once the expiry has passed', () => {
    saveSession({ token: fakeToken(-10), user: adminUser, staticData, allowedFeatures: {} });
    expect(isAuthenticated(readSession())).toBe(false);
    expect(currentToken()).toBeNull();
    const fresh = readSession();
    expect(isAuthenticated(fresh, (fresh.tokenExpiryTime ?? 0) - 60_000)).toBe(true);
  });

  it('reads missing values as empty', () => {
    const session = readSession();
    expect(session).toMatchObject({ token: null, user: null, tokenExpiryTime: null, allowedFeatures: {} });
    expect(isAuthenticated(session)).toBe(false);
  });

  it('logout removes the cookies and fully clears localStorage', () => {
    saveSessionInFrench();
    clearSession();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user')).toBeUndefined();
    expect(Cookies.get('tokenExpiryTime')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('a failed sign-in clears the auth data but keeps the language', () => {
    saveSessionInFrench();
    clearAuthData();
    expect(Cookies.get('token')).toBeUndefined();
    expect(localStorage.getItem('allowedFeatures')).toBeNull();
    expect(localStorage.getItem('language')).toBe('fr');
  });
});
