import { retryMailResponse, type RetryMailResponse } from '#shared/api/mails.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/retryMail `{ id }`: makes a failed mail due again now; answers the mail. */
export function retryMail(id: string): Promise<RetryMailResponse> {
  return apiRequest('admin', '/retryMail', { body: { id }, schema: retryMailResponse });
}
