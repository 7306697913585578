import { Link, useNavigate } from 'react-router';
import { userLoginBody, userSessionResponse } from '#shared/api/auth.ts';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { LoginForm, type LoginValues } from '#web/components/login-form.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { toSession } from '#web/lib/restore-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';

const linkClass =
  'rounded font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink';

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
              <Link to="/forgotPassword" className={linkClass}>
                {text.forgotPassword}
              </Link>
            </div>
          }
        />
        <p className="mt-6 text-center text-sm text-stone-600">
          <Link to="/register" className={linkClass}>
            {text.registerNow}
          </Link>
        </p>
      </AuthCard>
    </PageContainer>
  );
}
