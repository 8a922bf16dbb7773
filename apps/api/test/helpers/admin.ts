import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { adminAuditLog, users } from "../../src/db/schema.ts";
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

/**
 * One admin for a test file, made when first used, and requests sent as that admin. `ctx` is
 * read at each call: useTestApp fills it in before the first test.
 */
export function adminOf(ctx: { app: FastifyInstance; db: Db }) {
  let made: Promise<AdminCaller> | undefined;
  const admin = () => {
    made ??= adminCaller(ctx.app, ctx.db);
    return made;
  };
  const asAdmin = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
  return { admin, asAdmin };
}

/** The audit log's rows about one entity, oldest first. */
export const auditRows = (db: Db, entity: string, entityId: string | number) =>
  db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(entityId))))
    .orderBy(adminAuditLog.id);

/** A plain user (role `user`) and its Authorization header. */
export const userCaller = buyer;
