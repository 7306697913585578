import { act, cleanup, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '#shared/messages.ts';
import { registerServiceWorker } from './register-service-worker.tsx';

/** What the code under test did with its Workbox (workbox-window), and the test's handle on its events. */
interface FakeWorkbox {
  url: string;
  register: ReturnType<typeof vi.fn>;
  messageSkipWaiting: ReturnType<typeof vi.fn>;
  fire(type: string): void;
}

const made = vi.hoisted(() => ({ last: undefined as FakeWorkbox | undefined }));
vi.mock('workbox-window', () => ({
  /** A stand-in for workbox-window's Workbox: records listeners, lets the test fire its events. */
  Workbox: class {
    readonly listeners = new Map<string, (() => void)[]>();
    readonly register = vi.fn(async () => undefined);
    readonly messageSkipWaiting = vi.fn();
    constructor(readonly url: string) {
      made.last = this;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  },
}));

const reload = vi.fn();
beforeEach(() => {
  made.last = undefined;
  reload.mockReset();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

async function registered(): Promise<FakeWorkbox> {
  render(<Toaster />);
  await registerServiceWorker();
  const workbox = made.last;
  if (!workbox) throw new Error('no Workbox made');
  return workbox;
}

describe('registerServiceWorker', () => {
  it('registers /sw.js and says nothing while no new version waits', async () => {
    const workbox = await registered();
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(screen.queryByText(text.appUpdateAvailable)).toBeNull();
  });

  it('asks before a waiting version takes over; Reload hands over and reloads once it controls', async () => {
    const workbox = await registered();
    act(() => workbox.fire('waiting'));
    expect(await screen.findByText(text.appUpdateAvailable)).toBeTruthy();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: text.appUpdateReload }).click());
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox.fire('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Later keeps the running version: nothing is handed over', async () => {
    const workbox = await registered();
    act(() => workbox.fire('waiting'));
    const later = await screen.findByRole('button', { name: text.appUpdateLater });
    act(() => later.click());
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
