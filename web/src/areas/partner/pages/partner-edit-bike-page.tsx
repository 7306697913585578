import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { partnerBike } from '#shared/api/bikes.ts';
import { msg, text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { partnerKeys, usePartnerId } from '#web/features/partner/api/partner-keys.ts';
import { usePartnerBike } from '#web/features/partner/api/use-partner-bike.ts';
import { AddBikeForm } from '#web/features/partner/components/add-bike-form.tsx';
import { showSuccess } from '#web/lib/toast.ts';

/** What the bikes list hands over with the Edit link: the bike as the list shows it. */
export interface EditLinkState {
  bike?: unknown;
}

/**
 * `/partner/bikes/:id/edit` (issue 17), 'EDIT BIKE': the ADD BIKE form filled with the bike and its
 * photos; a saved edit leads back to the bikes table with a toast. Another partner's or a deleted
 * bike shows 'Bike not found'.
 */
export function PartnerEditBikePage() {
  const { id: bikeId = '' } = useParams();
  const handed = partnerBike.safeParse((useLocation().state as EditLinkState | null)?.bike);
  const known = handed.success && handed.data._id === bikeId ? handed.data : undefined;
  const read = usePartnerBike(bikeId, known);
  const bike = known ?? read.data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const partnerId = usePartnerId();
  const backLink = (
    <Link to="/partner/bikes" className={buttonClass('outline')}>
      {text.backToBikes}
    </Link>
  );

  const body = () => {
    if (bike)
      return (
        <AddBikeForm
          bike={bike}
          onSaved={(answer) => {
            showSuccess(answer.message);
            // The bikes table, this bike and the dashboard's counts all follow the edit.
            void queryClient.invalidateQueries({ queryKey: partnerKeys.all(partnerId) });
            void navigate('/partner/bikes');
          }}
        />
      );
    if (read.isError)
      return <ErrorState title={text.bikeLoadFailed} retrying={read.isFetching} onRetry={() => void read.refetch()} />;
    if (bike === null) return <EmptyState title={msg.bikeNotFound} hint={text.editBikeMissingHint} action={backLink} />;
    return <PageSpinner />;
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageTitle title={text.editBikeTitle} />
        {backLink}
      </div>
      {body()}
    </div>
  );
}
