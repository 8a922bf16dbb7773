import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { users } from "../../src/db/schema.ts";
import { ensureAdmin } from "../../src/features/admin/admin-accounts.ts";
import { uniqueCaller } from "./accounts.ts";
import { buyer } from "./payments.ts";
import { accessTokenFor, TEST_PASSWORD } from "./users.ts";

/** An admin made through the fixed interface's code path, and its Authorization header. */
export async function adminCaller(app: FastifyInstance, db: Db) {
  const { phone } = uniqueCaller();
  await ensureAdmin(db, { phone, password: TEST_PASSWORD });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, phone));
  const token = await accessTokenFor(app, db, { id: row!.id, role: "admin" });
  return { id: row!.id, phone, headers: { authorization: `Bearer ${token}` } };
}

export type AdminCaller = Awaited<ReturnType<typeof adminCaller>>;

/** A plain user (role `user`) and its Authorization header. */
export const userCaller = buyer;
