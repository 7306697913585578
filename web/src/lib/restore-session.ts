import { useEffect } from 'react';
import { apiRequest } from './api-client.ts';
import { areaConfig, type Area } from './areas.ts';
import type { Session } from './session-store.ts';

/** The check answers' schemas, imported on use: every layout restores, and zod stays off the first load. */
const checkAnswer = {
  customer: async () => (await import('#shared/api/auth.ts')).userSessionResponse,
  partner: async () => (await import('#shared/api/auth.ts')).partnerSessionResponse,
  admin: async () => (await import('#shared/api/auth.ts')).adminSessionResponse,
} as const;

/** Turns a login or check answer's `data` into the stored session (admin answers name it `name`). */
export function toSession(data: { token: string; username?: string; name?: string; id?: string }): Session {
  return { token: data.token, username: data.username || data.name || '', id: data.id ?? '' };
}

/**
 * Verifies the area's stored token with its check call (checkIfUser, checkIfPartner, checkIfAdmin)
 * and keeps the returned token and name; a refused token clears the session (a check that failed on
 * the way keeps it for the next load). Silent: a
 * visitor with a stale token simply becomes signed out.
 */
export function restoreSession(area: Area): Promise<void> {
  const { store, checkPath } = areaConfig[area];
  return store.restore(async (token) => {
    const answer = await apiRequest(area, checkPath, {
      method: 'POST',
      token,
      schema: checkAnswer[area](),
      quiet: true,
      redirectOnError: false,
    });
    return toSession(answer.data);
  });
}

/** Restores the area's session when its layout mounts (once per page load). */
export function useRestoreSession(area: Area): void {
  useEffect(() => {
    void restoreSession(area);
  }, [area]);
}
