import { type AdminRevealsPage, type AdminRevealsQuery, adminMessages } from "@sahayi/contract";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactReveals, helpers, users } from "../../../db/schema.ts";
import { notFound } from "../../../lib/errors.ts";

/** Who revealed a helper's contact and when, a page at a time; 404 for an unknown helper. */
export async function listReveals(
  db: Db,
  publicId: string,
  query: AdminRevealsQuery,
): Promise<AdminRevealsPage> {
  const [helper] = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(eq(helpers.publicId, publicId));
  if (!helper) throw notFound(adminMessages.helperNotFound);
  const where = eq(contactReveals.helperId, helper.id);
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ reveal: contactReveals, name: users.name, phone: users.mobileNumber })
      .from(contactReveals)
      .innerJoin(users, eq(users.id, contactReveals.userId))
      .where(where)
      .orderBy(direction(contactReveals.createdAt), direction(contactReveals.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(contactReveals).where(where),
  ]);
  return {
    items: rows.map(({ reveal, name, phone }) => ({
      id: reveal.id,
      user_id: reveal.userId,
      user_name: name,
      user_phone: phone,
      spent_enquiry: reveal.spentEnquiry,
      created_at: reveal.createdAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    page_size: query.page_size,
  };
}
