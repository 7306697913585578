import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { msg, text } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { makeBooking } from '#web/test/partner-test-kit.tsx';
import { startRide } from '../api/start-ride.ts';
import { StartRideDialog } from './start-ride-dialog.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../api/start-ride.ts', () => ({ startRide: vi.fn() }));

let urls = 0;
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${++urls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const picker = () => document.querySelector<HTMLInputElement>('input[type=file]');
const choose = (files: File[]) => {
  const input = picker();
  if (!input) throw new Error('no picker');
  fireEvent.change(input, { target: { files } });
};

describe('StartRideDialog (issue #32)', () => {
  it('opens the back camera for several photos; fewer than 4 is refused before any upload', () => {
    render(<StartRideDialog booking={makeBooking()} onStarted={vi.fn()} onClose={vi.fn()} />);
    expect(picker()?.getAttribute('capture')).toBe('environment');
    expect(picker()?.getAttribute('accept')).toBe('image/*');
    expect(picker()?.multiple).toBe(true);
    fireEvent.change(screen.getByLabelText(text.startKmLabel), { target: { value: '1200' } });
    choose([photo('a.jpg'), photo('b.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: text.startRideSubmit }));
    expect(screen.getByText(msg.handoverPhotosCount(4, 8))).toBeTruthy();
    expect(startRide).not.toHaveBeenCalled();
  });

  it('a failed upload keeps the photos; Retry sends the same four again', async () => {
    const booking = makeBooking();
    const onStarted = vi.fn();
    vi.mocked(startRide)
      .mockRejectedValueOnce(new ApiError(0, msg.somethingWrong, {}))
      .mockResolvedValueOnce({ success: true, message: msg.rideHandedOver, data: booking });
    render(<StartRideDialog booking={booking} onStarted={onStarted} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(text.startKmLabel), { target: { value: '1200' } });
    const four = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(photo);
    choose(four);
    fireEvent.click(screen.getByRole('button', { name: text.startRideSubmit }));
    await screen.findByRole('alert');
    expect(screen.getAllByRole('img')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: text.photoRetry }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(booking));
    expect(vi.mocked(startRide).mock.calls.map((call) => call[1])).toEqual([four, four]);
    expect(vi.mocked(startRide).mock.calls[1]?.[0]).toEqual({ id: booking._id, startKm: 1200 });
  });
});
