import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupNowResponse } from '#shared/api/backups.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { writeScheduledBackup } from '#server/features/backups/write-scheduled-backup.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** "Back up now" on the admin's SETTINGS page: the nightly backup's archive, written at once. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  // one at a time per instance: a second click while one runs would only dump the same moment twice
  let running: Promise<unknown> | undefined;

  app.post(
    '/backupNow',
    { schema: { ...secured, response: { 200: backupNowResponse } }, config: { rateLimit: { max: 6, timeWindow: '1 minute' } } },
    async (request) => {
      const { env, database, store } = app.deps;
      if (!env.backupDir) throw new AppError('CONFLICT', msg.backupsOff);
      if (running) await running.catch(() => undefined);
      const job = writeScheduledBackup({
        database,
        store,
        backupDir: env.backupDir,
        keep: env.BACKUP_KEEP,
        now: () => app.deps.now(),
      });
      running = job;
      try {
        const { file, manifest } = await job;
        const name = path.basename(file);
        return {
          success: true,
          message: msg.backupWritten(name),
          data: { file: name, size: (await stat(file)).size, counts: manifest.counts },
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'backup failed');
        throw new AppError('UNAVAILABLE', msg.backupFailed);
      } finally {
        if (running === job) running = undefined;
      }
    },
  );
};
