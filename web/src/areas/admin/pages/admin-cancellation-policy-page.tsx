import { useQueryClient } from '@tanstack/react-query';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { useCancellationPolicy } from '#web/features/admin/api/use-cancellation-policy.ts';
import { PolicyTiersForm } from '#web/features/admin/components/policy-tiers-form.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { showSuccess } from '#web/lib/toast.ts';

/**
 * `/admin/cancellationPolicy` (issue #16): the tiers in force, edited as a table with a preview; Save
 * stores a new version (bookings already paid keep theirs) and the form shows the tiers as saved.
 */
export function AdminCancellationPolicyPage() {
  const policy = useCancellationPolicy();
  const queryClient = useQueryClient();
  return (
    <>
      <PageTitle title={text.policyTitle} />
      {policy.isPending ? (
        <PageSpinner />
      ) : policy.isError ? (
        <ErrorState
          title={text.couldntFetchPolicy}
          retrying={policy.isFetching}
          onRetry={() => void policy.refetch()}
        />
      ) : (
        <PolicyTiersForm
          // A saved policy comes back sorted: the form starts again from it.
          key={JSON.stringify(policy.data.tiers)}
          initial={policy.data.tiers}
          onSaved={(answer) => {
            queryClient.setQueryData(adminKeys.cancellationPolicy, answer.data);
            showSuccess(answer.message);
          }}
        />
      )}
    </>
  );
}
