import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminLicence } from '#shared/api/licences.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { reviewLicence, useLicenceQueue } from '#web/features/admin/api/licences.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { showSuccess } from '#web/lib/toast.ts';

/**
 * `/admin/licences` (issue #32): the pending licences, the longest waiting first, each a card with
 * the licence photo beside the typed fields and the provider's answer; Approve, or Reject with a
 * reason the customer reads (profile and mail).
 */
export function AdminLicencesPage() {
  const [page, setPage] = useState(1);
  const queue = useLicenceQueue(page);
  const data = queue.data?.data;
  return (
    <>
      <PageTitle title={text.adminLicencesTitle} />
      {queue.isError ? (
        <ErrorState
          title={text.adminLicencesLoadFailed}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : data && data.licences.length === 0 ? (
        <EmptyState title={text.adminLicencesEmpty} hint={text.adminLicencesEmptyHint} />
      ) : (
        <ul className="flex flex-col gap-4">
          {data?.licences.map((licence) => (
            <LicenceCard key={licence.userId} licence={licence} />
          ))}
        </ul>
      )}
      {data && <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />}
    </>
  );
}

function providerLine(provider: AdminLicence['provider']): string {
  if (!provider) return text.adminLicenceProviderNone;
  if (!provider.found) return text.adminLicenceProviderNotFound;
  return `${provider.name ?? ''} · ${provider.classes.join(', ')} · ${provider.validUntil ?? ''}`;
}

function LicenceCard({ licence }: { licence: AdminLicence }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      const answer = await reviewLicence({ userId: licence.userId, decision, reason });
      showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'licences'] });
    } catch {
      // the API client has toasted the reason
    } finally {
      setBusy(false);
    }
  };

  const field = (label: string, value: string) => (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase text-stone-500">{label}</dt>
      <dd className="break-words text-base text-ink">{value}</dd>
    </div>
  );
  return (
    <li
      aria-label={`${licence.name} ${licence.number}`}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="flex min-h-40 items-center justify-center overflow-hidden rounded-xl bg-stone-100">
        {licence.proofUrl ? (
          <img src={licence.proofUrl} alt={text.adminLicenceProof} className="max-h-72 w-full object-contain" />
        ) : (
          <p className="p-4 text-sm text-stone-600">{text.adminLicenceNoProof}</p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <p className="font-semibold text-ink">
          {licence.name} <span className="break-all font-normal text-stone-600">{licence.email}</span>
        </p>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {field(text.licenceNumberLabel, licence.number)}
          {field(text.licenceDobLabel, licence.dob)}
          {field(text.licenceClassesLabel, licence.classes.join(', '))}
          {field(text.licenceValidUntilLabel, licence.validUntil)}
          <div className="sm:col-span-2">{field(text.adminLicenceProvider, providerLine(licence.provider))}</div>
        </dl>
        {rejecting && (
          <TextField
            label={text.adminLicenceRejectReason}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="dark" busy={busy} onClick={() => void decide('approve')}>
            {text.adminLicenceApprove}
          </Button>
          <Button
            variant="outline"
            busy={busy}
            onClick={() => (rejecting ? void decide('reject') : setRejecting(true))}
          >
            {text.adminLicenceReject}
          </Button>
        </div>
      </div>
    </li>
  );
}
