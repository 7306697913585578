import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useUserSession } from '#web/lib/user-session.ts';
import { useCustomerLogout } from '../use-customer-logout.ts';

/** `/userProfile`: the signed-in user's page; the profile issue adds the profile, ID proof and rides. */
export function UserProfilePage() {
  const { session } = useUserSession();
  const logout = useCustomerLogout();
  return (
    <PageContainer>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <PageTitle title={text.pageProfile} />
          <p className="text-lg text-stone-700">{session?.username}</p>
        </div>
        <Button variant="outline" onClick={logout}>
          {text.logout}
        </Button>
      </div>
    </PageContainer>
  );
}
