import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BikeCard } from '#shared/api/catalog.ts';
import { text } from '#shared/messages.ts';
import { bikeCard } from './test/catalog-fixtures.ts';
import { SERVER_RENDERED_PATHS } from './areas/customer/page-queries.ts';
import { renderPage, startRenderer, warmUp } from './entry-server.tsx';
import { pageCodeLoaded } from './router.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  showError: vi.fn(),
  showSuccess: vi.fn(),
  toastsWanted: () => false,
  onToastsWanted: () => () => undefined,
  loadToasts: vi.fn(),
}));
vi.mock('#web/lib/navigation.ts', () => ({ navigateTo: vi.fn(), setNavigator: vi.fn() }));

/*
 * The web app's side of the server rendering (D85): a page is rendered with the answers of its own
 * calls, made through the transport the server gives; what failed renders as loading, as the browser
 * will render it before making the call itself, so the two first frames are the same.
 */

const bike = (name: string) => bikeCard({ name });

let answer: () => Response;
const calls: string[] = [];

beforeAll(async () => {
  await startRenderer('en', async (url) => {
    calls.push(url);
    return answer();
  });
});

describe('renderPage', () => {
  it('renders /tariff with the bikes of its call, and hands the answer over for the browser', async () => {
    answer = () => Response.json({ success: true, message: 'ok', data: [bike('Pulsar 150'), bike('Dominar 400')] });
    calls.length = 0;
    const page = await renderPage('/tariff', 1_000);
    expect(calls).toEqual(['/api/getTariff']);
    expect(page?.html).toContain('Pulsar 150');
    expect(page?.html).toContain(`>${text.pageTariff}</h1>`);
    // the first photo is fetched at once: it is the page's largest element
    expect(page?.html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    const state = JSON.parse(page?.state ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: BikeCard[] } }[];
    };
    expect(state.queries.map((query) => query.queryKey)).toEqual([['catalog', 'tariff']]);
    expect(state.queries[0]?.state.data.map((b) => b.name)).toEqual(['Pulsar 150', 'Dominar 400']);
  });

  it('renders a call that failed as loading, and hands nothing over', async () => {
    answer = () => Response.json({ success: false, message: 'Too many requests' }, { status: 429 });
    const page = await renderPage('/tariff', 1_000);
    expect(page?.html).toContain('aria-busy="true"');
    expect(page?.html).not.toContain('Pulsar 150');
    expect(JSON.parse(page?.state ?? '{}')).toMatchObject({ queries: [] });
  });

  it('renders a call still on its way after the time allowed as loading', async () => {
    answer = () => Response.json({ success: true, message: 'ok', data: [bike('Pulsar 150')] });
    const slow = new Promise<Response>((resolve) => setTimeout(() => resolve(answer()), 300));
    await startRenderer('en', () => slow);
    const page = await renderPage('/offers', 20);
    expect(page?.html).toContain('aria-busy="true"');
    expect(JSON.parse(page?.state ?? '{}')).toMatchObject({ queries: [] });
  });

  it('warmUp loads the code of every page the server renders', async () => {
    await warmUp();
    expect(SERVER_RENDERED_PATHS.filter((pathname) => !pageCodeLoaded(pathname))).toEqual([]);
    expect(SERVER_RENDERED_PATHS).toEqual(['/', '/tariff', '/offers', '/viewbikes', '/login']);
  });

  it('renders no page it does not know the first screen of (null: the server sends the shell)', async () => {
    expect(await renderPage('/userProfile', 1_000)).toBeNull();
    expect(await renderPage('/partner/bikes', 1_000)).toBeNull();
  });
});
