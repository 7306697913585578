import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { lazyPage } from './lazy-page.tsx';

afterEach(cleanup);

/** A module import the test settles by hand. */
function deferredPage(label: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<() => ReactNode>((ok, fail) => {
        resolve = () => ok(() => <h1>{label}</h1>);
        reject = fail;
      }),
  );
  return { load, resolve: () => resolve(), reject: (error: Error) => reject(error) };
}

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function renderInSuspense(Page: () => ReactNode) {
  return render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Catch>,
  );
}

describe('lazyPage', () => {
  it('shows the Suspense fallback until the page module arrives, then the page', async () => {
    const module = deferredPage('Tariff');
    const Page = lazyPage(module.load);
    expect(module.load).not.toHaveBeenCalled(); // nothing downloads before the page is needed

    renderInSuspense(Page);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => module.resolve());

    expect(await screen.findByRole('heading', { name: 'Tariff' })).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without a fallback frame, and downloads it once', async () => {
    const module = deferredPage('Home');
    const Page = lazyPage(module.load);
    const preloaded = Page.preload();
    module.resolve();
    await preloaded;

    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that loaded while mounted: a later render does not remount it', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    let resolve!: (page: () => ReactNode) => void;
    const Page = lazyPage(() => new Promise((ok) => (resolve = ok)));
    const view = renderInSuspense(Page);
    await act(async () => resolve(Counter));
    fireEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));

    view.rerender(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Catch>,
    );
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  });

  it('lets a failed download reach the error boundary', async () => {
    const module = deferredPage('Offers');
    const Page = lazyPage(module.load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderInSuspense(Page);
    await act(async () => module.reject(new Error('chunk gone')));
    expect((await screen.findByRole('alert')).textContent).toBe('chunk gone');
    vi.restoreAllMocks();
  });

  it('does not keep a failed preload: the render downloads again', async () => {
    const module = deferredPage('Join Us');
    const Page = lazyPage(module.load);
    const preloaded = Page.preload();
    module.reject(new Error('offline'));
    await expect(preloaded).rejects.toThrow('offline');

    renderInSuspense(Page);
    expect(module.load).toHaveBeenCalledTimes(2);
    await act(async () => module.resolve());
    expect(await screen.findByRole('heading', { name: 'Join Us' })).toBeTruthy();
  });
});
