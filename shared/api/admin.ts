import { z } from 'zod';
import { msg } from '../messages.ts';
import { emailField, envelope, idField, pageNumberField, personView } from './fields.ts';
import { partnerProfile, partnerVerificationState, weekDayCount } from './partner.ts';

/*
 * The admin back office's calls (spec section 7, 'Admin calls'; base path /api/admin, an admin token
 * on every call but login). Login and checkIfAdmin are in auth.ts, coupons in coupons.ts.
 */

/** Rows per page of the admin lists when the client asks for a page (`?page=N`). */
export const ADMIN_PAGE_SIZE = 20;

/** `?id=<uuid>` of changeUserStatus, changeStatus and partnerDetails. */
export const adminIdQuery = z.object({ id: idField(msg.invalidId) });
export type AdminIdQuery = z.infer<typeof adminIdQuery>;

/** `?email=` of rejectPartner, sendMailToPartner and verifyPartner (trimmed, lower-cased). */
export const partnerEmailQuery = z.object({ email: emailField() });
export type PartnerEmailQuery = z.infer<typeof partnerEmailQuery>;

/**
 * `?page=N` of the admin lists: optional. Without it a list answers every row (for a virtualised
 * table); with it, ADMIN_PAGE_SIZE rows and `page`, `totalPages` (a page past the end answers the last).
 */
export const adminListQuery = z.object({
  page: pageNumberField().optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** Present only when the request named a page. */
const paging = { page: z.number().int().optional(), totalPages: z.number().int().optional() };

// ---- Dashboard ----

/**
 * GET /api/admin/fetchBookingBikesRevenu. Everyone's rows, with the partner dashboard's rules
 * (decisions D21, D26): `totalBookingCount` booked, cancelled and completed rides (not payment holds);
 * `totalPartners` verified partners (the Partners page, blocked ones included); `totalUsers` every
 * customer account; `totalRevenu` whole rupees, the grandTotal of booked and completed rides.
 * `currentWeek`: bookings made each day of this India-time week, Monday first.
 */
export const adminDashboardResponse = envelope.extend({
  currentWeek: z.array(weekDayCount),
  data: z.object({
    totalBookingCount: z.number().int(),
    totalPartners: z.number().int(),
    totalUsers: z.number().int(),
    totalRevenu: z.number().int(),
  }),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;

/** GET /api/admin/monthlySalesRatio: this month's (India time) bookings now cancelled and completed. */
export { monthlySalesRatioResponse as adminMonthlySalesRatioResponse } from './partner.ts';

// ---- Partners ----

/**
 * A partner as the requests list and the verified list show it. `isVerifed`: `false` (a request),
 * 'mailSented' (accepted, may log in and set up), `true` (verified: bikes shown to customers);
 * `status` true = active, false = blocked; `createdAt` ISO 8601.
 */
export const adminPartnerRow = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  isVerifed: partnerVerificationState,
  status: z.boolean(),
  createdAt: z.string(),
});
export type AdminPartnerRow = z.infer<typeof adminPartnerRow>;

/** GET /api/admin/partnerRequests — requests not yet verified (`false`, 'mailSented'), newest first. */
export const partnerRequestsResponse = envelope.extend({ data: z.array(adminPartnerRow), ...paging });
export type PartnerRequestsResponse = z.infer<typeof partnerRequestsResponse>;

/** GET /api/admin/sendMailToPartner?email — `data` is the refreshed requests list (every row). */
export const sendMailToPartnerResponse = envelope.extend({ data: z.array(adminPartnerRow) });
export type SendMailToPartnerResponse = z.infer<typeof sendMailToPartnerResponse>;

/** GET /api/admin/rejectPartner?email answers `{ success, message }`. */
export const rejectPartnerResponse = envelope;

/** GET /api/admin/partnerVerifiedList — verified partners (`true`), blocked ones included, newest first. */
export const partnerVerifiedListResponse = envelope.extend({ data: z.array(adminPartnerRow), ...paging });
export type PartnerVerifiedListResponse = z.infer<typeof partnerVerifiedListResponse>;

/** PUT /api/admin/changeStatus?id — block/unblock a partner; `updatedrequest` replaces the row. */
export const changePartnerStatusResponse = envelope.extend({ updatedrequest: adminPartnerRow });
export type ChangePartnerStatusResponse = z.infer<typeof changePartnerStatusResponse>;

/**
 * The partner single page (GET /api/admin/partnerDetails?id): the partner profile's shape — photo URL,
 * names, mobile, email, city, gstNo (null when missing), `aadhaar` and `pan` as 5-minute signed URLs
 * (null when not uploaded), `locations` [{ _id, name }], `isVerifed`, `status`.
 */
export const adminPartnerDetails = partnerProfile;
export type AdminPartnerDetails = z.infer<typeof adminPartnerDetails>;
export const partnerDetailsResponse = envelope.extend({ data: adminPartnerDetails });
export type PartnerDetailsResponse = z.infer<typeof partnerDetailsResponse>;

/**
 * GET /api/admin/verifyPartner?email — 'mailSented' → `true` (verify), `true` → 'mailSented'
 * (unverify); `data` is the partner as the single page shows it.
 */
export const verifyPartnerResponse = envelope.extend({ data: adminPartnerDetails });
export type VerifyPartnerResponse = z.infer<typeof verifyPartnerResponse>;

// ---- Users ----

/** A customer as User Management shows it; `status` true = active, false = blocked. Never a hash. */
export const adminUserRow = z.object({
  ...personView,
  image: z.string().nullable(),
  status: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** GET /api/admin/users — every customer, newest first, in `user` (the spec's name). */
export const usersResponse = envelope.extend({ user: z.array(adminUserRow), ...paging });
export type UsersResponse = z.infer<typeof usersResponse>;

/** PUT /api/admin/changeUserStatus?id — block/unblock; `updatedUser` replaces the row. */
export const changeUserStatusResponse = envelope.extend({ updatedUser: adminUserRow });
export type ChangeUserStatusResponse = z.infer<typeof changeUserStatusResponse>;
