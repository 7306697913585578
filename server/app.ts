import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '#shared/domain/limits.ts';
import { PRODUCT_NAME, msg } from '#shared/messages.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError, registerErrorHandler, sendFrameworkError } from './errors.ts';
import { signingKey } from './features/accounts/tokens.ts';
import { configurePlatformIdentity } from './features/invoices/platform-identity.ts';
import { configureTaxRates } from './features/rentals/hold/tax-rates.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { createMailOutbox, type MailOutbox } from './features/mail/outbox.ts';
import { createTextOutbox, type TextOutbox } from './features/text-messages/deliver-text-messages.ts';
import {
  createMsg91Provider,
  createWhatsAppProvider,
  type TextProvider,
} from './features/text-messages/text-providers.ts';
import { createFileStore } from './features/files/create-file-store.ts';
import type { FileStore } from './features/files/file-store.ts';
import { ReadCache } from './lib/read-cache/read-cache.ts';
import { createRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerReadCache } from './plugins/read-cache.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerReadReplica } from './plugins/read-replica.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { staticSpa } from './plugins/static-spa.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { customerRoutes } from './routes/customer/index.ts';
import { healthRoutes } from './routes/health.ts';
import { attachFreeBikeIndex, FreeBikeIndex } from './features/search/free-bike-index.ts';
import { searchBound } from './features/search/search-bound.ts';
import { partnerRoutes } from './routes/partner/index.ts';

/** At most ≈ 4 KB each (a page of 8 bikes is ≈ 3 KB): the cache stays under 10 MB whatever is asked. */
const READ_CACHE_MAX_ENTRIES = 2_000;
const READ_CACHE_MAX_ENTRY_BYTES = 16_384;
const ACCOUNT_CACHE_MAX_ENTRIES = 20_000;

/** What routes and features need, created once per app. */
export interface Deps {
  env: Env;
  db: Db;
  database: Database;
  jwtKey: Uint8Array;
  mailer: Mailer;
  /**
   * the stored mails: kick it after a commit that queued some (features/mail/outbox.ts); its kick
   * also kicks the WhatsApp/SMS messages, which are queued beside the mails (issue #33)
   */
  outbox: MailOutbox;
  /** the stored WhatsApp/SMS messages (features/text-messages) */
  textOutbox: TextOutbox;
  /** the WhatsApp and SMS providers built from env (a test may swap them); none: the log */
  textProviders: { whatsapp?: TextProvider; sms?: TextProvider };
  /** where uploaded photos and documents live: DATA_DIR/uploads or the S3 bucket */
  store: FileStore;
  /** answers of the hot reads, kept until a table they read changes */
  readCache: ReadCache;
  /** the guards' account states (blocked? token version?), kept the same way */
  accountCache: ReadCache;
  /** the clock of the cancellation quote and refund (tests pin it: `app.deps.now = () => instant`) */
  now: () => Date;
}

/**
 * The mail outbox whose kick also kicks the WhatsApp/SMS messages: every change that queues a message
 * queues a mail beside it and kicks the mail outbox after its commit (issue #33).
 */
function mailAndTexts(mail: MailOutbox, texts: () => TextOutbox): MailOutbox {
  return {
    ...mail,
    kick: async () => {
      await mail.kick();
      await texts().kick();
    },
  };
}

/** One registered route, as Fastify saw it (the security tests walk this table). */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifyRouteOptionsSchema | undefined;
  isPublic: boolean;
}
type FastifyRouteOptionsSchema = RouteOptions['schema'];

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** every route of the app, filled while the app is built */
    routeTable: RouteEntry[];
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** replaces the mailer built from env (tests) */
  mailer?: Mailer;
  /** replaces the file store built from env (tests) */
  store?: FileStore;
  logger?: FastifyServerOptions['logger'];
  /** the Redis key prefix of the rate-limit counters (tests: one per run) */
  rateLimitKeyPrefix?: string;
}

/** Builds the whole HTTP app (plugins, then the three route areas). Tests use it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: MAX_JSON_BODY_BYTES,
    frameworkErrors: sendFrameworkError,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  configureTaxRates({ cgstPercent: env.CGST_PERCENT, sgstPercent: env.SGST_PERCENT });
  configurePlatformIdentity({
    name: env.PLATFORM_NAME,
    address: env.PLATFORM_ADDRESS,
    gstin: env.PLATFORM_GSTIN,
    email: null,
  });
  const mailer = options.mailer ?? createMailer({ env, db: database.db, log: app.log });
  const store = options.store ?? createFileStore(env);
  const { readCacheMs, searchIndexMaxAgeMs } = searchBound(env);
  const readCache = new ReadCache(database.changes, {
    ttlMs: readCacheMs,
    maxEntries: READ_CACHE_MAX_ENTRIES,
    maxEntryBytes: READ_CACHE_MAX_ENTRY_BYTES,
  });
  // ≈ 150 bytes each: 20,000 signed-in accounts in ≈ 3 MB, without pushing answers out
  const accountCache = new ReadCache(database.changes, {
    ttlMs: readCacheMs,
    maxEntries: ACCOUNT_CACHE_MAX_ENTRIES,
    maxEntryBytes: 1_024,
  });
  const freeBikeIndex = env.SEARCH_INDEX
    ? new FreeBikeIndex(database.db, database.changes, { maxAgeMs: searchIndexMaxAgeMs })
    : undefined;
  const detachIndex = freeBikeIndex ? attachFreeBikeIndex(database.db, freeBikeIndex) : undefined;
  app.addHook('onClose', async () => {
    readCache.close();
    accountCache.close();
    detachIndex?.();
    freeBikeIndex?.close();
  });
  const deps: Deps = {
    env,
    db: database.db,
    database,
    jwtKey: signingKey(env.JWT_SECRET),
    mailer,
    // the app's clock, read at each delivery (a test pins `app.deps.now`)
    outbox: mailAndTexts(
      createMailOutbox({
        db: database.db,
        // the mailer of the moment (a test may swap `app.deps.mailer`)
        mailer: { deliver: (mail) => deps.mailer.deliver(mail) },
        log: app.log,
        now: () => deps.now(),
        leaseSeconds: env.MAIL_LEASE_SECONDS,
      }),
      () => deps.textOutbox,
    ),
    textOutbox: createTextOutbox({
      db: database.db,
      providers: () => deps.textProviders,
      log: app.log,
      now: () => deps.now(),
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    }),
    textProviders: { whatsapp: createWhatsAppProvider(env), sms: createMsg91Provider(env) },
    store,
    readCache,
    accountCache,
    now: () => new Date(),
  };
  app.decorate('deps', deps);
  app.decorateRequest('account', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET; it runs the same handler and hooks.
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, schema: route.schema, isPublic: route.config?.public === true });
    }
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // With REDIS_URL the counters are shared by every instance; the store fails open (skipOnError).
  const rateLimitStore = await createRateLimitStore({
    redisUrl: env.REDIS_URL,
    keyPrefix: options.rateLimitKeyPrefix,
    log: app.log,
  });
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore.store,
    skipOnError: rateLimitStore.skipOnError,
    errorResponseBuilder: () => new AppError('TOO_MANY', msg.tooManyRequests),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 30 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerReadCache(app);
  registerReadReplica(app);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(partnerRoutes, { prefix: '/api/partner' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(uploadsPlugin, { store, db: database.db, secret: env.JWT_SECRET });
  // called, not registered: `app.realtime` (socket.io on app.server, /socket.io) belongs to the whole app
  await registerRealtime(app);
  // called, not registered: its not-found handler must apply to the whole app
  await staticSpa(app, { root: env.WEB_DIST });

  return app;
}
