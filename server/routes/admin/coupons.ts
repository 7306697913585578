import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUPON_IMAGE_FIELD,
  addCouponForm,
  couponIdQuery,
  couponResponse,
  couponsResponse,
  deleteCouponResponse,
} from '#shared/api/coupons.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { addCoupon } from '#server/features/coupons/add-coupon.ts';
import { deleteCoupon } from '#server/features/coupons/delete-coupon.ts';
import { listAdminCoupons } from '#server/features/coupons/list-admin-coupons.ts';
import { toggleCouponStatus } from '#server/features/coupons/toggle-coupon-status.ts';
import { caller } from '#server/plugins/auth.ts';
import { parseFields } from '../parse-fields.ts';
import { readImageParts } from '../read-image-parts.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** The parts of one Add Coupon request: a second file is a 400 that says so (not 'too large'). */
async function readCouponParts(request: FastifyRequest) {
  try {
    return await readImageParts(request, { maxFiles: 1 });
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', msg.couponOneImage);
    throw error;
  }
}

/** COUPONS: the table, Add Coupon, Activate/Deactivate and delete. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileDeps = { db: app.deps.db, store: app.deps.store };

  app.get('/coupons', { schema: { ...secured, response: { 200: couponsResponse } } }, async () => {
    return { success: true, message: 'ok', data: await listAdminCoupons(app.deps.db) };
  });

  app.post(
    '/addCoupon',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 200: couponResponse } } },
    async (request) => {
      const parts = await readCouponParts(request);
      // The fields are checked before the image is stored.
      const fields = parseFields(addCouponForm, parts.fields);
      const image = parts.files[COUPON_IMAGE_FIELD]?.[0];
      const data = await addCoupon(fileDeps, caller(request).id, { fields, image });
      return { success: true, message: msg.couponAdded, data };
    },
  );

  app.get(
    '/changeCouponStatus',
    { schema: { ...secured, querystring: couponIdQuery, response: { 200: couponResponse } } },
    async (request) => {
      const data = await toggleCouponStatus(app.deps.db, request.query.id);
      return { success: true, message: data.status ? msg.couponActivated : msg.couponDeactivated, data };
    },
  );

  app.get(
    '/deleteCoupon',
    { schema: { ...secured, querystring: couponIdQuery, response: { 200: deleteCouponResponse } } },
    async (request) => {
      await deleteCoupon(fileDeps, request.query.id);
      return { success: true, message: msg.couponDeleted };
    },
  );
};
