/**
 * Per-address limits on the OTP calls, on top of the per-e-mail limits the OTP challenges enforce
 * (5 sends an hour, 5 attempts a code): one client cannot mail codes to many addresses, nor spread
 * guesses over many challenges. Each route counts separately.
 * NOTE: in-process store, like the login limit (docs/decisions.md 5). Generous enough for several
 * people behind one carrier-grade NAT.
 */
const byAddress = (request: { ip: string }) => request.ip;

/** checkEmail, resendOtp, forgetpassword, forgetPassResendOtp (and the partner's reset calls). */
export const otpSendRateLimit = {
  hook: 'preHandler' as const,
  max: 20,
  timeWindow: '15 minutes',
  keyGenerator: byAddress,
};

/** verifyOtp, verifyForgotOtp (and the partner's verifyForgotOtp). */
export const otpVerifyRateLimit = {
  hook: 'preHandler' as const,
  max: 30,
  timeWindow: '15 minutes',
  keyGenerator: byAddress,
};
