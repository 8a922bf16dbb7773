import cookie from "@fastify/cookie";
import {
  accountMessages,
  apiErrorSchema,
  cookieMaidLoginResponseSchema,
  cookieTokenResponseSchema,
  devAskAvailabilityRequestSchema,
  helperAccountMessages,
  helperAccountPaths,
  helperRefreshCookieName,
  logoutRequestSchema,
  maidAccountSchema,
  maidAvailabilityRequestSchema,
  maidConfirmAvailabilityRequestSchema,
  maidDeleteRequestSchema,
  maidLoginRequestSchema,
  maidLoginResponseSchema,
  maidMyDataSchema,
  messageResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionCookie } from "../../lib/accounts/session-cookie.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/locale.ts";
import { limit } from "../../lib/route-policy.ts";
import { configuredOrigin } from "../../lib/site-origin.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { authenticateHelper, currentHelper } from "./auth.ts";
import { setAvailability } from "./availability.ts";
import { confirmByLink } from "./confirm-link.ts";
import { deleteOwnListing } from "./delete-listing.ts";
import { askNow } from "./dev-ask.ts";
import { startHelperJobs } from "./jobs.ts";
import { helperListingRoutes } from "./listing-routes.ts";
import { maidLogin } from "./login.ts";
import { readMaidAccount } from "./me.ts";
import { readMaidMyData } from "./my-data.ts";
import { helperLogout, refreshHelperSession } from "./sessions.ts";

const signedIn = [{ [BEARER_AUTH]: [] }];
/**
 * A pause ends on a day, and the monthly ask is a day's news: looking every 10 minutes brings
 * her back soon after her day starts.
 */
const HELPER_JOBS_INTERVAL_MS = 10 * 60 * 1000;
const tags = ["helper-account"];

const { answerTokens, clearRefreshCookie, refreshTokenFromCookie } = sessionCookie(
  helperRefreshCookieName,
  [helperAccountPaths.refreshToken, helperAccountPaths.logout],
);

/**
 * A helper's own routes (decision 044): sign-in with a `maid_login` code, her login's renewal
 * and end, her account, pausing or resuming her listing, and confirming it from her SMS link
 * (decision 045). Her answers are hers: none declares a public cache.
 */
