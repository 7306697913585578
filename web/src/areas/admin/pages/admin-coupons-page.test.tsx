import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCoupon } from '#shared/api/coupons.ts';
import { msg } from '#shared/messages.ts';
import { makeCoupon, renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { confirmAction } from '#web/lib/confirm.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { AdminCouponsPage } from './admin-coupons-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('#web/lib/confirm.ts', () => ({ confirmAction: vi.fn(async () => true) }));

const render = () => renderAdminPage(<AdminCouponsPage />, { path: '/admin/coupons' });

const rowOf = (code: string) => {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row);
};

let coupons: AdminCoupon[];
beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
  coupons = [
    makeCoupon({ couponName: 'Monsoon Ride', couponCode: 'MONSOON20', redeemed: 0 }),
    makeCoupon({ couponName: 'Old One', couponCode: 'OLD10', status: false, redeemed: 4 }),
  ];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

function serve() {
  return serveAdminApi({
    coupons: () => ({ success: true, message: 'ok', data: coupons }),
    changeCouponStatus: ({ url }) => {
      coupons = coupons.map((c) => (c._id === url.searchParams.get('id') ? { ...c, status: !c.status } : c));
      const coupon = coupons.find((c) => c._id === url.searchParams.get('id'));
      return { success: true, message: coupon?.status ? msg.couponActivated : msg.couponDeactivated, data: coupon };
    },
    deleteCoupon: ({ url }) => {
      const coupon = coupons.find((c) => c._id === url.searchParams.get('id'));
      if (coupon && coupon.redeemed > 0) return [409, { success: false, message: msg.couponInUse }];
      coupons = coupons.filter((c) => c !== coupon);
      return { success: true, message: msg.couponDeleted };
    },
  });
}

describe('COUPONS', () => {
  it('shows the table of the spec with ADD NEW COUPON', async () => {
    serve();
    render();
    expect(screen.getByRole('heading', { name: 'COUPONS' })).toBeTruthy();
    expect(await screen.findByText('MONSOON20')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'C.Name',
      'C.Code',
      'Discount value',
      'Min Purchase',
      'Max Discount',
      'Expire Date',
      'Limit',
      'Status',
      'Delete',
    ]);
    const row = rowOf('MONSOON20');
    expect(row.getByRole('img', { name: 'Image of Monsoon Ride' })).toBeTruthy();
    expect(row.getByText('20%')).toBeTruthy();
    expect(row.getByText('₹1,000')).toBeTruthy();
    expect(row.getByText('₹500')).toBeTruthy();
    expect(row.getByText('31 Dec 2099')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(rowOf('OLD10').getByRole('button', { name: 'Activate' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ADD NEW COUPON' }));
    expect(screen.getByRole('dialog', { name: 'Add Coupon' })).toBeTruthy();
  });

  it('Deactivate toggles the coupon and reloads the list', async () => {
    const { calls } = serve();
    render();
    await screen.findByText('MONSOON20');
    fireEvent.click(rowOf('MONSOON20').getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(rowOf('MONSOON20').getByRole('button', { name: 'Activate' })).toBeTruthy());
    expect(calls('changeCouponStatus')[0]?.url.searchParams.get('id')).toBe(coupons[0]?._id);
    expect(calls('coupons')).toHaveLength(2);
    expect(showSuccess).toHaveBeenCalledWith(msg.couponDeactivated);
  });

  it('the X deletes after confirmation; a used coupon stays with the reason', async () => {
    serve();
    render();
    await screen.findByText('MONSOON20');
    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon OLD10' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(msg.couponInUse));
    expect(screen.getByText('OLD10')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon MONSOON20' }));
    await waitFor(() => expect(screen.queryByText('MONSOON20')).toBeNull());
    expect(confirmAction).toHaveBeenCalledWith(msg.confirmDelete);
    expect(showSuccess).toHaveBeenCalledWith(msg.couponDeleted);
  });
});
