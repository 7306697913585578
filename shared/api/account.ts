import { z } from 'zod';
import { OTP_LENGTH } from '../domain/limits.ts';
import { msg } from '../messages.ts';
import {
  confirmPasswordField,
  emailField,
  envelope,
  mobileField,
  nameFields,
  passwordField,
  passwordsMatch,
  personView,
} from './fields.ts';

/*
 * Customer accounts (spec sections 5 and 7): registration with an e-mail OTP, the forgot-password
 * flow, the profile. The `…Form` schemas validate the web forms; the `…Body`/`…Query` schemas are the
 * wire payloads. Where both are the same object the wire schema is the form schema.
 */

/** The 4-digit code: digits only, all four ('Please enter complete OTP'). */
export const otpField = () =>
  z
    .string({ error: msg.otpIncomplete })
    .trim()
    .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), msg.otpIncomplete);

/** /register: First Name, Last Name, Email, Mobile Number, Password, Confirm Password. */
export const registerForm = z
  .object({
    ...nameFields(),
    email: emailField(),
    mobile: mobileField(),
    password: passwordField(msg.passwordLength),
    confirmPassword: confirmPasswordField(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type RegisterForm = z.infer<typeof registerForm>;

/** GET /api/checkEmail?email — is the address free? If so an OTP is mailed to it. */
export const checkEmailQuery = z.object({ email: emailField() });
export type CheckEmailQuery = z.infer<typeof checkEmailQuery>;

/** The OTP screens' form (four boxes joined into one string). */
export const otpForm = z.object({ otp: otpField() });
export type OtpForm = z.infer<typeof otpForm>;

/** POST /api/verifyOtp — the register form values carried to /otp, and the code. Creates the account. */
export const verifyOtpBody = z.object({ data: registerForm, otp: otpField() });
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

/** POST /api/resendOtp and POST /api/forgetPassResendOtp. */
export const resendOtpBody = z.object({ email: emailField() });
export type ResendOtpBody = z.infer<typeof resendOtpBody>;
export const forgetPassResendOtpBody = resendOtpBody;
export type ForgetPassResendOtpBody = ResendOtpBody;

/**
 * /forgotPassword (Your Email, New Password, Confirm Password) and POST /api/forgetpassword.
 * NOTE: the length text is 'Minimum length should be 8' while the policy is the one of every new
 * password (more than 8 characters, the product decisions).
 */
export const forgotPasswordForm = z
  .object({
    email: emailField(),
    password: passwordField(msg.passwordResetLength),
    confirmPassword: confirmPasswordField(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;
export const forgetPasswordBody = forgotPasswordForm;
export type ForgetPasswordBody = ForgotPasswordForm;

/**
 * POST /api/verifyForgotOtp — `data` is the forgot-password form values carried to the OTP screen; only
 * its email is read (the new password was hashed and stored when forgetpassword was called).
 */
export const verifyForgotOtpBody = z.object({ data: z.object({ email: emailField() }), otp: otpField() });
export type VerifyForgotOtpBody = z.infer<typeof verifyForgotOtpBody>;

/**
 * The signed-in user's profile (spec section 3). `image` is a public URL; the licence images are
 * short-lived signed URLs, given to their owner only; null when not uploaded.
 */
export const userProfile = z.object({
  ...personView,
  image: z.string().nullable(),
  licenseFrontSide: z.string().nullable(),
  licenseBackSide: z.string().nullable(),
  status: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** POST /api/userProfile, /api/editUserProfile, /api/uploadProof answer `{ success, message, data }`. */
export const userProfileResponse = envelope.extend({ data: userProfile });
export type UserProfileResponse = z.infer<typeof userProfileResponse>;

/**
 * The Edit Profile modal's text fields. On the wire (POST /api/editUserProfile) they are multipart
 * fields of the same names, with an optional `image` file; nothing else is read.
 */
export const editProfileForm = z.object({ ...nameFields(), mobile: mobileField() });
export type EditProfileForm = z.infer<typeof editProfileForm>;

/** Multipart file field names of POST /api/editUserProfile and POST /api/uploadProof. */
export const PROFILE_IMAGE_FIELD = 'image';
export const LICENSE_FRONT_FIELD = 'licenseFrontSide';
export const LICENSE_BACK_FIELD = 'licenseBackSide';
