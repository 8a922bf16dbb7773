import {
  adminIdParamsSchema,
  adminReasonSchema,
  apiErrorSchema,
  consentRequestSchema,
  consentResponseSchema,
  consentStateSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  myDataSchema,
  privacyMessages,
  privacyPaths,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentUser } from "../../lib/accounts/auth.ts";
import { limit } from "../../lib/route-policy.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { readConsent, recordConsent } from "./consent.ts";
import { deleteOwnAccount, deleteUserAsAdmin } from "./delete-account.ts";
import { readMyData } from "./my-data.ts";
import { startRetentionJob } from "./retention.ts";

const loggedIn = [{ [BEARER_AUTH]: [] }];
const tags = ["privacy"];

/**
 * The privacy policy's promises (docs/decisions/025): a copy of one's data, deleting one's
 * account (or an admin deleting it), consent to the policy's version, and the retention job.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app;
  const log = (details: object, message: string) => app.log.warn(details, message);

  app.get(
    privacyPaths.myData,
    {
      onRequest: authenticate,
      config: { rateLimit: limit(10, "minute") },
      schema: {
        operationId: "getMyData",
        tags,
        summary: "Everything kept about the logged-in user, as JSON (Download my data)",
        security: loggedIn,
        response: { 200: myDataSchema },
      },
    },
    (request) => readMyData(db, currentUser(request).id),
  );

  app.post(
    privacyPaths.deleteAccount,
    {
      onRequest: authenticate,
      // Each try runs argon2 and a stolen access token must not guess the password here.
      config: { rateLimit: limit(5, "minute") },
      schema: {
        operationId: "deleteAccount",
        tags,
        summary:
          "Deletes the logged-in user's account at once, with its password: logins end, personal fields are erased, payments stay for the tax records",
        security: loggedIn,
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteOwnAccount(
        { db, storage, log },
        { userId: currentUser(request).id, password: request.body.password },
      );
      return { message: privacyMessages.accountDeleted };
    },
  );

  app.get(
    privacyPaths.consent,
    {
      onRequest: authenticate,
      schema: {
        operationId: "getPrivacyConsent",
        tags,
        summary: "The privacy policy version the user agreed to, and the current one",
        security: loggedIn,
        response: { 200: consentStateSchema },
      },
    },
    (request) => readConsent(db, currentUser(request).id),
  );

  app.post(
    privacyPaths.consent,
    {
      onRequest: authenticate,
      schema: {
        operationId: "acceptPrivacyPolicy",
        tags,
        summary: "Records that the user agreed to the current privacy policy version, now",
        security: loggedIn,
        body: consentRequestSchema,
        response: { 200: consentResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      message: privacyMessages.consentRecorded,
      consent: await recordConsent(db, currentUser(request).id),
    }),
  );

  // Under /api/admin/, so lib/accounts/auth.ts's guard lets only an admin in.
  app.post(
    privacyPaths.adminDeleteUser,
    {
      schema: {
        operationId: "adminDeleteUser",
        tags: ["admin"],
        summary:
          "Deletes a user's account as Delete my account does, with a reason kept in the audit log",
        params: adminIdParamsSchema,
        body: adminReasonSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await deleteUserAsAdmin(
        { db, storage, log, adminUserId: currentUser(request).id },
        { userId: request.params.id, reason: request.body.reason },
      );
      return { message: privacyMessages.userDeleted };
    },
  );

  if (config.retentionIntervalSeconds > 0) {
    const stop = startRetentionJob({ db, storage, log }, config.retentionIntervalSeconds);
    app.addHook("onClose", async () => stop());
  }
};
