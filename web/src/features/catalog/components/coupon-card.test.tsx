import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { OfferCoupon } from '#shared/api/catalog.ts';
import { OffersPage } from '#web/areas/customer/pages/offers-page.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { CouponCard, couponSummary } from './coupon-card.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const originalClipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

function coupon(overrides: Partial<OfferCoupon> = {}): OfferCoupon {
  const id = crypto.randomUUID();
  return {
    _id: id,
    couponName: 'Monsoon Ride',
    couponCode: `RAIN${id.slice(0, 4).toUpperCase()}`,
    image: `/uploads/coupons/${id}.png`,
    discountValue: 20,
    minPurchase: 1000,
    maxDiscount: 500,
    expireDate: '2031-08-31',
    ...overrides,
  };
}

function setClipboard(value: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true });
}

beforeEach(() => {
  vi.mocked(showSuccess).mockReset();
  vi.mocked(showError).mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (originalClipboard) Object.defineProperty(window.navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('CouponCard', () => {
  it('shows the name, artwork, what the coupon gives and its expiry', () => {
    const item = coupon();
    render(<CouponCard coupon={item} />);

    expect(screen.getByRole('heading', { name: 'Monsoon Ride' })).toBeTruthy();
    const art = screen.getByRole('img', { name: 'Monsoon Ride' });
    expect(art.getAttribute('src')).toBe(item.image);
    expect(art.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('20% off up to ₹500 on ₹1,000+')).toBeTruthy();
    expect(screen.getByText('Valid till 31 Aug 2031')).toBeTruthy();
    expect(screen.getByText(item.couponCode)).toBeTruthy();
  });

  it('COPY CODE writes the code to the clipboard and toasts Code Copied', async () => {
    const writeText = vi.fn<(value: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const item = coupon();
    render(<CouponCard coupon={item} />);

    fireEvent.click(screen.getByRole('button', { name: 'COPY CODE' }));

    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Code Copied'));
    expect(writeText).toHaveBeenCalledWith(item.couponCode);
  });

  it('falls back to the copy command when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      const active = document.activeElement;
      copied = active instanceof HTMLInputElement ? active.value : '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const item = coupon();
    render(<CouponCard coupon={item} />);

    fireEvent.click(screen.getByRole('button', { name: 'COPY CODE' }));

    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Code Copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(item.couponCode);
    expect(document.querySelectorAll('input')).toHaveLength(0);
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('says so when the code could not be copied', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<CouponCard coupon={coupon()} />);

    fireEvent.click(screen.getByRole('button', { name: 'COPY CODE' }));

    await waitFor(() => expect(showError).toHaveBeenCalledWith("Couldn't copy the code, please copy it by hand"));
    expect(showSuccess).not.toHaveBeenCalled();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('leaves the minimum out of the summary when there is none', () => {
    expect(couponSummary({ discountValue: 10, maxDiscount: 250, minPurchase: 0 })).toBe('10% off up to ₹250');
  });
});

describe('/offers', () => {
  function renderOffers() {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OffersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows the banner and one card per coupon from getCoupons', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ success: true, message: 'ok', data: [coupon(), coupon({ couponName: 'Weekend Saver' })] }),
    );
    renderOffers();

    expect(screen.getByRole('heading', { level: 1, name: 'Offers & Coupons' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Offers & Coupons' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: 'COPY CODE' })).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/getCoupons');
    // the first artwork is the page's largest element: fetched at once, at high priority
    const [first, second] = within(list).getAllByRole('img');
    expect([first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual([null, 'high']);
    expect([second?.getAttribute('loading'), second?.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  it('shows skeletons while loading, then an empty state pointing to the bikes', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderOffers();

    expect(screen.getByRole('status', { name: 'Offers & Coupons' }).querySelectorAll('[data-skeleton]')).toHaveLength(
      3,
    );
    answer(Response.json({ success: true, message: 'ok', data: [] }));

    expect(await screen.findByText('No offers right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse bikes' }).getAttribute('href')).toBe('/viewBikes');
  });
});
