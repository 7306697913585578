import { Link } from 'react-router';
import { text } from '#shared/messages.ts';
import { StatCard } from '#web/components/stat-card.tsx';
import { useEarnings } from '#web/features/partner/api/use-earnings.ts';
import { formatMoney } from '#web/lib/format.ts';
import { RupeeIcon } from './partner-icons.tsx';

/** The dashboard's 'Pending payout' card (issue #18): what the platform owes the partner, not paid yet. */
export function PendingPayoutCard() {
  const earnings = useEarnings(1);
  const pending = earnings.data?.data.totals.pending;
  return (
    <div className="flex flex-col gap-2 sm:max-w-sm">
      <StatCard
        label={text.pendingPayoutCard}
        value={pending === undefined ? (earnings.isError ? '—' : null) : formatMoney(pending)}
        icon={<RupeeIcon />}
        tone="green"
      />
      <Link to="/partner/earnings" className="text-sm font-medium text-ink underline underline-offset-4">
        {text.viewEarnings}
      </Link>
    </div>
  );
}
