import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardArea } from '../../plugins/auth.ts';
import { catalogRoutes } from './catalog.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { profileRoutes } from './profile.ts';
import { registrationRoutes } from './registration.ts';
import { sessionRoutes } from './session.ts';

/**
 * Customer calls under /api. The guard is registered once, before the route files, so it covers all of
 * them: every route needs a user token except those marked `config: { public: true }`.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  guardArea(app, 'user');

  await app.register(sessionRoutes);
  await app.register(catalogRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
};
