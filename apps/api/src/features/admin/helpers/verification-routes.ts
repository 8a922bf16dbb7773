import {
  adminHelperParamsSchema,
  adminMessages,
  apiErrorSchema,
  verificationChangeSchema,
  verificationInputSchema,
  verificationPaths,
  verificationRecordParamsSchema,
  verificationRecordsSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { addVerification, listVerifications, removeVerification } from "./verification.ts";

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * Verification records of a helper: what an admin checked, for the Verified
 * badge. Under /api/admin/, so app.ts puts the admin guard in front of every route here.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const validDays = app.config.verificationValidDays;

  app.get(
    verificationPaths.records,
    {
      schema: {
        operationId: "adminListVerifications",
        tags: ["admin"],
        summary:
          "A helper's verification records, newest first; `current` ones make the Verified badge",
        params: adminHelperParamsSchema,
        response: { 200: verificationRecordsSchema, ...refusals },
      },
    },
    async (request) => ({
      items: await listVerifications(app.db, { publicId: request.params.id, validDays }),
      valid_days: validDays,
    }),
  );

  app.post(
    verificationPaths.records,
    {
      schema: {
        operationId: "adminAddVerification",
        tags: ["admin"],
        summary:
          "Records a check: an identity document seen (type and last 4 characters only), a police clearance certificate, or a reference called; the same record twice is a 409",
        params: adminHelperParamsSchema,
        body: verificationInputSchema,
        response: { 201: verificationChangeSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await addVerification(
        { db: app.db, adminUserId: currentUser(request).id },
        { publicId: request.params.id, record: request.body },
      );
      return reply.code(201).send({ message: adminMessages.verificationAdded });
    },
  );

  app.delete(
    verificationPaths.record,
    {
      schema: {
        operationId: "adminRemoveVerification",
        tags: ["admin"],
        summary: "Removes a verification record (the audit log keeps what it said)",
        params: verificationRecordParamsSchema,
        response: { 200: verificationChangeSchema, ...refusals },
      },
    },
    async (request) => {
      await removeVerification(
        { db: app.db, adminUserId: currentUser(request).id },
        { publicId: request.params.id, recordId: request.params.record_id },
      );
      return { message: adminMessages.verificationRemoved };
    },
  );
};
