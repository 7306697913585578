import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { AuthScreen } from '#web/components/auth-screen.tsx';

/** `/partner/forgotpass`: the partner's password reset; built by the partner issue. */
export function PartnerForgotPasswordPage() {
  return (
    <AuthScreen homePath="/partner">
      <AuthCard title={text.partnerForgotTitle}>{null}</AuthCard>
    </AuthScreen>
  );
}
