import { accountMessages, revealMessages } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { users } from "../db/schema.ts";
import { authenticate } from "./auth.ts";
import { AppError } from "./errors.ts";

/**
 * preHandler for /api/admin/ routes (DESIGN "Fixed interfaces"): 401 without a login, 403
 * unless the account is an admin now. The role is read from the database, not the token, so
 * a demoted admin loses access at once rather than when the access token expires.
 */
export async function requireAdmin(request: FastifyRequest) {
  await authenticate(request);
  const id = request.user?.id;
  if (id === undefined) throw new AppError(401, "UNAUTHORIZED", accountMessages.loginRequired);
  const [row] = await request.server.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, id));
  if (row?.role !== "admin") throw new AppError(403, "FORBIDDEN", revealMessages.adminOnly);
}
