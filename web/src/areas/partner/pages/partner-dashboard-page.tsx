import { text } from '#shared/messages.ts';
import { useMonthlySalesRatio } from '#web/features/partner/api/use-monthly-sales-ratio.ts';
import { usePartnerDashboard } from '#web/features/partner/api/use-partner-dashboard.ts';
import { PendingPayoutCard } from '#web/features/partner/components/pending-payout-card.tsx';
import { BikeIcon, CalendarIcon, EyeOffIcon, RupeeIcon } from '#web/features/partner/components/partner-icons.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { DashboardPage } from '../../dashboard-page.tsx';

/**
 * The partner's dashboard (`/partner` when signed in; spec section 2): Total bookings, Number of
 * Bikes, Hided bike and Total Revenu, the 'weekly sales' bar chart of this week's bookings per day
 * and the 'booking & cancel ratio' of this month's cancelled and completed rides; above them the
 * 'Pending payout' card (issue #18).
 */
export function PartnerDashboardPage() {
  const dashboard = usePartnerDashboard();
  const ratio = useMonthlySalesRatio();
  return (
    <>
      <PendingPayoutCard />
      <DashboardPage
        dashboard={dashboard}
        ratio={ratio}
        loadFailedTitle={text.dashboardLoadFailed}
        tiles={[
          {
            label: text.totalBookings,
            value: (f) => String(f.totalBookingCount),
            icon: <CalendarIcon />,
            tone: 'cyan',
          },
          { label: text.numberOfBikes, value: (f) => String(f.allBikesCount), icon: <BikeIcon /> },
          { label: text.hidedBike, value: (f) => String(f.bikeHided), icon: <EyeOffIcon />, tone: 'stone' },
          { label: text.totalRevenu, value: (f) => formatMoney(f.totalRevenu), icon: <RupeeIcon />, tone: 'green' },
        ]}
      />
    </>
  );
}
