import { accountMessages } from "@sahayi/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import type { AuthUser, Tokens } from "./tokens.ts";

declare module "fastify" {
  interface FastifyInstance {
    tokens: Tokens;
  }
  interface FastifyRequest {
    /** The logged-in caller, set by `authenticate` or `optionalViewer`; null for a visitor. */
    user: AuthUser | null;
  }
}

export function registerAuth(app: FastifyInstance, tokens: Tokens) {
  app.decorate("tokens", tokens);
  app.decorateRequest("user", null);
}

const unauthorized = () => new AppError(401, "UNAUTHORIZED", accountMessages.loginRequired);

/**
 * The caller of a request that carries `Authorization: Bearer <access token>`, or null when
 * it carries none. A token that is there but expired or forged is a 401, so the client
 * refreshes it and asks again rather than getting a visitor's answer.
 */
async function callerOf(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9._-]{1,2048})$/.exec(header);
  const user = match?.[1] ? await request.server.tokens.verifyAccess(match[1]) : null;
  if (!user) throw unauthorized();
  return user;
}

/** preHandler for routes that need a login: 401 without one. */
export async function authenticate(request: FastifyRequest) {
  const user = await callerOf(request);
  if (!user) throw unauthorized();
  request.user = user;
}

/** preHandler for public routes whose answer differs for a logged-in user. */
export async function optionalViewer(request: FastifyRequest) {
  request.user = await callerOf(request);
}

/** The caller of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
