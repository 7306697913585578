import { useState } from 'react';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { EditProfileModal } from '#web/features/account/components/edit-profile-modal.tsx';
import { IdProof } from '#web/features/account/components/id-proof.tsx';
import { partnerProfileFields } from '#web/features/account/profile-fields.ts';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { editPartnerProfile } from '#web/features/partner/api/edit-partner-profile.ts';
import { editPartnerProfileInputs } from '#web/features/partner/edit-profile-form.ts';
import { uploadPartnerProof } from '#web/features/partner/api/upload-partner-proof.ts';
import { usePartnerProfile } from '#web/features/partner/api/use-partner-profile.ts';
import { BankAccountPanel } from '#web/features/partner/components/bank-account-panel.tsx';
import { LocationPoints } from '#web/features/partner/components/location-points.tsx';
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
          <div className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-black/5">
            <span className="font-semibold text-ink">{text.languageLabel}</span>
            <LanguageSwitch area="partner" tone="light" />
          </div>
        </div>
        {data && (
          <div className="flex flex-col gap-6 lg:col-span-2">
            <IdProof
              sides={[
                { label: text.aadhaarCard, url: data.aadhaar },
                { label: text.panCard, url: data.pan },
              ]}
              intro={text.partnerIdProofIntro}
              missing={text.proofMissing}
              upload={uploadPartnerProof}
              onUploaded={(answer) => {
                cache.setProfile(answer.data);
                showSuccess(answer.message);
              }}
            />
            <BankAccountPanel
              account={data.bankAccount}
              onSaved={(bankAccount) => cache.setProfile({ ...data, bankAccount })}
            />
            <LocationPoints points={data.locations} onChanged={cache.setLocations} />
          </div>
        )}
      </div>
      {editing && data && (
        <EditProfileModal
          profile={{ ...data, bufferMinutes: String(data.bufferMinutes ?? 0) }}
          fields={partnerProfileFields}
          schema={editPartnerProfileInputs}
          save={editPartnerProfile}
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
