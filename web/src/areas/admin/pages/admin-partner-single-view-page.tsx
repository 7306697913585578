import { Link, useSearchParams } from 'react-router';
import { msg, text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { usePartnerDetails } from '#web/features/admin/api/use-partner-details.ts';
import { PartnerDetailsCard } from '#web/features/admin/components/partner-details-card.tsx';
import { PartnerDocuments } from '#web/features/admin/components/partner-documents.tsx';
import { PartnerPointsList } from '#web/features/admin/components/partner-points-list.tsx';
import { useVerifyPartner } from '#web/features/admin/use-verify-partner.ts';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { PartnerProfileCardSkeleton } from '#web/features/partner/components/partner-profile-card.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** A missing or malformed id, or a partner that is gone: nothing to retry. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * `/admin/partnerSingleView?id=…`: one partner's photo, name, contact details, ID proofs and pick-up
 * and drop points, with Verify Partner / Unverify. The id is in the URL, so the page survives a refresh.
 */
export function AdminPartnerSingleViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const details = usePartnerDetails(id);
  const verify = useVerifyPartner();

  const back = (
    <Link to="/admin/partnerRequests" className={buttonClass('dark')}>
      {text.backToPartnerRequests}
    </Link>
  );
  if (id === '' || (details.isError && isMissing(details.error))) {
    return (
      <>
        <PageTitle title={text.adminPartnerTitle} />
        <EmptyState title={msg.partnerNotFound} hint={text.partnerMissingHint} action={back} />
      </>
    );
  }
  if (details.isError) {
    return (
      <>
        <PageTitle title={text.adminPartnerTitle} />
        <ErrorState
          title={text.partnerLoadFailed}
          retrying={details.isFetching}
          onRetry={() => void details.refetch()}
        />
      </>
    );
  }

  const partner = details.data;
  const verified = partner?.isVerifed === true;
  return (
    <>
      <PageTitle title={text.adminPartnerTitle} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:sticky lg:top-22">
          {partner ? (
            <PartnerDetailsCard
              partner={partner}
              actions={
                <div className="flex flex-col gap-2">
                  <Button
                    variant={verified ? 'outline' : 'dark'}
                    busy={verify.busy}
                    // A request must be accepted (the partner mailed) before it can be verified.
                    disabled={partner.isVerifed === false}
                    aria-describedby={partner.isVerifed === false ? 'verify-hint' : undefined}
                    onClick={() => void verify.toggle(partner)}
                    className="w-full"
                  >
                    {verified ? text.unverifyPartner : text.verifyPartner}
                  </Button>
                  {partner.isVerifed === false && (
                    <p id="verify-hint" className="text-sm text-stone-600">
                      {text.verifyNeedsAccept}
                    </p>
                  )}
                </div>
              }
            />
          ) : (
            <PartnerProfileCardSkeleton />
          )}
        </div>
        {partner && (
          <div className="flex flex-col gap-6 lg:col-span-2">
            <PartnerDocuments aadhaar={partner.aadhaar} pan={partner.pan} />
            <PartnerPointsList points={partner.locations} />
          </div>
        )}
      </div>
    </>
  );
}
