import {
  adminExtendSchema,
  adminGrantSchema,
  adminIdParamsSchema,
  adminReasonSchema,
  adminUserActionResponseSchema,
  adminUserDetailSchema,
  adminUserMessages,
  adminUsersPageSchema,
  adminUsersPaths,
  adminUsersQuerySchema,
  apiErrorSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { disableUser, enableUser, extendSubscription, grantEnquiries } from "./user-actions.ts";
import { getUserDetail, listUsers } from "./users.ts";

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ["admin"];

/** The console's accounts: the table, a user's page, and grant / extend / disable / enable. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const answer = async (message: string, userId: number) => ({
    message,
    user: await getUserDetail(db, userId),
  });

  app.get(
    adminUsersPaths.users,
    {
      schema: {
        operationId: "adminListUsers",
        tags,
        summary: "Accounts, a page at a time: search by name or phone, sort",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listUsers(db, request.query),
  );

  app.get(
    adminUsersPaths.user,
    {
      schema: {
        operationId: "adminGetUser",
        tags,
        summary: "A user's profile, subscriptions, payments and purchased helpers",
        params: adminIdParamsSchema,
        response: { 200: adminUserDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => getUserDetail(db, request.params.id),
  );

  app.post(
    adminUsersPaths.userGrant,
    {
      schema: {
        operationId: "adminGrantEnquiries",
        tags,
        summary:
          "Adds enquiries to the running subscription, or makes a grant subscription of `days` days when none runs",
        params: adminIdParamsSchema,
        body: adminGrantSchema,
        response: { 200: adminUserActionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { enquiries, days, reason } = request.body;
      const userId = request.params.id;
      await grantEnquiries(
        { db, adminUserId: currentUser(request).id },
        { userId, enquiries, days, reason },
      );
      return answer(adminUserMessages.granted(enquiries), userId);
    },
  );

  app.post(
    adminUsersPaths.subscriptionExtend,
    {
      schema: {
        operationId: "adminExtendSubscription",
        tags,
        summary: "Moves a subscription's end date later by `days` days",
        params: adminIdParamsSchema,
        body: adminExtendSchema,
        response: { 200: adminUserActionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { days, reason } = request.body;
      const userId = await extendSubscription(
        { db, adminUserId: currentUser(request).id },
        { subscriptionId: request.params.id, days, reason },
      );
      return answer(adminUserMessages.extended(days), userId);
    },
  );

  app.post(
    adminUsersPaths.userDisable,
    {
      schema: {
        operationId: "adminDisableUser",
        tags,
        summary:
          "Disables an account: login refused, refresh tokens revoked, access tokens refused at once",
        params: adminIdParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminUserActionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await disableUser(
        { db, adminUserId: currentUser(request).id },
        { userId, reason: request.body.reason },
      );
      return answer(adminUserMessages.disabled, userId);
    },
  );

  app.post(
    adminUsersPaths.userEnable,
    {
      schema: {
        operationId: "adminEnableUser",
        tags,
        summary: "Lets a disabled account log in again",
        params: adminIdParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminUserActionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await enableUser(
        { db, adminUserId: currentUser(request).id },
        { userId, reason: request.body.reason },
      );
      return answer(adminUserMessages.enabled, userId);
    },
  );
};
