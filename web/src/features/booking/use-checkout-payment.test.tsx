import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { msg } from '#shared/messages.ts';
import { showError } from '#web/lib/toast.ts';
import { useCheckoutPayment } from './use-checkout-payment.ts';

vi.mock('#web/lib/toast.ts', () => ({
  showError: vi.fn(),
  showSuccess: vi.fn(),
  showPending: vi.fn(),
  dismissToast: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const body = {
  bike: crypto.randomUUID(),
  pickUpDate: '2030-01-10',
  pickUpTime: '10:00 AM',
  dropDate: '2030-01-11',
  dropTime: '02:00 PM',
  helmet: 1,
  coupon: '',
  amount: 2688,
};

describe('useCheckoutPayment', () => {
  it("says 'select pick up and drop point' and books nothing while a point is missing", async () => {
    const { result } = renderHook(() => useCheckoutPayment('Kavya'), { wrapper });
    await act(() => result.current.pay({ ...body, pickUpPoint: '', dropPoint: '' }));
    await act(() => result.current.pay({ ...body, pickUpPoint: crypto.randomUUID(), dropPoint: '' }));
    expect(showError).toHaveBeenCalledTimes(2);
    expect(showError).toHaveBeenCalledWith(msg.selectPoints);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.cardOrder).toBeNull();
  });

  it('opens the card form with the sandbox order bookbike answers', async () => {
    const order = {
      id: 'order_test1',
      amount: 268800,
      currency: 'INR',
      key: 'rzp_test',
      provider: 'sandbox',
      bookingId: crypto.randomUUID(),
      holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      quote: {
        hours: 28,
        rent: 2100,
        cgst: 294,
        sgst: 294,
        total: 2688,
        discount: 0,
        grandTotal: 2688,
        deposit: 0,
        toPay: 2688,
      },
    };
    fetchMock.mockResolvedValue(Response.json({ success: true, message: 'ok', data: order }));
    const { result } = renderHook(() => useCheckoutPayment('Kavya'), { wrapper });
    const points = { pickUpPoint: crypto.randomUUID(), dropPoint: crypto.randomUUID() };
    await act(() => result.current.pay({ ...body, ...points }));
    expect(result.current.cardOrder?.id).toBe('order_test1');
    // closing and paying again for the same choices reuses the hold
    act(() => result.current.closeCard());
    await act(() => result.current.pay({ ...body, ...points }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.cardOrder?.id).toBe('order_test1');
  });
});
