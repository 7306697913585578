import { useState } from 'react';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { usePartnerProfile } from '#web/features/partner/api/use-partner-profile.ts';
import { EditPartnerProfileModal } from '#web/features/partner/components/edit-partner-profile-modal.tsx';
import { LocationPoints } from '#web/features/partner/components/location-points.tsx';
import { PartnerIdProof } from '#web/features/partner/components/partner-id-proof.tsx';
import {
  PartnerProfileCard,
  PartnerProfileCardSkeleton,
} from '#web/features/partner/components/partner-profile-card.tsx';
import { useProfileCache } from '#web/features/partner/use-profile-cache.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { showSuccess } from '#web/lib/toast.ts';

/**
 * `/partner/profile`: the profile card with Edit Profile, ID PROOF (Aadhaar and PAN) and the
 * pick-up/drop points (spec section 2).
 */
export function PartnerProfilePage() {
  const profile = usePartnerProfile();
  const cache = useProfileCache();
  const [editing, setEditing] = useState(false);

  if (profile.isError) {
    return (
      <>
        <PageTitle title={text.partnerProfileTitle} />
        <ErrorState
          title={text.profileLoadFailed}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      </>
    );
  }

  const data = profile.data;
  return (
    <>
      <PageTitle title={text.partnerProfileTitle} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:sticky lg:top-22">
          {data ? (
            <PartnerProfileCard
              profile={data}
              actions={
                <Button variant="dark" onClick={() => setEditing(true)} className="w-full">
                  {text.editProfile}
                </Button>
              }
            />
          ) : (
            <PartnerProfileCardSkeleton />
          )}
        </div>
        {data && (
          <div className="flex flex-col gap-6 lg:col-span-2">
            <PartnerIdProof
              aadhaar={data.aadhaar}
              pan={data.pan}
              onUploaded={(answer) => {
                cache.setProfile(answer.data);
                showSuccess(answer.message);
              }}
            />
            <LocationPoints points={data.locations} onChanged={cache.setLocations} />
          </div>
        )}
      </div>
      {editing && data && (
        <EditPartnerProfileModal
          profile={data}
          onClose={() => setEditing(false)}
          onSaved={(answer) => {
            cache.setProfile(answer.data);
            showSuccess(answer.message);
            // The top bar shows the partner's name: keep it in step with the edit.
            const { session } = partnerSession.getState();
            if (session) partnerSession.signIn({ ...session, username: `${answer.data.fname} ${answer.data.lname}` });
          }}
        />
      )}
    </>
  );
}
