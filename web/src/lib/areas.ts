import { adminSession } from './admin-session.ts';
import { partnerSession } from './partner-session.ts';
import type { SessionStore } from './session-store.ts';
import { userSession } from './user-session.ts';

/** The three parts of the web app; each has its own API base path, session and login page. */
export type Area = 'customer' | 'partner' | 'admin';

export interface AreaConfig {
  /** Prefix of every call of the area (ARCHITECTURE section 4). */
  apiBase: string;
  /** The call that verifies a stored token (POST, bearer). */
  checkPath: string;
  /** Where a signed-out visitor of the area is sent. */
  loginPath: string;
  store: SessionStore;
}

export const areaConfig: Record<Area, AreaConfig> = {
  customer: { apiBase: '/api', checkPath: '/checkIfUser', loginPath: '/login', store: userSession },
  partner: {
    apiBase: '/api/partner',
    checkPath: '/checkIfPartner',
    loginPath: '/partner/login',
    store: partnerSession,
  },
  admin: { apiBase: '/api/admin', checkPath: '/checkIfAdmin', loginPath: '/admin/login', store: adminSession },
};
