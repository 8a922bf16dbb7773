import { accountMessages, type OtpPurpose } from "@sahayi/contract";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { otpCodes } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import type { Tokens } from "./tokens.ts";

/**
 * The `verification_token` of a verified phone (features/accounts/otp.ts makes them), as the
 * forms that need one check and spend it: sign-up, password reset, helper registration.
 */
export interface VerificationInput {
  token: string;
  phone: string;
  purpose: OtpPurpose;
}

const verificationRefused = () =>
  new AppError(400, "VERIFICATION_REQUIRED", accountMessages.verificationInvalid, {
    verification_token: accountMessages.verificationInvalid,
  });

/** Checks a token without spending it, so a form with other mistakes does not lose it. */
export async function checkVerification(tokens: Tokens, input: VerificationInput) {
  const verification = await tokens.verifyVerification(input.token);
  if (
    !verification ||
    verification.phone !== input.phone ||
    verification.purpose !== input.purpose
  ) {
    throw verificationRefused();
  }
  return verification;
}

/**
 * Spends a verification token inside the caller's transaction: it must be for this phone
 * and purpose, from a code entered within its lifetime, and not spent before.
 */
export async function spendVerification(
  tx: Db,
  tokens: Tokens,
  input: VerificationInput,
): Promise<void> {
  const verification = await checkVerification(tokens, input);
  const [spent] = await tx
    .update(otpCodes)
    .set({ tokenUsedAt: new Date() })
    .where(
      and(
        eq(otpCodes.id, verification.codeId),
        eq(otpCodes.mobileNumber, input.phone),
        eq(otpCodes.purpose, input.purpose),
        isNotNull(otpCodes.consumedAt),
        isNull(otpCodes.tokenUsedAt),
      ),
    )
    .returning({ id: otpCodes.id });
  if (!spent) throw verificationRefused();
}
