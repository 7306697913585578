import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BIKE_IMAGE_FIELD, MAX_BIKE_IMAGES, addBikeForm, editBikeForm } from '#shared/api/bikes.ts';
import { envelope } from '#shared/api/fields.ts';
import {
  addBikeResponse,
  changeStatusResponse,
  editBikeResponse,
  idQuery,
  pageQuery,
  viewBikesResponse,
} from '#shared/api/partner.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { addBike } from '#server/features/bikes/add-bike.ts';
import { deleteBike } from '#server/features/bikes/delete-bike.ts';
import { editBike } from '#server/features/bikes/edit-bike.ts';
import { listPartnerBikes } from '#server/features/bikes/list-partner-bikes.ts';
import { toggleBikeStatus } from '#server/features/bikes/toggle-bike-status.ts';
import { caller } from '#server/plugins/auth.ts';
import { parseFields } from '../parse-fields.ts';
import { readImageParts } from '../read-image-parts.ts';

const secured = { tags: ['partner'], security: [{ bearer: [] }] };

/** The photos of one ADD BIKE or EDIT BIKE request; more than MAX_BIKE_IMAGES is a 413 that says so. */
async function readBikeParts(request: FastifyRequest) {
  try {
    return await readImageParts(request, { maxFiles: MAX_BIKE_IMAGES });
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_LARGE', msg.bikeTooManyImages(MAX_BIKE_IMAGES));
    throw error;
  }
}

/** The partner's bikes: add, edit, list, hide/unhide, delete. Every call acts on the caller's own bikes only. */
export const bikeRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileDeps = { db: app.deps.db, store: app.deps.store };

  app.post(
    '/addBikes',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: addBikeResponse } } },
    async (request) => {
      const partnerId = caller(request).id;
      const parts = await readBikeParts(request);
      // The fields are checked before any photo is stored.
      const fields = parseFields(addBikeForm, parts.fields);
      const data = await addBike(fileDeps, partnerId, { fields, images: parts.files[BIKE_IMAGE_FIELD] ?? [] });
      return { success: true, message: msg.bikeAdded, data };
    },
  );

  app.post(
    '/editBike',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: editBikeResponse } } },
    async (request) => {
      const partnerId = caller(request).id;
      const parts = await readBikeParts(request);
      // The fields are checked before any photo is stored; no photo keeps the bike's photos.
      const fields = parseFields(editBikeForm, parts.fields);
      const data = await editBike(fileDeps, partnerId, { fields, images: parts.files[BIKE_IMAGE_FIELD] ?? [] });
      return { success: true, message: msg.bikeUpdated, data };
    },
  );

  app.get(
    '/viewBikes',
    { schema: { ...secured, querystring: pageQuery, response: { 200: viewBikesResponse } } },
    async (request) => {
      const data = await listPartnerBikes(app.deps.db, caller(request).id, request.query.page);
      return { success: true, message: 'ok', data };
    },
  );

  app.get(
    '/changeStatus',
    { schema: { ...secured, querystring: idQuery, response: { 200: changeStatusResponse } } },
    async (request) => {
      const updatedData = await toggleBikeStatus(app.deps.db, caller(request).id, request.query.id);
      return { success: true, message: updatedData.status ? msg.bikeUnhidden : msg.bikeHidden, updatedData };
    },
  );

  // NOTE: the spec sends no token here; we require the partner's (the product decisions).
  app.delete(
    '/deleteBike',
    { schema: { ...secured, querystring: idQuery, response: { 200: envelope } } },
    async (request) => {
      await deleteBike(app.deps.db, caller(request).id, request.query.id);
      return { success: true, message: msg.bikeDeleted };
    },
  );
};
