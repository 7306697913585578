import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { needsActionResponse } from '#shared/api/needs-action.ts';
import { text } from '#shared/messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/format.ts';
import { UndeliveredMailsLine } from './undelivered-mails-line.tsx';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg bg-amber-50 px-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 underline-offset-2 hover:underline';

/**
 * The admin dashboard's "Needs action" (issue #34, D80): failed refunds, open disputes (each with its
 * booking), requests to join, payouts to make and undelivered mails, each a link to where it is
 * handled. Nothing while it loads; "Nothing is waiting" when all is done.
 */
export function NeedsActionList() {
  const answer = useQuery({
    queryKey: ['admin', 'needsAction'],
    queryFn: ({ signal }) => apiRequest('admin', '/needsAction', { schema: needsActionResponse, signal }),
  });
  const data = answer.data?.data;
  if (!data) return <UndeliveredMailsLine />;
  const items: { key: string; to: string; label: string }[] = [];
  if (data.failedRefunds > 0)
    items.push({
      key: 'refunds',
      to: '/admin/refunds?status=failed',
      label: text.needsFailedRefunds(data.failedRefunds),
    });
  for (const d of data.openDisputes)
    items.push({
      key: `dispute-${d.bookingId}`,
      to: `/admin/bookings?q=${encodeURIComponent(d.bookingId)}`,
      label: `${text.needsOpenDisputes(1)}: ${d.bike}, ${d.customer}, ${formatMoney(d.damage)}`,
    });
  if (data.partnerRequests > 0)
    items.push({
      key: 'requests',
      to: '/admin/partnerRequests',
      label: text.needsPartnerRequests(data.partnerRequests),
    });
  if (data.unpaidPayouts > 0)
    items.push({ key: 'payouts', to: '/admin/payouts', label: text.needsUnpaidPayouts(data.unpaidPayouts) });
  return (
    <section aria-labelledby="needs-action-heading" className="flex flex-col gap-2">
      <h2 id="needs-action-heading" className="text-lg font-semibold text-ink">
        {text.needsActionHeading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key} className="max-w-full">
            <Link to={item.to} className={`${linkClass} break-words`}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <UndeliveredMailsLine />
      {items.length === 0 && <p className="text-sm text-stone-600">{text.needsActionNone}</p>}
    </section>
  );
}
