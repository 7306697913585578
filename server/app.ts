import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '#shared/domain/limits.ts';
import { PRODUCT_NAME, msg } from '#shared/messages.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError, registerErrorHandler } from './errors.ts';
import { signingKey } from './features/accounts/tokens.ts';
import { configureTaxRates } from './features/checkout/tax-rates.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { staticSpa } from './plugins/static-spa.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { customerRoutes } from './routes/customer/index.ts';
import { healthRoutes } from './routes/health.ts';
import { partnerRoutes } from './routes/partner/index.ts';

/** What routes and features need, created once per app. */
export interface Deps {
  env: Env;
  db: Db;
  database: Database;
  jwtKey: Uint8Array;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** replaces the mailer built from env (tests) */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP app (plugins, then the three route areas). Tests use it with `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  configureTaxRates({ cgstPercent: env.CGST_PERCENT, sgstPercent: env.SGST_PERCENT });
  const mailer = options.mailer ?? createMailer({ env, db: database.db, log: app.log });
  app.decorate('deps', { env, db: database.db, database, jwtKey: signingKey(env.JWT_SECRET), mailer });
  app.decorateRequest('account', null);
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  await app.register(helmet, {
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
  await app.register(rateLimit, {
    global: false,
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

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(partnerRoutes, { prefix: '/api/partner' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(uploadsPlugin, { dataDir: env.dataDir, db: database.db, secret: env.JWT_SECRET });
  // called, not registered: `app.realtime` (socket.io on app.server, /socket.io) belongs to the whole app
  await registerRealtime(app);
  // called, not registered: its not-found handler must apply to the whole app
  await staticSpa(app, { root: env.WEB_DIST });

  return app;
}
