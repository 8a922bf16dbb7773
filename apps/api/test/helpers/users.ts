import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { users } from "../../src/db/schema.ts";
import { issueTokens } from "../../src/features/accounts/sessions.ts";
import { hashPassword } from "../../src/lib/accounts/passwords.ts";
import type { AuthUser } from "../../src/lib/accounts/tokens.ts";

export const TEST_PASSWORD = "kerala-backwaters";

/** A user written straight to the database, for tests that are not about sign-up. */
export async function createUser(db: Db, options: { phone: string; password?: string }) {
  const [user] = await db
    .insert(users)
    .values({
      name: "Test User",
      mobileNumber: options.phone,
      whatsappNumber: options.phone,
      email: "user@example.in",
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      address: "Kochi",
      pincode: "682001",
    })
    .returning({ id: users.id });
  return user!;
}

/**
 * The access token of a new login of `user`, made as the login route makes it (a session the
 * server checks on each request), without the argon2 check a login costs. `role` is what the
 * token claims, whatever the account's role is.
 */
export async function accessTokenFor(app: FastifyInstance, db: Db, user: AuthUser) {
  return (await issueTokens(db, app.tokens, user)).access_token;
}
