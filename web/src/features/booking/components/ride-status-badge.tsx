import type { ShownBookingStatus } from '#shared/api/booking.ts';

const tones: Record<ShownBookingStatus, string> = {
  booked: 'bg-sky-100 text-sky-800',
  cancelled: 'bg-red-100 text-red-800',
  completed: 'bg-green-100 text-green-800',
};

/** A ride's status as a coloured badge (the status word itself is the text). */
export function RideStatusBadge({ status }: { status: ShownBookingStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tones[status]}`}>{status}</span>
  );
}
