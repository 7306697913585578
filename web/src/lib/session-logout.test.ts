import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { msg } from '#shared/messages.ts';
import { useCustomerLogout } from '#web/areas/customer/use-customer-logout.ts';
import { apiRequest } from './api-client.ts';
import { areaConfig, type Area } from './areas.ts';
import { setNavigator } from './navigation.ts';
import { createSessionStore } from './session-store.ts';

vi.mock('./toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

/*
 * "Logout clears the client": after a logout (or a session the server ended) the token is gone from
 * localStorage, the API client sends no Authorization header any more, and a reload stays signed out.
 */

const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 200 });

/** The Authorization header of the n-th request, or undefined when none was sent. */
function authorizationOf(n: number): string | undefined {
  const init = fetchMock.mock.calls[n]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

const storageKey: Record<Area, string> = { customer: 'userToken', partner: 'partnerToken', admin: 'adminToken' };
const areas = Object.keys(storageKey) as Area[];

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok());
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(vi.fn());
  for (const area of areas) areaConfig[area].store.signOut();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(areas)('logout of the %s area', (area) => {
  it('removes the stored token, stops sending it, and a reload starts signed out', async () => {
    const { store } = areaConfig[area];
    store.signIn({ token: `${area}-secret-token`, username: 'Someone', id: 'id-1' });
    expect(window.localStorage.getItem(storageKey[area])).toBe(`${area}-secret-token`);
    await apiRequest(area, '/anything');
    expect(authorizationOf(0)).toBe(`Bearer ${area}-secret-token`);

    // what the area's Logout button does (customer header, partner and admin side menus)
    store.signOut();

    expect(window.localStorage.getItem(storageKey[area])).toBeNull();
    expect(store.getToken()).toBeNull();
    await apiRequest(area, '/anything');
    expect(authorizationOf(1)).toBeUndefined();
    const reloaded = createSessionStore(storageKey[area]);
    expect(reloaded.getState()).toEqual({ status: 'signedOut', session: null });
    expect(reloaded.getToken()).toBeNull();
  });

  it('leaves the other areas signed in', () => {
    for (const other of areas) areaConfig[other].store.signIn({ token: `${other}-token`, username: 'X', id: other });
    areaConfig[area].store.signOut();
    for (const other of areas.filter((a) => a !== area)) {
      expect(window.localStorage.getItem(storageKey[other])).toBe(`${other}-token`);
      expect(areaConfig[other].store.getToken()).toBe(`${other}-token`);
    }
  });
});

describe('the customer Logout', () => {
  it('clears the session and the stored token, then goes home; later calls carry no token', async () => {
    areaConfig.customer.store.signIn({ token: 'customer-secret-token', username: 'Asha', id: 'u1' });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: ['/userProfile'] }, children);
    const { result } = renderHook(() => ({ logout: useCustomerLogout(), location: useLocation() }), { wrapper });

    act(() => result.current.logout());

    expect(result.current.location.pathname).toBe('/');
    expect(areaConfig.customer.store.getState()).toEqual({ status: 'signedOut', session: null });
    expect(window.localStorage.getItem('userToken')).toBeNull();
    await apiRequest('customer', '/userRides', { body: {} });
    expect(authorizationOf(0)).toBeUndefined();
  });
});

describe('a session the server ended', () => {
  it.each([
    [401, msg.unauthorized],
    [403, msg.accountBlocked],
  ])('after a %i (%s) the next call sends no token', async (status, message) => {
    areaConfig.partner.store.signIn({ token: 'revoked-token', username: 'Ravi', id: 'p1' });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, message }), { status }));

    await expect(apiRequest('partner', '/viewBikes')).rejects.toMatchObject({ status });
    await apiRequest('partner', '/viewBikes');

    expect(authorizationOf(0)).toBe('Bearer revoked-token');
    expect(authorizationOf(1)).toBeUndefined();
    expect(window.localStorage.getItem('partnerToken')).toBeNull();
  });
});
