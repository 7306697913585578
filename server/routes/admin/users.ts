import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdQuery, adminListQuery, changeUserStatusResponse, usersResponse } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { listAdminUsers } from '#server/features/admin/list-admin-users.ts';
import { toggleUserStatus } from '#server/features/admin/toggle-user-status.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** User Management: the customers list and Block/Unblock. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { schema: { ...secured, querystring: adminListQuery, response: { 200: usersResponse } } },
    async (request) => {
      const list = await listAdminUsers(app.deps.db, request.query.page);
      return { success: true, message: 'ok', ...list };
    },
  );

  app.put(
    '/changeUserStatus',
    { schema: { ...secured, querystring: adminIdQuery, response: { 200: changeUserStatusResponse } } },
    async (request) => {
      const updatedUser = await toggleUserStatus(app.deps.db, request.query.id);
      // a blocked customer's open chat ends now, on every instance (not at their next send)
      if (!updatedUser.status) app.realtime.disconnectUser(updatedUser._id);
      return { success: true, message: updatedUser.status ? msg.userUnblocked : msg.userBlocked, updatedUser };
    },
  );
};
