import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CancellationTierInput } from '#shared/api/cancellations.ts';
import { DEFAULT_CANCELLATION_TIERS } from '#shared/domain/pricing.ts';
import { msg, text } from '#shared/messages.ts';
import { jsonBody } from '#web/test/partner-test-kit.tsx';
import { renderAdminPage, serveAdminApi } from '#web/test/admin-test-kit.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { AdminCancellationPolicyPage } from './admin-cancellation-policy-page.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const render = () => renderAdminPage(<AdminCancellationPolicyPage />, { path: '/admin/cancellationPolicy' });
const policy = (tiers: readonly CancellationTierInput[], message = 'ok') => ({
  success: true,
  message,
  data: { tiers },
});
const tier = (n: number) => within(screen.getByRole('group', { name: text.tierLegend(n) }));
const input = (n: number, label: string) => tier(n).getByLabelText<HTMLInputElement>(label);
const type = (n: number, label: string, value: string) => fireEvent.change(input(n, label), { target: { value } });
const preview = () => within(screen.getByRole('list', { name: text.previewTitle }));

beforeEach(() => vi.mocked(showSuccess).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  adminSession.signOut();
});

describe('/admin/cancellationPolicy', () => {
  it('shows the tiers in force and the preview of each for a sample amount', async () => {
    serveAdminApi({ cancellationPolicy: () => policy(DEFAULT_CANCELLATION_TIERS) });
    render();
    await screen.findByRole('group', { name: text.tierLegend(1) });
    expect(input(1, text.colHoursBefore).value).toBe('6');
    expect(input(1, text.colFlat).value).toBe('100');
    expect(input(2, text.colPercent).value).toBe('50');
    expect(screen.queryByRole('group', { name: text.tierLegend(4) })).toBeNull();
    // 2000 paid: ₹100 flat; 50 %; 75 %
    expect(
      preview()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '6 h or more before pick-upfee ₹100 · refund ₹1,900',
      '2 h or more before pick-upfee ₹1,000 · refund ₹1,000',
      'Up to the pick-up timefee ₹1,500 · refund ₹500',
    ]);
    fireEvent.change(screen.getByLabelText(text.previewAmountLabel), { target: { value: '999' } });
    expect(preview().getAllByRole('listitem')[1]?.textContent).toBe('2 h or more before pick-upfee ₹499 · refund ₹500');
  });

  it('adds a tier, previews it, saves the tiers as numbers and shows them as saved', async () => {
    const saved: CancellationTierInput[] = [{ hoursBefore: 24, flat: 0, percent: 0 }, ...DEFAULT_CANCELLATION_TIERS];
    const { calls } = serveAdminApi({
      cancellationPolicy: ({ init }) =>
        init?.method === 'PUT' ? policy(saved, msg.policySaved) : policy(DEFAULT_CANCELLATION_TIERS),
    });
    render();
    await screen.findByRole('group', { name: text.tierLegend(3) });
    fireEvent.click(screen.getByRole('button', { name: text.addTier }));
    type(4, text.colHoursBefore, '24');
    expect(preview().getAllByRole('listitem')[0]?.textContent).toBe(
      '24 h or more before pick-upfee ₹0 · refund ₹2,000',
    );
    fireEvent.click(screen.getByRole('button', { name: text.savePolicy }));

    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(msg.policySaved));
    const put = calls('cancellationPolicy').find((call) => call.init?.method === 'PUT');
    expect(jsonBody(put?.init)).toEqual({
      tiers: [...DEFAULT_CANCELLATION_TIERS, { hoursBefore: 24, flat: 0, percent: 0 }],
    });
    // the answer, highest first, is what the form now shows
    await waitFor(() => expect(input(1, text.colHoursBefore).value).toBe('24'));
    expect(input(4, text.colHoursBefore).value).toBe('0');
  });

  it("checks with the server's schema before sending: the messages land at the fields, nothing is sent", async () => {
    const { calls } = serveAdminApi({ cancellationPolicy: () => policy(DEFAULT_CANCELLATION_TIERS) });
    render();
    await screen.findByRole('group', { name: text.tierLegend(1) });
    type(1, text.colPercent, '101');
    type(2, text.colFlat, '');
    expect(screen.getByText(text.previewInvalid)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.savePolicy }));
    expect(tier(1).getByText(msg.tierPercent)).toBeTruthy();
    expect(tier(2).getByText(msg.tierFlat)).toBeTruthy();
    expect(input(1, text.colPercent).getAttribute('aria-invalid')).toBe('true');

    // a policy without a tier at 0 hours is refused as a whole
    type(1, text.colPercent, '0');
    type(2, text.colFlat, '0');
    type(3, text.colHoursBefore, '1');
    fireEvent.click(screen.getByRole('button', { name: text.savePolicy }));
    expect(screen.getByRole('alert').textContent).toBe(msg.tierZeroMissing);
    expect(calls('cancellationPolicy').filter((call) => call.init?.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's 400 at the field it names", async () => {
    serveAdminApi({
      cancellationPolicy: ({ init }) =>
        init?.method === 'PUT'
          ? [400, { success: false, message: msg.tierFlat, errors: { 'tiers.1.flat': msg.tierFlat } }]
          : policy(DEFAULT_CANCELLATION_TIERS),
    });
    render();
    await screen.findByRole('group', { name: text.tierLegend(1) });
    fireEvent.click(screen.getByRole('button', { name: text.savePolicy }));
    expect(await tier(2).findByText(msg.tierFlat)).toBeTruthy();
    expect(tier(1).queryByText(msg.tierFlat)).toBeNull();
  });

  it('removes a tier, keeps at least one, and offers at most six', async () => {
    serveAdminApi({ cancellationPolicy: () => policy(DEFAULT_CANCELLATION_TIERS) });
    render();
    await screen.findByRole('group', { name: text.tierLegend(3) });
    fireEvent.click(screen.getByRole('button', { name: text.removeTier(1) }));
    fireEvent.click(screen.getByRole('button', { name: text.removeTier(1) }));
    expect(input(1, text.colHoursBefore).value).toBe('0');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.removeTier(1) }).disabled).toBe(true);
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: text.addTier }));
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.addTier }).disabled).toBe(true);
  });

  it('shows the error state with Retry', async () => {
    let fail = true;
    serveAdminApi({
      cancellationPolicy: () => (fail ? [403, { success: false, message: 'no' }] : policy(DEFAULT_CANCELLATION_TIERS)),
    });
    render();
    expect(await screen.findByText(text.couldntFetchPolicy)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('group', { name: text.tierLegend(1) })).toBeTruthy();
  });
});
