import { adminMeSchema, adminPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "../../db/schema.ts";
import { currentUser } from "../../lib/accounts/auth.ts";
import { adminCatalogueRoutes } from "./catalogue/catalogue-routes.ts";
import { helperEditRoutes } from "./helpers/helper-edit-routes.ts";
import { adminHelperRoutes } from "./helpers/routes.ts";
import { verificationRoutes } from "./helpers/verification-routes.ts";
import { adminInboxRoutes } from "./inbox/inbox-routes.ts";
import { listingChangesRoutes } from "./listing-changes/routes.ts";
import { oversightRoutes } from "./oversight/oversight-routes.ts";
import { type AdminPaymentsRoutesOptions, adminPaymentsRoutes } from "./users/payments-routes.ts";
import { adminUsersRoutes } from "./users/users-routes.ts";

/**
 * The admin console's API: every room's routes (decision 038), registered here so that
 * app.ts imports one plugin. Every route is under /api/admin/, so app.ts puts `requireAdmin`
 * in front of it (401 / 403) and it answers `private, no-store`.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminPaymentsRoutesOptions> = async (
  app,
  { reconcile },
) => {
  await app.register(oversightRoutes);
  await app.register(helperEditRoutes);

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

  await app.register(adminHelperRoutes);
  await app.register(verificationRoutes);
  await app.register(listingChangesRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminPaymentsRoutes, { reconcile });
  await app.register(adminCatalogueRoutes);
};
