import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** which database the server tests run against (vitest.config.ts) */
    db: { kind: 'pglite' } | { kind: 'postgres'; url: string };
    /** a migrated PGlite data dir, dumped once per run (global-setup.ts) */
    pgliteDumpPath: string;
    /** a migrated PostgreSQL database used as the template of each test file's database */
    postgresTemplate: string;
    /** REDIS_URL of the environment, '' without one (vitest.config.ts) */
    redisUrl: string;
  }
}
