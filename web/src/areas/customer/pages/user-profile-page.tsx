import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { editProfileForm, type UserProfileResponse } from '#shared/api/account.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { editUserProfile } from '#web/features/account/api/edit-user-profile.ts';
import { uploadProof } from '#web/features/account/api/upload-proof.ts';
import { userProfileKey, useUserProfile } from '#web/features/account/api/use-user-profile.ts';
import { EditProfileModal } from '#web/features/account/components/edit-profile-modal.tsx';
import { IdProof } from '#web/features/account/components/id-proof.tsx';
import { LicenceForm } from '#web/features/account/components/licence-form.tsx';
import { MyRidesSection } from '#web/features/account/components/my-rides-section.tsx';
import { MessagingOptIn } from '#web/features/messaging/messaging-opt-in.tsx';
import { ProfileCard, ProfileCardSkeleton } from '#web/features/account/components/profile-card.tsx';
import { userProfileFields } from '#web/features/account/profile-fields.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { userSession, useUserSession } from '#web/lib/user-session.ts';

const RIDES_ID = 'my-rides';

/**
 * `/userProfile` (spec section 2): the profile card with Edit Profile and the MY RIDES toggle, and
 * the ID PROOF section. The profile is one query (['userProfile']); an edit or an upload puts the
 * server's answer in it at once and then refetches it.
 */
export function UserProfilePage() {
  const { session } = useUserSession();
  const profile = useUserProfile();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [ridesOpen, setRidesOpen] = useState(false);

  const saved = (answer: UserProfileResponse) => {
    queryClient.setQueryData(userProfileKey, answer.data);
    void queryClient.invalidateQueries({ queryKey: userProfileKey });
    showSuccess(answer.message);
  };

  const profileSaved = (answer: UserProfileResponse) => {
    saved(answer);
    // The header shows the name from the session: keep it in step with the edit.
    if (session) userSession.signIn({ ...session, username: `${answer.data.fname} ${answer.data.lname}` });
  };

  return (
    <PageContainer>
      <PageTitle title={text.pageProfile} />
      {profile.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-black/5"
        >
          <p className="text-lg font-semibold text-ink">{text.profileLoadFailed}</p>
          <p className="max-w-md text-sm text-stone-600">{text.listLoadFailedHint}</p>
          <Button variant="dark" busy={profile.isFetching} onClick={() => void profile.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="flex flex-col gap-6">
            {profile.data ? (
              <ProfileCard
                profile={profile.data}
                actions={
                  <>
                    <Button variant="dark" onClick={() => setEditing(true)}>
                      {text.editProfile}
                    </Button>
                    <Button
                      variant={ridesOpen ? 'primary' : 'outline'}
                      aria-expanded={ridesOpen}
                      aria-controls={RIDES_ID}
                      onClick={() => setRidesOpen((open) => !open)}
                    >
                      {text.myRidesToggle}
                    </Button>
                  </>
                }
              />
            ) : (
              <ProfileCardSkeleton name={session?.username ?? ''} />
            )}
            {profile.data && <MessagingOptIn source="profile" />}
            <MyRidesSection id={RIDES_ID} hidden={!ridesOpen} />
          </div>
          <div className="flex flex-col gap-6">
            {profile.data ? (
              <IdProof
                sides={[
                  { label: text.licenceFront, url: profile.data.licenseFrontSide },
                  { label: text.licenceBack, url: profile.data.licenseBackSide },
                ]}
                intro={text.idProofIntro}
                missing={text.licenceMissing}
                guidelines={text.licenceGuidelines}
                showFileName
                upload={uploadProof}
                onUploaded={saved}
              />
            ) : (
              <div
                aria-hidden="true"
                className="h-96 animate-pulse rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
              />
            )}
            <LicenceForm />
          </div>
        </div>
      )}
      {editing && profile.data && (
        <EditProfileModal
          profile={profile.data}
          fields={userProfileFields}
          schema={editProfileForm}
          save={editUserProfile}
          onClose={() => setEditing(false)}
          onSaved={profileSaved}
        />
      )}
    </PageContainer>
  );
}
