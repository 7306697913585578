import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { showError } from '#web/lib/toast.ts';
import { makeCoupon, serveAdminApi } from '../../../test/admin-test-kit.tsx';
import { AddCouponModal } from './add-coupon-modal.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const chooseImage = (file: File) =>
  fireEvent.change(screen.getByLabelText('Coupon image', { selector: 'input' }), { target: { files: [file] } });

/** The message linked to a field (aria-describedby), as a user of a screen reader hears it. */
function messageOf(label: string): string {
  const field = screen.getByLabelText(label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

function fillValid() {
  type('Coupon Name', '  Diwali Dhamaka ');
  type('Coupon Code', ' diwali-25 ');
  type('Discount value', '25');
  type('Min Purchase', '1500');
  type('Max Discount', '600');
  type('Expire Date', '2099-11-01');
  type('Limit', '50');
}

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:coupon');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  adminSession.signIn({ token: 'admin-jwt', username: 'Admin', id: 'a1' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  adminSession.signOut();
});

describe('Add Coupon modal', () => {
  it("shows every field's message and 'select image' on the first click of Save, calling nothing", async () => {
    const { fetchMock } = serveAdminApi({});
    render(<AddCouponModal onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Add Coupon' })).toBeTruthy();
    save();

    await waitFor(() => expect(messageOf('Coupon Name')).toBe(msg.couponNameRequired));
    expect(messageOf('Coupon Code')).toBe(msg.couponCodeRequired);
    expect(messageOf('Discount value')).toBe(msg.discountValueRequired);
    expect(messageOf('Min Purchase')).toBe(msg.minPurchaseRequired);
    expect(messageOf('Max Discount')).toBe(msg.maxDiscountRequired);
    expect(messageOf('Expire Date')).toBe(msg.expireDateRequired);
    expect(messageOf('Limit')).toBe(msg.couponLimitRequired);
    expect(screen.getByText('select image')).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('select image');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'select image' when only the image is missing", async () => {
    const { fetchMock } = serveAdminApi({});
    render(<AddCouponModal onClose={vi.fn()} onSaved={vi.fn()} />);
    fillValid();
    save();
    await waitFor(() => expect(showError).toHaveBeenCalledWith('select image'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a discount over 100 and a past expiry date with the schema messages', async () => {
    serveAdminApi({});
    render(<AddCouponModal onClose={vi.fn()} onSaved={vi.fn()} />);
    fillValid();
    type('Discount value', '150');
    type('Expire Date', '2001-01-01');
    save();
    await waitFor(() => expect(messageOf('Discount value')).toBe(msg.discountValueInvalid));
    expect(messageOf('Expire Date')).toBe(msg.expireDatePast);
    expect(screen.getByLabelText('Expire Date').getAttribute('type')).toBe('date');
  });

  it('previews the chosen image with its name and sends the trimmed fields with it', async () => {
    const coupon = makeCoupon({ couponCode: 'DIWALI-25' });
    const { calls } = serveAdminApi({ addCoupon: () => ({ success: true, message: msg.couponAdded, data: coupon }) });
    const onSaved = vi.fn();
    render(<AddCouponModal onClose={vi.fn()} onSaved={onSaved} />);
    chooseImage(png('diwali.png'));
    expect(screen.getByRole('img', { name: 'Preview of the coupon image' }).getAttribute('src')).toBe('blob:coupon');
    expect(screen.getByText('diwali.png')).toBeTruthy();
    fillValid();
    save();

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ success: true, message: msg.couponAdded, data: coupon }),
    );
    const call = calls('addCoupon')[0];
    expect(call?.init?.method).toBe('POST');
    const form = call?.init?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      couponName: 'Diwali Dhamaka',
      couponCode: 'DIWALI-25',
      discountValue: '25',
      minPurchase: '1500',
      maxDiscount: '600',
      expireDate: '2099-11-01',
      limit: '50',
    });
    expect((form.get('image') as File).name).toBe('diwali.png');
  });

  it('shows a code already used under Coupon Code (409)', async () => {
    serveAdminApi({
      addCoupon: () => [
        409,
        { success: false, message: msg.couponCodeTaken, errors: { couponCode: msg.couponCodeTaken } },
      ],
    });
    const onSaved = vi.fn();
    render(<AddCouponModal onClose={vi.fn()} onSaved={onSaved} />);
    chooseImage(png('diwali.png'));
    fillValid();
    save();
    await waitFor(() => expect(messageOf('Coupon Code')).toBe(msg.couponCodeTaken));
    expect(showError).toHaveBeenCalledWith(msg.couponCodeTaken);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
