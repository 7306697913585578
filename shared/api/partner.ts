import { z } from 'zod';
import { msg } from '../messages.ts';
import { isValidGstin } from '../domain/gstin.ts';
import { resendOtpBody, verifyForgotOtpBody } from './account.ts';
import { bankAccountView } from './bank-account.ts';
import { bufferMinutesField } from './buffer-minutes.ts';
import { partnerBike } from './bikes.ts';
import {
  confirmPasswordField,
  emailField,
  envelope,
  idField,
  mobileField,
  nameFields,
  pageNumberField,
  passwordField,
  passwordsMatch,
  personView,
  requiredString,
} from './fields.ts';
import { bookedBike, bookingAnswer, bookingStatusesShown } from './booking-answer.ts';
import { taxRatesSchema } from './tax-rates-fields.ts';

/*
 * The partner area's calls (spec section 7, 'Partner calls'; base path /api/partner). Registration is
 * in partner-join.ts, login and checkIfPartner in auth.ts, the bike form in bikes.ts.
 */

/** `?page=N` of the paged lists: a whole number from 1, default 1. */
export const pageQuery = z.object({
  page: pageNumberField().default(1),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `?id=<uuid>` of changeStatus and deleteBike. */
export const idQuery = z.object({ id: idField(msg.invalidId) });
export type IdQuery = z.infer<typeof idQuery>;

// ---- Dashboard ----

/** One bar of 'weekly sales': bookings made that day (India time), Monday first, zeros included. */
export const weekDayCount = z.object({ dayName: z.string(), count: z.number().int() });
export type WeekDayCount = z.infer<typeof weekDayCount>;

/**
 * GET /api/partner/fetchBookingBikesRevenu. `totalBookingCount`: the partner's booked, cancelled and
 * completed rides (not payment holds); `allBikesCount`: bikes not deleted; `bikeHided`: of those, hidden;
 * `totalRevenu`: whole rupees, the grandTotal of booked and completed rides (paid, not cancelled).
 */
export const partnerDashboardResponse = envelope.extend({
  currentWeek: z.array(weekDayCount),
  data: z.object({
    totalBookingCount: z.number().int(),
    allBikesCount: z.number().int(),
    bikeHided: z.number().int(),
    totalRevenu: z.number().int(),
  }),
});
export type PartnerDashboardResponse = z.infer<typeof partnerDashboardResponse>;

/** GET /api/partner/monthlySalesRatio: this month's (India time) bookings now cancelled and completed. */
export const monthlySalesRatioResponse = envelope.extend({
  data: z.object({ cancelled: z.number().int(), completed: z.number().int() }),
});
export type MonthlySalesRatioResponse = z.infer<typeof monthlySalesRatioResponse>;

// ---- Bikes ----

/** GET /api/partner/viewBikes?page: 6 a page, newest first. */
export const viewBikesResponse = envelope.extend({
  data: z.object({ bikes: z.array(partnerBike), page: z.number().int(), totalPages: z.number().int() }),
});
export type ViewBikesResponse = z.infer<typeof viewBikesResponse>;

/** POST /api/partner/addBikes answers the new bike. */
export const addBikeResponse = envelope.extend({ data: partnerBike });
export type AddBikeResponse = z.infer<typeof addBikeResponse>;

/** POST /api/partner/editBike: the bike as viewBikes shows it, after the edit. */
export const editBikeResponse = envelope.extend({ data: partnerBike });
export type EditBikeResponse = z.infer<typeof editBikeResponse>;

/** GET /api/partner/changeStatus?id answers the bike with its new `status` (it replaces the row). */
export const changeStatusResponse = envelope.extend({ updatedData: partnerBike });
export type ChangeStatusResponse = z.infer<typeof changeStatusResponse>;

// ---- Profile, ID proofs, points ----

/**
 * `isVerifed` as every answer carries it, the partner life cycle (the product decisions): `false` (a request,
 * cannot log in) → 'mailSented' (accepted by an admin, may log in and set up) → `true` (verified: bikes
 * shown to customers). The two ends are JSON booleans, never the strings "false"/"true" (decision D47):
 * test `=== true` for verified, `=== false` for a request; 'mailSented' is truthy.
 */
export const partnerVerificationState = z.union([z.literal(false), z.literal('mailSented'), z.literal(true)]);
export type PartnerVerificationState = z.infer<typeof partnerVerificationState>;

export const partnerLocation = z.object({ _id: z.string(), name: z.string() });
export type PartnerLocation = z.infer<typeof partnerLocation>;

/**
 * The signed-in partner's profile (spec section 3). `image` is a public URL; `aadhaar` and `pan` are
 * short-lived signed URLs (private files), null when not uploaded. `isVerifed`: 'mailSented' once an
 * admin accepted the request, `true` once verified (`false` only on the admin's single page of a request).
 */
export const partnerProfile = z.object({
  ...personView,
  city: z.string().nullable(),
  gstNo: z.string().nullable(),
  image: z.string().nullable(),
  aadhaar: z.string().nullable(),
  pan: z.string().nullable(),
  locations: z.array(partnerLocation),
  isVerifed: partnerVerificationState,
  status: z.boolean(),
  /** The turnaround buffer (issue #19): minutes a bike stays unavailable after every drop. */
  bufferMinutes: z.number().int().optional(),
  /** The bank account payouts go to, masked (issue #34), null when none. */
  bankAccount: bankAccountView.nullable().optional(),
});
export type PartnerProfile = z.infer<typeof partnerProfile>;

/** POST /api/partner/partnerProfile, editPartnerProfile, uploadProof answer `{ success, message, data }`. */
export const partnerProfileResponse = envelope.extend({ data: partnerProfile });
export type PartnerProfileResponse = z.infer<typeof partnerProfileResponse>;

/**
 * The Edit Profile modal (Firstname, Lastname, Mobile, City, GST no): all required, mobile 10 digits.
 * On the wire (POST /api/partner/editPartnerProfile, multipart) they are text fields of these names,
 * with an optional `image` file. The GST number is upper-cased and must be a GSTIN: its shape, a known
 * state code and its check character (issue #34, D75: it is printed on the partner's tax invoices).
 */
export const editPartnerProfileForm = z.object({
  ...nameFields(),
  mobile: mobileField(),
  city: requiredString(msg.cityRequired, 60),
  gstNo: requiredString(msg.gstRequired, 15)
    .transform((gst) => gst.toUpperCase())
    .pipe(z.string().refine(isValidGstin, msg.gstInvalid)),
  /** The turnaround buffer (issue #19), 0–240 in steps of 30; left as it is when not sent. */
  bufferMinutes: bufferMinutesField.optional(),
});
export type EditPartnerProfileForm = z.infer<typeof editPartnerProfileForm>;

/** Multipart file fields: the profile photo, and the two ID proofs (both required: 'select both files'). */
export const PARTNER_IMAGE_FIELD = 'image';
export const AADHAAR_FIELD = 'aadhaar';
export const PAN_FIELD = 'pan';

/** Most pick-up/drop points one partner may have. */
export const MAX_LOCATION_POINTS = 50;

const pointName = () => requiredString(msg.pointNameRequired, 80);

/** POST /api/partner/uploadLocationPoints — 'Add PickUP & Drop Points'. */
export const addLocationPointBody = z.object({ pointName: pointName() });
export type AddLocationPointBody = z.infer<typeof addLocationPointBody>;

/** POST /api/partner/editLocationPoint — renames one of the caller's points (decision D19: Edit works). */
export const editLocationPointBody = z.object({ id: idField(msg.invalidId), pointName: pointName() });
export type EditLocationPointBody = z.infer<typeof editLocationPointBody>;

/** POST /api/partner/deleteLocationPoint — removes one of the caller's points. */
export const deleteLocationPointBody = z.object({ id: idField(msg.invalidId) });
export type DeleteLocationPointBody = z.infer<typeof deleteLocationPointBody>;

/** The three point calls answer the caller's points, oldest first. */
export const locationPointsResponse = envelope.extend({ data: z.array(partnerLocation) });
export type LocationPointsResponse = z.infer<typeof locationPointsResponse>;

// ---- Bookings ----

/** The statuses a partner sees: paid rides and their outcome (unpaid holds are not listed). */
export const partnerBookingStatuses = bookingStatusesShown;
export type PartnerBookingStatus = (typeof partnerBookingStatuses)[number];
/** The partner's dropdown choices; both are final. */
export const finalBookingStatuses = ['cancelled', 'completed'] as const;
export type FinalBookingStatus = (typeof finalBookingStatuses)[number];

/** A booking of the partner's bikes (booking-answer.ts) with the bike's plate; `createdAt` ISO 8601. */
export const partnerBooking = bookingAnswer.extend({
  bike: bookedBike.extend({ plateNumber: z.string() }),
  createdAt: z.string(),
  /**
   * the CGST/SGST rates the booking was charged, which its settlement at return also uses (issue #17);
   * a booking made before the rates were stored answers the rates configured now
   */
  taxRates: taxRatesSchema,
});
export type PartnerBooking = z.infer<typeof partnerBooking>;

/** GET /api/partner/findBookings?page: 5 a page, newest first. */
export const findBookingsResponse = envelope.extend({
  data: z.array(partnerBooking),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type FindBookingsResponse = z.infer<typeof findBookingsResponse>;

/** POST /api/partner/changeBookingStatus — `value` is the dropdown's choice, `id` the booking. */
export const changeBookingStatusBody = z.object({
  value: z.enum(finalBookingStatuses, { error: msg.bookingStatusInvalid }),
  id: idField(msg.invalidId),
});
export type ChangeBookingStatusBody = z.infer<typeof changeBookingStatusBody>;

export const changeBookingStatusResponse = envelope.extend({ data: partnerBooking });
export type ChangeBookingStatusResponse = z.infer<typeof changeBookingStatusResponse>;

// ---- Forgot password (public) ----

/**
 * /partner/forgotpass (email, New Password, Confirm password) and POST /api/partner/forgetpassword.
 * The partner reset keeps the 'length should be 8' text; the policy is the one of every new password.
 */
export const partnerForgotPasswordForm = z
  .object({
    email: emailField(),
    password: passwordField(msg.passwordLength),
    confirmPassword: confirmPasswordField(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type PartnerForgotPasswordForm = z.infer<typeof partnerForgotPasswordForm>;

/** POST /api/partner/verifyForgotOtp — `{ data: { email, … }, otp }`; only data.email is read. */
export const partnerVerifyForgotOtpBody = verifyForgotOtpBody;
/** POST /api/partner/resendOtp — `{ email }`. */
export const partnerResendOtpBody = resendOtpBody;