export const helperAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, config } = app;
  app.decorateRequest("helperId", null);
  const origin = configuredOrigin(config);
  // The scheduled jobs run where the outbox's do (MESSAGES_POLL_INTERVAL_MS > 0).
  if (config.messagesPollIntervalMs > 0) {
    const stop = startHelperJobs(
      {
        db,
        keyedHash: tokens.keyedHash,
        origin,
      },
      HELPER_JOBS_INTERVAL_MS,
      (details, message) => app.log.warn(details, message),
    );
    app.addHook("onClose", async () => stop());
  }
  const meDeps = async (request: Parameters<typeof requestLocale>[0]) => ({
    db,
    reference: await app.catalogReference(requestLocale(request)),
    verificationValidDays: config.verificationValidDays,
  });

  // Cookies are read and written only by the routes that carry a login (decision 024).
  const sessionRoutes: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(cookie);

    scope.post(
      helperAccountPaths.login,
      {
        config: { rateLimit: limit(20, "minute") },
        schema: {
          operationId: "maidLogin",
          tags,
          summary:
            "Signs a registered helper in with a maid_login verification_token (any status); 404 NOT_REGISTERED when no registration uses the phone. With `X-Session-Cookie: 1` the refresh token is set as an HttpOnly cookie instead of answered",
          body: maidLoginRequestSchema,
          response: {
            200: z.union([maidLoginResponseSchema, cookieMaidLoginResponseSchema]),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await maidLogin(
          { ...(await meDeps(request)), tokens },
          {
            phone: request.body.mobile_number,
            verificationToken: request.body.verification_token,
          },
        );
        return answerTokens(request, reply, answer);
      },
    );

    scope.post(
      helperAccountPaths.refreshToken,
      {
        config: { rateLimit: limit(30, "minute") },
        preValidation: refreshTokenFromCookie,
        schema: {
          operationId: "maidRefreshToken",
          tags,
          summary:
            "Trades a helper's refresh token for a new pair; the old one stops working, and using it again ends the login",
          body: refreshTokenRequestSchema,
          response: {
            200: z.union([refreshTokenResponseSchema, cookieTokenResponseSchema]),
            401: apiErrorSchema,
          },
        },
      },
      async (request, reply) =>
        answerTokens(
          request,
          reply,
          await refreshHelperSession({ db, tokens }, request.body.refresh_token),
        ),
    );

    scope.post(
      helperAccountPaths.logout,
      {
        config: { rateLimit: limit(30, "minute") },
        preValidation: refreshTokenFromCookie,
        schema: {
          operationId: "maidLogout",
          tags,
          summary: "Ends the helper's login the refresh token belongs to, and its access tokens",
          body: logoutRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await helperLogout(db, request.body.refresh_token);
        clearRefreshCookie(request, reply);
        return { message: accountMessages.loggedOut };
      },
    );
  };
  await app.register(sessionRoutes);
  await app.register(helperListingRoutes);

  app.get(
    helperAccountPaths.me,
    {
      preHandler: authenticateHelper,
      schema: {
        operationId: "getMaidAccount",
        tags,
        summary:
          "The signed-in helper's listing as the public sees it, her status, her own fields and counts of the last 30 days",
        security: signedIn,
        response: { 200: maidAccountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => readMaidAccount(await meDeps(request), currentHelper(request)),
  );

  app.post(
    helperAccountPaths.availability,
    {
      preHandler: authenticateHelper,
      config: { rateLimit: limit(30, "minute") },
      schema: {
        operationId: "setMaidAvailability",
        tags,
        summary:
          "Pauses (available: false, optionally until available_from) or resumes her listing; 409 NOT_LISTED unless she is listed or paused",
        security: signedIn,
        body: maidAvailabilityRequestSchema,
        response: {
          200: maidAccountSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const helperId = currentHelper(request);
      await setAvailability(db, helperId, request.body);
      // The home page and page heads cached here follow at once; other processes' within
      // CACHE_TTL_MS, as after an admin's change (docs/decisions/021).
      app.publicCaches.clear();
      return readMaidAccount(await meDeps(request), helperId);
    },
  );
  app.post(
    helperAccountPaths.confirmAvailability,
    {
      config: { rateLimit: limit(20, "minute") },
      schema: {
        operationId: "confirmMaidAvailability",
        tags,
        summary:
          "From the signed code of her SMS link (no login): confirms a listed helper is still available, or with available: false pauses her listing (she found work); 400 LINK_INVALID, 410 LINK_EXPIRED, 409 LINK_USED or NOT_LISTED, each changing nothing",
        body: maidConfirmAvailabilityRequestSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { token, available } = request.body;
      await confirmByLink({ db, keyedHash: tokens.keyedHash }, token, new Date(), available);
      // Her card's "confirmed today" (or its leaving the lists) on the home page follows here
      // at once, elsewhere within CACHE_TTL_MS; search is never cached whole.
      app.publicCaches.clear();
      return {
        message: available ? helperAccountMessages.confirmed : helperAccountMessages.pausedByLink,
      };
    },
  );

  // Changes data for anyone who asks: never in production.
  if (config.env !== "production") {
    app.post(
      helperAccountPaths.devAskAvailability,
      {
        schema: {
          operationId: "devAskAvailability",
          tags: ["development"],
          summary:
            "Development only (outside production): makes the listed helper with this phone due her monthly ask and sends it now",
          body: devAskAvailabilityRequestSchema,
          response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const asked = await askNow(
          { db, keyedHash: tokens.keyedHash, origin },
          request.body.mobile_number,
        );
        if (!asked) throw new AppError(404, "NOT_FOUND", helperAccountMessages.devNotListed);
        return { message: helperAccountMessages.devAsked };
      },
    );
  }

  app.get(
    helperAccountPaths.myData,
    {
      preHandler: authenticateHelper,
      config: { rateLimit: limit(10, "minute") },
      schema: {
        operationId: "getMaidMyData",
        tags,
        summary: "Everything kept about the signed-in helper, as JSON (Download my data)",
        security: signedIn,
        response: { 200: maidMyDataSchema, 401: apiErrorSchema },
      },
    },
    async (request) => readMaidMyData(await meDeps(request), currentHelper(request)),
  );

  app.post(
    helperAccountPaths.deleteListing,
    {
      preHandler: authenticateHelper,
      config: { rateLimit: limit(5, "minute") },
      schema: {
        operationId: "deleteMaidListing",
        tags,
        summary:
          "Deletes the signed-in helper's listing at once, with a fresh maid_login verification_token: her details and photos are erased, her logins end, her fee's payment stays for the tax records",
        security: signedIn,
        body: maidDeleteRequestSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteOwnListing(
        {
          db,
          tokens,
          storage: app.storage,
          log: (details, message) => app.log.warn(details, message),
        },
        currentHelper(request),
        request.body.verification_token,
      );
      app.publicCaches.clear();
      return { message: helperAccountMessages.deleted };
    },
  );
};
