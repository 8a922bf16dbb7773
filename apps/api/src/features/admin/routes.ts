import { adminMeSchema, adminPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "../../db/schema.ts";
import { currentUser } from "../../lib/auth.ts";

/**
 * The admin console's API. Every route here is under /api/admin/, so app.ts puts
 * `requireAdmin` in front of it (401 / 403) and it answers `private, no-store`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.me,
    {
      schema: {
        operationId: "adminMe",
        tags: ["admin"],
        summary: "The admin signed in to the console",
        response: { 200: adminMeSchema },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const [row] = await app.db
        .select({ id: users.id, name: users.name, mobile_number: users.mobileNumber })
        .from(users)
        .where(eq(users.id, id));
      return row!;
    },
  );
};
