import { accountMessages, REFRESH_TOKEN_TTL_SECONDS, refreshCookie } from "@sahayi/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";

/**
 * A web login's refresh token lives in an HttpOnly cookie that page scripts cannot read
 * (decision 024). It goes to the refresh and logout paths only, once for each, so no other
 * request carries it; SameSite=Strict keeps other sites' pages from sending it, and Secure is
 * set whenever the request came over https. A household's login and a helper's each have
 * their own cookie, name and paths (decision 044).
 */
export function sessionCookie(name: string, paths: readonly string[]) {
  const cookieOptions = (path: string) =>
    ({ path, httpOnly: true, sameSite: "strict", secure: "auto" }) as const;

  return {
    /**
     * preValidation of refresh and logout: for the web app, a refresh token the body does not
     * carry is read from its cookie. The body's schema then checks it as it checks any other.
     * The web app without a cookie has no login left to renew or end: 401, as for a spent
     * token.
     */
    async refreshTokenFromCookie(request: FastifyRequest) {
      if (!wantsCookie(request)) return;
      const body = request.body ?? {};
      if (typeof body !== "object" || Array.isArray(body) || "refresh_token" in body) return;
      const token = request.cookies[name];
      if (!token) throw new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);
      request.body = { ...body, refresh_token: token };
    },

    /**
     * Answers a new token pair as the client asked: in the body for API clients, or, for the
     * web app, the refresh token in the cookie and everything else in the body.
     */
    answerTokens<T extends { refresh_token: string }>(
      request: FastifyRequest,
      reply: FastifyReply,
      answer: T,
    ): T | Omit<T, "refresh_token"> {
      if (!wantsCookie(request)) return answer;
      const { refresh_token, ...rest } = answer;
      for (const path of paths) {
        reply.setCookie(name, refresh_token, {
          ...cookieOptions(path),
          maxAge: REFRESH_TOKEN_TTL_SECONDS,
        });
      }
      return rest;
    },

    /** After a logout the browser forgets the cookie too. */
    clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
      if (!wantsCookie(request)) return;
      for (const path of paths) reply.clearCookie(name, cookieOptions(path));
    },
  };
}

/**
 * The web app asks for the cookie with a header of its own. A cross-site form cannot send a
 * header, and another site's script cannot without a CORS permission this API never gives,
 * so the cookie is read only for requests the web app itself made.
 */
export const wantsCookie = (request: FastifyRequest) =>
  request.headers[refreshCookie.header] === "1";
