import { accountMessages } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { helpers } from "../../db/schema.ts";
import { bearerToken } from "../../lib/accounts/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { helperSessionIsLive } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in helper's row id, set by `authenticateHelper`. */
    helperId: number | null;
  }
}

const unauthorized = () => new AppError(401, "UNAUTHORIZED", accountMessages.loginRequired);

/**
 * preHandler of a helper's own routes: a helper's access token whose login is still live
 * (decision 044). A household's token is refused here as a helper's is on a household's
 * routes: each kind of token carries its own `typ`.
 */
export async function authenticateHelper(request: FastifyRequest) {
  const token = bearerToken(request);
  const claims = token ? await request.server.tokens.verifyHelperAccess(token) : null;
  if (!claims) throw unauthorized();
  const [row] = await request.server.db
    .select({ live: helperSessionIsLive(claims.sessionId, claims.helperId) })
    .from(helpers)
    .where(eq(helpers.id, claims.helperId));
  if (!row?.live) throw unauthorized();
  request.helperId = claims.helperId;
}

/** The helper behind a route guarded by `authenticateHelper`. */
export function currentHelper(request: FastifyRequest): number {
  if (request.helperId === null) throw unauthorized();
  return request.helperId;
}
