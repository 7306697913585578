import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { partnerKeys, usePartnerId } from '#web/features/partner/api/partner-keys.ts';
import { AddBikeForm } from '#web/features/partner/components/add-bike-form.tsx';
import { showSuccess } from '#web/lib/toast.ts';

/** `/partner/addBikes`, 'ADD BIKE': the form; a saved bike leads back to the bikes table. */
export function PartnerAddBikePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const partnerId = usePartnerId();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={text.addBikeTitle} />
      <AddBikeForm
        onSaved={(answer) => {
          showSuccess(answer.message);
          // The bikes table and the dashboard's counts both change.
          void queryClient.invalidateQueries({ queryKey: partnerKeys.all(partnerId) });
          void navigate('/partner/bikes');
        }}
      />
    </div>
  );
}
