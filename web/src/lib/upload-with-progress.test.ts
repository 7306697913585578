import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { FakeXhr } from '#web/test/partner-test-kit.tsx';
import { ApiError } from './api-client.ts';
import { setNavigator } from './navigation.ts';
import { partnerSession } from './partner-session.ts';
import { showError } from './toast.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

vi.mock('./toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const schema = z.object({ success: z.boolean(), message: z.string(), data: z.object({ id: z.string() }) });
const navigate = vi.fn<(to: string) => void>();

function start(onProgress = vi.fn()) {
  const form = new FormData();
  form.append('name', 'Duke');
  const pending = uploadWithProgress('partner', '/addBikes', form, { schema, onProgress });
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('nothing sent');
  return { pending, xhr, form, onProgress };
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(showError).mockReset();
  navigate.mockReset();
  setNavigator(navigate);
  partnerSession.signIn({ token: 'partner-jwt', username: 'Vikram', id: 'p1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  partnerSession.signOut();
});

describe('uploadWithProgress', () => {
  it("POSTs the form to the area's path with its token and reports progress", async () => {
    const { pending, xhr, form, onProgress } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/partner/addBikes');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer partner-jwt' });
    expect(xhr.body).toBe(form);
    expect(xhr.timeout).toBe(110_000);

    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.respond(200, { success: true, message: 'Bike added', data: { id: 'b1' } });

    expect(onProgress.mock.calls).toEqual([[33], [100]]);
    await expect(pending).resolves.toEqual({ success: true, message: 'Bike added', data: { id: 'b1' } });
  });

  it('rejects like apiRequest: ApiError with field errors, toasted', async () => {
    const { pending, xhr } = start();
    xhr.respond(415, { success: false, message: msg.invalidImageType });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: msg.invalidImageType });
    expect(showError).toHaveBeenCalledWith(msg.invalidImageType);
  });

  it('on 401 clears the partner session and opens the partner login', async () => {
    const { pending, xhr } = start();
    xhr.respond(401, { success: false, message: msg.sessionExpired });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(partnerSession.getState().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/partner/login');
  });

  it('reports a network failure and a timeout with status 0', async () => {
    const failed = start();
    failed.xhr.onerror?.();
    await expect(failed.pending).rejects.toMatchObject({ status: 0, message: msg.networkError });
    const slow = start();
    slow.xhr.ontimeout?.();
    await expect(slow.pending).rejects.toMatchObject({ status: 0, message: msg.requestTimedOut });
  });
});
