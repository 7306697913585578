import { useNavigate } from 'react-router';
import { adminLoginBody, adminSessionResponse } from '#shared/api/auth.ts';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { AuthScreen } from '#web/components/auth-screen.tsx';
import { LoginForm, type LoginValues } from '#web/components/login-form.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { toSession } from '#web/lib/restore-session.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** `/admin/login` ('Admin Login'); success stores data.token and data.name and opens /admin. */
export function AdminLoginPage() {
  const navigate = useNavigate();

  const login = async (values: LoginValues) => {
    const answer = await apiRequest('admin', '/login', { body: values, schema: adminSessionResponse });
    adminSession.signIn(toSession({ token: answer.data.token, name: answer.data.name, id: answer.data.id }));
    showSuccess(answer.message);
    void navigate('/admin', { replace: true });
  };

  return (
    <AuthScreen homePath="/">
      <AuthCard title={text.adminLogin}>
        <LoginForm schema={adminLoginBody} onSubmit={login} />
      </AuthCard>
    </AuthScreen>
  );
}
