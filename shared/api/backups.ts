import { z } from 'zod';
import { envelope } from './fields.ts';

/**
 * POST /api/admin/backupNow (issue 31): writes the same archive as the nightly backup into the
 * server's BACKUP_DIR; answers its file name, its size in bytes and the rows it holds.
 */
export const backupNowResponse = envelope.extend({
  data: z.object({
    file: z.string(),
    size: z.number().int().min(0),
    counts: z.object({
      bookings: z.number().int(),
      payments: z.number().int(),
      refunds: z.number().int(),
      ledgerEntries: z.number().int(),
      files: z.number().int(),
    }),
  }),
});
export type BackupNowResponse = z.infer<typeof backupNowResponse>;
