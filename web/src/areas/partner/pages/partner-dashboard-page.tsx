import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { usePartnerSession } from '#web/lib/partner-session.ts';

/** The partner's dashboard; the partner issue adds the cards and charts. */
export function PartnerDashboardPage() {
  const { session } = usePartnerSession();
  return (
    <>
      <PageTitle title={text.menuDashboard} />
      <p className="text-stone-700">{session?.username}</p>
    </>
  );
}
