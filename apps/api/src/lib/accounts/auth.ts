import { accountMessages, adminMessages, adminPaths, apiErrorSchema } from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { sessionIsLive } from "./sessions.ts";
import type { AuthUser, Tokens } from "./tokens.ts";

declare module "fastify" {
  interface FastifyInstance {
    tokens: Tokens;
  }
  interface FastifyRequest {
    /** The logged-in caller, set by `authenticate` or `optionalViewer`; null for a visitor. */
    user: AuthUser | null;
    /** The logged-in account's language, which its answers take when the request names none. */
    accountLocale: Locale | undefined;
  }
}

export function registerAuth(app: FastifyInstance, tokens: Tokens) {
  app.decorate("tokens", tokens);
  app.decorateRequest("user", null);
  app.decorateRequest("accountLocale", undefined);
}

const unauthorized = () => new AppError(401, "UNAUTHORIZED", accountMessages.loginRequired);

const disabled = () => new AppError(401, "ACCOUNT_DISABLED", adminMessages.accountDisabled);

/** The token of `Authorization: Bearer <token>`, or null when the header is missing or malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  return /^Bearer ([A-Za-z0-9._-]{1,2048})$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
}

/**
 * The caller of a request that carries `Authorization: Bearer <access token>`, or null when
 * it carries none. A token that is there but expired or forged is a 401, so the client
 * refreshes it and asks again rather than getting a visitor's answer. The account and the
 * token's login are read on each request (one query, two index lookups, decision 024): a
 * token whose login ended (logout, a password reset) or whose account was disabled is refused
 * at once, by every process, and the role is the one it has now, not the one in the token.
 */
async function callerOf(request: FastifyRequest): Promise<Caller | null> {
  if (request.headers.authorization === undefined) return null;
  const token = bearerToken(request);
  const claims = token ? await request.server.tokens.verifyAccess(token) : null;
  if (!claims) throw unauthorized();
  const [row] = await request.server.db
    .select({
      role: users.role,
      locale: users.locale,
      disabledAt: users.disabledAt,
      deletedAt: users.deletedAt,
      live: sessionIsLive(claims.sessionId, claims.id),
    })
    .from(users)
    .where(eq(users.id, claims.id));
  // A deleted account's row stays (its payments name it), but its logins are over.
  if (!row || row.deletedAt) throw unauthorized();
  if (row.disabledAt) throw disabled();
  if (!row.live) throw unauthorized();
  return { user: { id: claims.id, role: row.role }, locale: row.locale };
}

/** A logged-in caller, and the language of the account (its answers' when it names none). */
interface Caller {
  user: AuthUser;
  locale: Locale;
}

function remember(request: FastifyRequest, caller: Caller | null) {
  request.user = caller?.user ?? null;
  request.accountLocale = caller?.locale;
}

/** preHandler for routes that need a login: 401 without one. */
export async function authenticate(request: FastifyRequest) {
  const caller = await callerOf(request);
  if (!caller) throw unauthorized();
  remember(request, caller);
}

/** preHandler for public routes whose answer differs for a logged-in user. */
export async function optionalViewer(request: FastifyRequest) {
  remember(request, await callerOf(request));
}

/** The caller of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * onRequest guard of every route under /api/admin/: 401 without a valid login (or with a
 * disabled account), 403 unless the account is an admin now. `callerOf` reads the role from
 * the database, not the token, so a demoted or disabled admin is refused at once rather than
 * when the token expires.
 */
export async function requireAdmin(request: FastifyRequest) {
  const caller = await callerOf(request);
  if (!caller) throw unauthorized();
  if (caller.user.role !== "admin") {
    throw new AppError(403, "FORBIDDEN", adminMessages.adminOnly);
  }
  remember(request, caller);
}

export const isAdminRoute = (url: string) => url.startsWith(adminPaths.prefix);

/**
 * Called for every route as it is added (app.ts): a route under /api/admin/ gets
 * `requireAdmin` before anything else it runs, wherever it was declared, so no admin route
 * can forget it; and it may not declare a public cache.
 */
export function guardAdminRoute(route: RouteOptions) {
  if (!isAdminRoute(route.url)) return;
  if (route.config?.cache && route.config.cache !== "private") {
    throw new Error(`${route.url}: admin routes answer private, no-store`);
  }
  const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [requireAdmin, ...own];
  // The guard's answers are part of every admin operation's description (OpenAPI).
  if (route.schema) {
    const schema = route.schema as { response?: Record<number, unknown>; security?: unknown };
    schema.response = { ...schema.response, 401: apiErrorSchema, 403: apiErrorSchema };
    schema.security ??= [{ bearerAuth: [] }];
  }
}
