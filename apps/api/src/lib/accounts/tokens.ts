import { createHmac } from "node:crypto";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type OtpPurpose,
  otpPurposes,
  type Role,
  roles,
  VERIFICATION_TOKEN_TTL_SECONDS,
} from "@sahayi/contract";
import { jwtVerify, SignJWT } from "jose";

/** Who a valid access token speaks for. */
export interface AuthUser {
  id: number;
  role: Role;
}

/**
 * What an access token says: the user, and the login it belongs to (the family of its refresh
 * tokens), which the server checks on each request so that a logout ends the token too.
 */
export interface AccessClaims extends AuthUser {
  sessionId: string;
}

/** What a helper's access token says: her row, and her login (helper_refresh_tokens' family). */
export interface HelperAccessClaims {
  helperId: number;
  sessionId: string;
}

/** A phone proven by a one-time code, for one purpose, by the code row that proved it. */
export interface Verification {
  phone: string;
  purpose: OtpPurpose;
  codeId: number;
}

const ALGORITHM = "HS256";
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Access tokens (JWT, short-lived, stateless) and verification tokens (JWT bound to a phone
 * and purpose; spent once through their code row). `typ` keeps one kind from passing as the
 * other.
 */
export function createTokens(secret: Uint8Array) {
  const sign = (claims: Record<string, unknown>, subject: string, ttlSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(nowSeconds() + ttlSeconds)
      .sign(secret);

  const verify = async (token: string, typ: string) => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      return payload.typ === typ ? payload : null;
    } catch {
      return null;
    }
  };

  return {
    signAccess: (claims: AccessClaims) =>
      sign(
        { typ: "access", role: claims.role, sid: claims.sessionId },
        String(claims.id),
        ACCESS_TOKEN_TTL_SECONDS,
      ),

    /** A token without a session (signed before sessions were checked) is refused. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const payload = await verify(token, "access");
      const id = Number(payload?.sub);
      const role = roles.find((r) => r === payload?.role);
      const sessionId = payload?.sid;
      if (!Number.isSafeInteger(id) || id <= 0 || !role) return null;
      return typeof sessionId === "string" && sessionId ? { id, role, sessionId } : null;
    },

    /**
     * A helper's access token (decision 044): its own `typ`, so it never passes as a
     * household's and the reverse; the subject is her row's id, `sid` her login.
     */
    signHelperAccess: (claims: HelperAccessClaims) =>
      sign(
        { typ: "helper", sid: claims.sessionId },
        String(claims.helperId),
        ACCESS_TOKEN_TTL_SECONDS,
      ),

    async verifyHelperAccess(token: string): Promise<HelperAccessClaims | null> {
      const payload = await verify(token, "helper");
      const helperId = Number(payload?.sub);
      const sessionId = payload?.sid;
      if (!Number.isSafeInteger(helperId) || helperId <= 0) return null;
      return typeof sessionId === "string" && sessionId ? { helperId, sessionId } : null;
    },

    signVerification: (v: Verification) =>
      sign(
        { typ: "verification", purpose: v.purpose, code: v.codeId },
        v.phone,
        VERIFICATION_TOKEN_TTL_SECONDS,
      ),

    async verifyVerification(token: string): Promise<Verification | null> {
      const payload = await verify(token, "verification");
      const purpose = otpPurposes.find((p) => p === payload?.purpose);
      const codeId = payload?.code;
      if (!payload?.sub || !purpose || typeof codeId !== "number") return null;
      return { phone: payload.sub, purpose, codeId };
    },

    /**
     * A keyed hash: a 4-digit code hashed without a key is found from its hash in 10,000
     * tries, so a copy of the database would give away every live code.
     */
    keyedHash: (text: string) => createHmac("sha256", secret).update(text).digest("hex"),
  };
}

export type Tokens = ReturnType<typeof createTokens>;
