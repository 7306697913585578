import { useNavigate } from 'react-router';
import { userLoginBody, userSessionResponse } from '#shared/api/auth.ts';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { LoginForm, type LoginValues } from '#web/components/login-form.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { AuthLink } from '#web/features/account/components/auth-link.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { toSession } from '#web/lib/restore-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';

/** `/login`: the customer's login; success stores the session and opens /userProfile (spec section 4). */
export function LoginPage() {
  const navigate = useNavigate();

  const login = async (values: LoginValues) => {
    const answer = await apiRequest('customer', '/login', { body: values, schema: userSessionResponse });
    userSession.signIn(toSession(answer.data));
    showSuccess(answer.message);
    void navigate('/userProfile');
  };

  return (
    <PageContainer className="flex justify-center">
      <AuthCard title={text.login}>
        <LoginForm
          schema={userLoginBody}
          onSubmit={login}
          extra={
            <div className="flex justify-end text-sm">
              <AuthLink to="/forgotPassword">{text.forgotPassword}</AuthLink>
            </div>
          }
        />
        <p className="mt-6 text-center text-sm text-stone-600">
          <AuthLink to="/register">{text.registerNow}</AuthLink>
        </p>
      </AuthCard>
    </PageContainer>
  );
}
