import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { LoginForm, type LoginValues } from '#web/components/login-form.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { AuthLink } from '#web/features/account/components/auth-link.tsx';
import { safeReturnPath, type LoginState } from '#web/features/account/login-return.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { followAccountLanguage } from '#web/lib/i18n/follow-account.ts';
import { toSession } from '#web/lib/restore-session.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { userSession } from '#web/lib/user-session.ts';

/**
 * `/login`: the customer's login; success stores the session and opens /userProfile (spec section 4),
 * or the page the guest was turned away from (`?next=`, issue #34: BOOK NOW's checkout), named above
 * the form ('Log in to book Classic 350').
 */
/**
 * The login's schemas (and zod with them) load when the form is used, not with the page: a /login the
 * server rendered (D85) hydrates without them.
 */
const authApi = () => import('#shared/api/auth.ts');
const loginSchema = () => authApi().then((api) => api.userLoginBody);

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLocation().state as LoginState | null;
  const next = safeReturnPath(params.get('next'));
  const reason = state?.bookBike ? text.loginToBook(state.bookBike) : next ? text.loginToContinue : null;

  const login = async (values: LoginValues) => {
    const schema = authApi().then((api) => api.userSessionResponse);
    const answer = await apiRequest('customer', '/login', { body: values, schema });
    userSession.signIn(toSession(answer.data));
    if (followAccountLanguage('customer', answer.data.language, next ?? '/userProfile')) return;
    showSuccess(answer.message);
    void navigate(next ?? '/userProfile', { replace: next !== null });
  };

  return (
    <PageContainer className="flex justify-center">
      <AuthCard title={text.login}>
        {reason && (
          <p
            role="status"
            className="-mt-2 mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-ink ring-1 ring-amber-200"
          >
            {reason}
          </p>
        )}
        <LoginForm
          schema={loginSchema}
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
