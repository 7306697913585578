import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { io } from 'socket.io-client';
import { adminSession } from './admin-session.ts';
import { acquireSocket, closeSocket, releaseSocket } from './socket.ts';
import { userSession } from './user-session.ts';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

interface StubSocket {
  active: boolean;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
}

function stubSocket(): StubSocket {
  const socket: StubSocket = {
    active: true,
    connect: vi.fn(() => {
      socket.active = true;
    }),
    disconnect: vi.fn(() => {
      socket.active = false;
    }),
  };
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(io).mockReset().mockImplementation(() => stubSocket() as never);
});

afterEach(() => {
  closeSocket('customer');
  closeSocket('admin');
  userSession.signOut();
  adminSession.signOut();
  vi.useRealTimers();
});

type Options = { auth: (send: (data: object) => void) => void } & Record<string, unknown>;
const optionsOfCall = (index: number) => vi.mocked(io).mock.calls[index]?.[0] as unknown as Options;

describe('the chat socket of an area', () => {
  it("is created once, with the spec's options and the area's current token at each handshake", async () => {
    userSession.signIn({ token: 'first-token', username: 'Asha', id: 'u1' });
    const first = await acquireSocket('customer');
    const second = await acquireSocket('customer');
    expect(second).toBe(first);
    expect(io).toHaveBeenCalledTimes(1);
    expect(optionsOfCall(0)).toMatchObject({
      path: '/socket.io',
      timeout: 20_000,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
    });
    const auth = vi.fn();
    optionsOfCall(0).auth(auth);
    expect(auth).toHaveBeenLastCalledWith({ token: 'first-token', role: 'user' });
    userSession.signIn({ token: 'refreshed-token', username: 'Asha', id: 'u1' });
    optionsOfCall(0).auth(auth);
    expect(auth).toHaveBeenLastCalledWith({ token: 'refreshed-token', role: 'user' });
  });

  it('the admin area has its own socket with the admin role', async () => {
    adminSession.signIn({ token: 'admin-token', username: 'Admin', id: 'a1' });
    userSession.signIn({ token: 'user-token', username: 'Asha', id: 'u1' });
    const admin = await acquireSocket('admin');
    const customer = await acquireSocket('customer');
    expect(admin).not.toBe(customer);
    const auth = vi.fn();
    optionsOfCall(0).auth(auth);
    expect(auth).toHaveBeenLastCalledWith({ token: 'admin-token', role: 'admin' });
  });

  it('disconnects a moment after the last user releases it, and reconnects on the next use', async () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    const socket = (await acquireSocket('customer')) as unknown as StubSocket;
    releaseSocket('customer');
    expect(socket.disconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.disconnect).toHaveBeenCalledTimes(1);

    expect(await acquireSocket('customer')).toBe(socket);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('signing out of the area closes it for good: the next use makes a new one', async () => {
    userSession.signIn({ token: 't', username: 'Asha', id: 'u1' });
    const socket = (await acquireSocket('customer')) as unknown as StubSocket;
    userSession.signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.disconnect).toHaveBeenCalled();
    userSession.signIn({ token: 't2', username: 'Ravi', id: 'u2' });
    expect(await acquireSocket('customer')).not.toBe(socket);
    expect(io).toHaveBeenCalledTimes(2);
  });
});
