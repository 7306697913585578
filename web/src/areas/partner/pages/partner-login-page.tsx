import { useNavigate } from 'react-router';
import { partnerLoginBody, partnerSessionResponse } from '#shared/api/auth.ts';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { AuthScreen } from '#web/components/auth-screen.tsx';
import { LoginForm, type LoginValues } from '#web/components/login-form.tsx';
import { AuthLink } from '#web/features/account/components/auth-link.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { followAccountLanguage } from '#web/lib/i18n/follow-account.ts';
import { toSession } from '#web/lib/restore-session.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** The partner login (`/partner` and `/partner/login` when signed out); success opens the dashboard. */
export function PartnerLoginPage() {
  const navigate = useNavigate();

  const login = async (values: LoginValues) => {
    const answer = await apiRequest('partner', '/login', { body: values, schema: partnerSessionResponse });
    partnerSession.signIn(toSession(answer.data));
    if (followAccountLanguage('partner', answer.data.language, '/partner')) return;
    showSuccess(answer.message);
    void navigate('/partner', { replace: true });
  };

  return (
    <AuthScreen homePath="/">
      <AuthCard title={text.partnerLoginTitle}>
        <LoginForm
          schema={partnerLoginBody}
          onSubmit={login}
          extra={
            <div className="flex justify-end text-sm">
              <AuthLink to="/partner/forgotpass">{text.partnerForgotPassword}</AuthLink>
            </div>
          }
        />
      </AuthCard>
    </AuthScreen>
  );
}
