import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/domain/limits.ts';

import { adminSession } from './admin-session.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { setNavigator } from './navigation.ts';
import { partnerSession } from './partner-session.ts';
import { showError } from './toast.ts';
import { userSession } from './user-session.ts';

vi.mock('./toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The request of the n-th fetch call. */
function sent(n = 0): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls[n];
  if (!call) throw new Error(`fetch was not called ${n + 1} times`);
  const init = call[1] ?? {};
  return { url: call[0] as string, init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.mocked(showError).mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  for (const store of [userSession, partnerSession, adminSession]) store.signOut();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('picks the base path of the area and builds the query string', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok' }));

    await apiRequest('customer', '/getBikes', { query: { page: 2, city: 'Kochi', search: '', sort: undefined } });
    await apiRequest('partner', 'viewBikes', { query: { page: 1 } });
    await apiRequest('admin', '/coupons');

    expect(sent(0).url).toBe('/api/getBikes?page=2&city=Kochi');
    expect(sent(1).url).toBe('/api/partner/viewBikes?page=1');
    expect(sent(2).url).toBe('/api/admin/coupons');
    expect(sent(2).init.method).toBe('GET');
  });

  it("sends the area's own bearer token and no other area's", async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok' }));
    userSession.signIn({ token: 'user-token', username: 'Asha', id: 'u1' });
    adminSession.signIn({ token: 'admin-token', username: 'Root', id: 'a1' });

    await apiRequest('customer', '/userProfile', { method: 'POST' });
    await apiRequest('admin', '/users');
    await apiRequest('partner', '/partnerProfile', { method: 'POST' });
    await apiRequest('customer', '/ourFleet', { token: null });

    expect(sent(0).headers.Authorization).toBe('Bearer user-token');
    expect(sent(1).headers.Authorization).toBe('Bearer admin-token');
    expect(sent(2).headers.Authorization).toBeUndefined();
    expect(sent(3).headers.Authorization).toBeUndefined();
  });

  it('posts a plain object as JSON and returns the answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Logged in', data: { token: 't' } }));

    const result = await apiRequest('customer', '/login', { body: { email: 'a@b.in', password: 'Secret123' } });

    expect(sent().init.method).toBe('POST');
    expect(sent().headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent().init.body as string)).toEqual({ email: 'a@b.in', password: 'Secret123' });
    expect(result).toEqual({ success: true, message: 'Logged in', data: { token: 't' } });
  });

  it('sends FormData as multipart without setting a content type', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'saved' }));
    const form = new FormData();
    form.append('fname', 'Asha');

    await apiRequest('customer', '/editUserProfile', { body: form });

    expect(sent().init.body).toBe(form);
    expect(sent().headers['Content-Type']).toBeUndefined();
  });

  it('validates the answer with a schema and returns the parsed value', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok', data: { count: 3 } }));
    const schema = z.object({ success: z.boolean(), message: z.string(), data: z.object({ count: z.number() }) });

    const result = await apiRequest('admin', '/stats', { schema });

    expect(result.data.count).toBe(3);
  });

  it('rejects an answer that breaks the schema with a generic message', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok', data: { count: 'three' } }));
    const schema = z.object({ data: z.object({ count: z.number() }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(apiRequest('admin', '/stats', { schema })).rejects.toMatchObject({ message: msg.somethingWrong });
    expect(showError).toHaveBeenCalledWith(msg.somethingWrong);
  });

  it('takes a schema still being imported: the request goes out at once, the answer waits for it', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok', data: { count: 3 } }));
    const schema = z.object({ success: z.boolean(), message: z.string(), data: z.object({ count: z.number() }) });
    let arrive!: (value: typeof schema) => void;
    const importing = new Promise<typeof schema>((resolve) => (arrive = resolve));

    const pending = apiRequest('admin', '/stats', { schema: importing });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    arrive(schema);

    expect((await pending).data.count).toBe(3);
  });

  it('checks an answer against a schema still being imported, and reports an error answer without waiting', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: { count: 'three' } }));
    const schema = Promise.resolve(z.object({ data: z.object({ count: z.number() }) }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('admin', '/stats', { schema })).rejects.toMatchObject({ message: msg.somethingWrong });

    fetchMock.mockResolvedValueOnce(answer(409, { success: false, message: 'Taken' }));
    const never = new Promise<z.ZodType>(() => undefined);
    await expect(apiRequest('admin', '/stats', { schema: never })).rejects.toMatchObject({
      status: 409,
      message: 'Taken',
    });
    vi.mocked(console.error).mockRestore();
  });

  it('throws an ApiError with the status, message and field errors, and toasts the message', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { success: false, message: 'email is required!', errors: { email: 'email is required!', bad: 3 } }),
    );

    const error = await apiRequest('customer', '/login', { body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email is required!',
      errors: { email: 'email is required!' },
    });
    expect(showError).toHaveBeenCalledWith('email is required!');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats success:false on a 200 as a failure', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: false, message: 'coupon expired' }));

    await expect(apiRequest('customer', '/applyCoupon', { body: {} })).rejects.toMatchObject({
      status: 200,
      message: 'coupon expired',
    });
  });

  it('shows no toast when the caller is quiet', async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, message: 'taken' }));

    await expect(apiRequest('customer', '/checkEmail', { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(showError).not.toHaveBeenCalled();
  });

  it("on 401 clears that area's session and opens that area's login page", async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, message: msg.sessionExpired }));
    partnerSession.signIn({ token: 'old', username: 'Ravi', id: 'p1' });
    userSession.signIn({ token: 'user-token', username: 'Asha', id: 'u1' });

    await expect(apiRequest('partner', '/viewBikes')).rejects.toMatchObject({ status: 401 });

    expect(partnerSession.getState().status).toBe('signedOut');
    expect(window.localStorage.getItem('partnerToken')).toBeNull();
    expect(userSession.getState().status).toBe('signedIn');
    expect(navigate).toHaveBeenCalledWith('/partner/login');
    expect(showError).toHaveBeenCalledWith(msg.sessionExpired);
  });

  it('on 403 for a blocked account ends the session and opens the login page', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, message: msg.accountBlocked }));
    userSession.signIn({ token: 'user-token', username: 'Asha', id: 'u1' });

    await expect(apiRequest('customer', '/userProfile', { body: {} })).rejects.toMatchObject({ status: 403 });

    expect(userSession.getState().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(showError).toHaveBeenCalledWith(msg.accountBlocked);
  });

  it('on another 403 (not your record) keeps the session', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, message: msg.forbidden }));
    userSession.signIn({ token: 'user-token', username: 'Asha', id: 'u1' });

    await expect(apiRequest('customer', '/userProfile', { body: {} })).rejects.toMatchObject({ status: 403 });

    expect(userSession.getState().status).toBe('signedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 without a token (wrong password) stays on the page', async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, message: msg.invalidCredentials }));

    await expect(apiRequest('admin', '/login', { body: {} })).rejects.toMatchObject({ status: 401 });

    expect(navigate).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith(msg.invalidCredentials);
  });

  it('on 500 opens /error500 without a toast', async () => {
    fetchMock.mockResolvedValue(answer(500, { success: false, message: msg.internalError }));

    await expect(apiRequest('customer', '/getTariff')).rejects.toMatchObject({
      status: 500,
      message: msg.internalError,
    });

    expect(navigate).toHaveBeenCalledWith('/error500');
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not redirect when redirectOnError is false', async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'no' }));
    adminSession.signIn({ token: 'stale', username: 'Root', id: 'a1' });

    await expect(
      apiRequest('admin', '/checkIfAdmin', { method: 'POST', redirectOnError: false, quiet: true }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(navigate).not.toHaveBeenCalled();
    expect(adminSession.getState().status).toBe('signedIn');
  });

  it('reads an answer that is not JSON as a failure with a generic message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiRequest('customer', '/ourFleet', { redirectOnError: false })).rejects.toMatchObject({
      status: 502,
      message: msg.internalError,
    });
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiRequest('customer', '/ourFleet')).rejects.toMatchObject({ status: 0, message: msg.networkError });
    expect(showError).toHaveBeenCalledWith(msg.networkError);
  });

  it(`aborts after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const pending = apiRequest('customer', '/getBikes').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(signal?.aborted).toBe(true);
    expect(await pending).toMatchObject({ status: 0, message: msg.requestTimedOut });
  });

  it("passes the caller's own abort through untouched and silently", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = apiRequest('customer', '/getBikes', { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();

    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(showError).not.toHaveBeenCalled();
  });
});
