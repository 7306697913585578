import { backupNowResponse, type BackupNowResponse } from '#shared/api/backups.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/backupNow: the nightly backup's archive, written into the server's BACKUP_DIR now. */
export function backUpNow(): Promise<BackupNowResponse> {
  return apiRequest('admin', '/backupNow', { method: 'POST', schema: backupNowResponse });
}
