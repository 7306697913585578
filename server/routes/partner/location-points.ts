import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLocationPointBody,
  deleteLocationPointBody,
  editLocationPointBody,
  locationPointsResponse,
} from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { addLocationPoint } from '#server/features/partners/add-location-point.ts';
import { deleteLocationPoint } from '#server/features/partners/delete-location-point.ts';
import { renameLocationPoint } from '#server/features/partners/rename-location-point.ts';
import { caller } from '#server/plugins/auth.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/**
 * 'Add PickUP & Drop Points' with working Edit and Delete (decision D19). Each call answers the
 * caller's points, oldest first.
 */
export const locationPointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploadLocationPoints',
    { schema: { ...secured, body: addLocationPointBody, response: { 200: locationPointsResponse } } },
    async (request) => {
      const data = await addLocationPoint(app.deps.db, caller(request).id, request.body.pointName);
      return { success: true, message: msg.pointAdded, data };
    },
  );

  app.post(
    '/editLocationPoint',
    { schema: { ...secured, body: editLocationPointBody, response: { 200: locationPointsResponse } } },
    async (request) => {
      const { id, pointName } = request.body;
      const data = await renameLocationPoint(app.deps.db, caller(request).id, { id, name: pointName });
      return { success: true, message: msg.pointRenamed, data };
    },
  );

  app.post(
    '/deleteLocationPoint',
    { schema: { ...secured, body: deleteLocationPointBody, response: { 200: locationPointsResponse } } },
    async (request) => {
      const data = await deleteLocationPoint(app.deps.db, caller(request).id, request.body.id);
      return { success: true, message: msg.pointDeleted, data };
    },
  );
};
