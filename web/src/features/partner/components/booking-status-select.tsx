import {
  finalBookingStatuses,
  type FinalBookingStatus,
  type PartnerBooking,
  type PartnerBookingStatus,
} from '#shared/api/partner.ts';
import { text } from '#shared/messages.ts';

const tones: Record<PartnerBookingStatus, string> = {
  booked: 'border-amber-300 bg-amber-50',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
  completed: 'border-green-200 bg-green-50 text-green-800',
};

function isFinal(status: PartnerBookingStatus): status is FinalBookingStatus {
  return (finalBookingStatuses as readonly string[]).includes(status);
}

export interface BookingStatusSelectProps {
  booking: PartnerBooking;
  /** The accessible name (whose booking, which day). */
  label: string;
  busy: boolean;
  onChange: (value: FinalBookingStatus) => void;
}

/**
 * The booking's status dropdown (spec section 4): the current status, cancelled and completed.
 * Once cancelled or completed it is disabled, because both are final.
 */
export function BookingStatusSelect({ booking, label, busy, onChange }: BookingStatusSelectProps) {
  const current = booking.status;
  const choices = [current, ...finalBookingStatuses.filter((status) => status !== current)];
  return (
    <select
      aria-label={label}
      value={current}
      disabled={isFinal(current) || busy}
      onChange={(event) => {
        const value = event.target.value;
        if (value !== current && isFinal(value as PartnerBookingStatus)) onChange(value as FinalBookingStatus);
      }}
      className={`min-h-11 rounded-lg border px-3 py-2 text-sm font-semibold text-ink disabled:cursor-not-allowed disabled:opacity-80 ${tones[current]}`}
    >
      {choices.map((status) => (
        <option key={status} value={status}>
          {text.bookingStatusNames[status]}
        </option>
      ))}
    </select>
  );
}
