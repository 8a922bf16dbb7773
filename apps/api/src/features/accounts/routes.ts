import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import {
  accountMessages,
  accountsPaths,
  apiErrorSchema,
  cookieLoginResponseSchema,
  cookieTokenResponseSchema,
  fieldMessages,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageResponseSchema,
  PROFILE_PHOTO_FIELD,
  PROFILE_PHOTO_MAX_BYTES,
  profileDetailsSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resetPasswordRequestSchema,
  signUpFieldsSchema,
  toastMessages,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, currentUser } from "../../lib/accounts/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { namedLocale, requestLocale } from "../../lib/locale.ts";
import { limit } from "../../lib/route-policy.ts";
import { readMultipartForm } from "../../lib/storage/uploads.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { resetPassword } from "./password-reset.ts";
import { getProfileDetails, updateProfile } from "./profile.ts";
import { answerTokens, clearRefreshCookie, refreshTokenFromCookie } from "./refresh-cookie.ts";
import { login, logout, refreshSession } from "./sessions.ts";
import { signUp } from "./sign-up.ts";

const loggedIn = [{ [BEARER_AUTH]: [] }];

/** Text fields and the photo with room for multipart's boundaries and headers. */
const SIGN_UP_MAX_BODY = PROFILE_PHOTO_MAX_BYTES + 64 * 1024;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, storage } = app;

  // Multipart is parsed only here, so no other route takes a body it would leave unread.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      accountsPaths.signUp,
      {
        config: { rateLimit: limit(10, "minute") },
        // An upload announced as too large is refused before a byte of it is read.
        onRequest: async (request) => {
          if (Number(request.headers["content-length"] ?? 0) > SIGN_UP_MAX_BODY) {
            throw new AppError(413, "PAYLOAD_TOO_LARGE", fieldMessages.photoTooLarge, {
              [PROFILE_PHOTO_FIELD]: fieldMessages.photoTooLarge,
            });
          }
        },
        // The body is a stream the handler reads; the schema below only documents it.
        validatorCompiler: () => () => true,
        schema: {
          operationId: "signUp",
          tags: ["accounts"],
          summary:
            "Creates an account from the sign-up form and its photo (JPEG, PNG or GIF, at most 2 MB), with a signup verification_token",
          consumes: ["multipart/form-data"],
          body: signUpFieldsSchema.extend({ [PROFILE_PHOTO_FIELD]: z.file() }),
          response: { 201: messageResponseSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, {
          fileBytes: PROFILE_PHOTO_MAX_BYTES,
          files: 1,
          fileFields: [PROFILE_PHOTO_FIELD],
          tooLarge: fieldMessages.photoTooLarge,
        });
        await signUp(
          { db, storage, tokens, reference: await app.catalogReference() },
          form,
          requestLocale(request),
        );
        return reply.status(201).send({ message: toastMessages.registrationSuccess });
      },
    );
  });

  // Cookies are read and written only by the routes that carry a login (decision 024).
  const sessionRoutes: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(cookie);

    scope.post(
      accountsPaths.login,
      {
        config: { rateLimit: limit(20, "minute") },
        schema: {
          operationId: "login",
          tags: ["accounts"],
          summary:
            "Logs in with phone and password; failures are limited per phone and per address. With `X-Session-Cookie: 1` the refresh token is set as an HttpOnly cookie instead of answered",
          body: loginRequestSchema,
          response: {
            200: z.union([loginResponseSchema, cookieLoginResponseSchema]),
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await login(
          { db, tokens },
          {
            phone: request.body.mobile_number,
            password: request.body.password,
            address: request.ip,
            locale: namedLocale(request),
          },
        );
        return answerTokens(request, reply, answer);
      },
    );

    scope.post(
      accountsPaths.refreshToken,
      {
        config: { rateLimit: limit(30, "minute") },
        preValidation: refreshTokenFromCookie,
        schema: {
          operationId: "refreshToken",
          tags: ["accounts"],
          summary:
            "Trades a refresh token for a new pair; the old one stops working, and using it again ends the login. With `X-Session-Cookie: 1` the token may come from the cookie, and the new one goes back in it",
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
          await refreshSession({ db, tokens }, request.body.refresh_token, namedLocale(request)),
        ),
    );

    scope.post(
      accountsPaths.logout,
      {
        config: { rateLimit: limit(30, "minute") },
        preValidation: refreshTokenFromCookie,
        schema: {
          operationId: "logout",
          tags: ["accounts"],
          summary:
            "Ends the login the refresh token belongs to, and its access tokens. With `X-Session-Cookie: 1` the token may come from the cookie, which is then cleared",
          body: logoutRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await logout(db, request.body.refresh_token);
        clearRefreshCookie(request, reply);
        return { message: accountMessages.loggedOut };
      },
    );
  };
  await app.register(sessionRoutes);

  app.post(
    accountsPaths.resetPassword,
    {
      config: { rateLimit: limit(10, "minute") },
      schema: {
        operationId: "resetPassword",
        tags: ["accounts"],
        summary:
          "Sets a new password with a reset verification_token and ends every login of the account",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await resetPassword({ db, tokens }, request.body);
      return { message: toastMessages.passwordReset };
    },
  );

  app.get(
    accountsPaths.profileDetails,
    {
      onRequest: authenticate,
      schema: {
        operationId: "getProfileDetails",
        tags: ["accounts"],
        summary: "The logged-in user's profile, subscriptions, transactions and purchased helpers",
        security: loggedIn,
        response: { 200: profileDetailsSchema },
      },
    },
    async (request) =>
      getProfileDetails(
        {
          db,
          reference: await app.catalogReference(requestLocale(request)),
          verificationValidDays: app.config.verificationValidDays,
        },
        currentUser(request).id,
      ),
  );

  app.put(
    accountsPaths.profileEdit,
    {
      onRequest: authenticate,
      schema: {
        operationId: "updateProfile",
        tags: ["accounts"],
        summary: "Saves the profile form; the phone number cannot change",
        security: loggedIn,
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => ({
      message: toastMessages.profileUpdated,
      user: await updateProfile(
        { db, reference: await app.catalogReference() },
        currentUser(request).id,
        request.body,
      ),
    }),
  );
};
