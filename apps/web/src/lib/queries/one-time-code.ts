import type { OtpPurpose } from "@sahayi/contract";
import { toastMessages } from "@sahayi/contract/messages";
import { accountsPaths } from "@sahayi/contract/paths";
import { ApiError, api } from "../api-client.ts";

/** POST /api/maid/request-otp: sends a code by SMS; the answer never holds the code. */
export function requestOtp(mobileNumber: string, purpose: OtpPurpose) {
  return api.post(accountsPaths.requestOtp, {
    mobile_number: mobileNumber,
    purpose,
  });
}

/** POST /api/maid/verify-otp: the code for a token that proves this phone, for this purpose. */
export function verifyOtp(mobileNumber: string, otp: string, purpose: OtpPurpose) {
  return api.post(accountsPaths.verifyOtp, {
    mobile_number: mobileNumber,
    otp,
    purpose,
  });
}

/**
 * Product §8: the server's message when it gave one (a wait, an hourly limit, a failed SMS),
 * else the spec's own message for a failed send or resend.
 */
export function otpRequestFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.code !== "INTERNAL"
    ? error.message
    : fallback;
}

/**
 * A wrong code gets the spec's words for the page (Invalid OTP. Please try again. on the
 * registration pages, Incorrect OTP on forgot password); an expired or worn-out code gets
 * the server's explanation; anything else is the spec's catch-all.
 */
export function otpVerifyFailure(error: unknown, purpose: OtpPurpose): string {
  if (!(error instanceof ApiError)) return toastMessages.somethingWrong;
  if (error.code === "OTP_INVALID") {
    return purpose === "reset" ? toastMessages.otpIncorrect : toastMessages.otpInvalid;
  }
  if (error.status === 0 || error.status >= 500) return toastMessages.somethingWrong;
  return error.message;
}
