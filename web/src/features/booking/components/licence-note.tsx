import { text } from '#shared/messages.ts';
import { useLicence } from '#web/lib/licence.ts';

/**
 * The checkout's word on the licence (issue #32): booking is allowed with none yet or one pending,
 * but it must be approved before pick-up. Nothing when it is approved (a rejected one cannot book:
 * bookbike says why).
 */
export function LicenceNote() {
  const licence = useLicence();
  if (licence.isPending || licence.isError) return null;
  if (licence.data?.status === 'approved' || licence.data?.status === 'rejected') return null;
  return (
    <p role="note" className="mt-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200">
      {licence.data ? text.licenceCheckoutPending : text.licenceCheckoutAdd}
    </p>
  );
}
