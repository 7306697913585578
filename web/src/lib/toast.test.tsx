import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The toaster comes with the first toast of a visit (issue #35): until one is asked for, neither its
 * code nor its container is in the page; the first toast brings both and is shown.
 */

afterEach(() => {
  cleanup();
  vi.resetModules();
});

const router = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/nowhere-at-all']}>{children}</MemoryRouter>
);

describe('the toaster', () => {
  it('is not there until a toast is asked for; the first one mounts it and shows', async () => {
    const toasts = await import('./toast.ts');
    const { App } = await import('../app.tsx');
    const wanted = vi.fn();
    toasts.onToastsWanted(wanted);
    render(<App client={new QueryClient()} router={router} />);
    expect(toasts.toastsWanted()).toBe(false);
    // a dismissal with nothing shown does not fetch the toasts' code
    toasts.dismissToast('nothing');
    expect(toasts.toastsWanted()).toBe(false);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();

    await act(async () => toasts.showError('Something went wrong'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
    toasts.showSuccess('Saved');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(wanted).toHaveBeenCalledTimes(1);
  });
});
