import { Link } from 'react-router';
import { text } from '#shared/messages.ts';
import { useAdminMails } from '#web/features/admin/api/use-admin-mails.ts';

/**
 * The admin dashboard's 'Undelivered mails: N' (issue #30), a link to the Mails screen; nothing while
 * it loads, when it cannot be read, or when every mail was delivered.
 */
export function UndeliveredMailsLine() {
  const mails = useAdminMails(1, 'undelivered');
  const counts = mails.data?.data.counts;
  const undelivered = counts ? counts.pending + counts.failed : 0;
  if (undelivered === 0) return null;
  const failed = (counts?.failed ?? 0) > 0;
  return (
    <p>
      <Link
        to="/admin/mails"
        className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold underline-offset-2 hover:underline ${
          failed ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'
        }`}
      >
        {text.undeliveredMails(undelivered)}
      </Link>
    </p>
  );
}
