import { useNavigate } from 'react-router';
import { userSession } from '#web/lib/user-session.ts';

/** Customer logout (spec section 4): clears the session and the stored token, then goes home. */
export function useCustomerLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    userSession.signOut();
    void navigate('/');
  };
}
