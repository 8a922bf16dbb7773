import type { SiteSettings } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { siteSettings } from "../../../db/schema.ts";
import { auditedChange } from "../audit.ts";

/** Saves the one settings row (id 1), made if the database has none yet. */
export function saveSettings(deps: { db: Db; adminUserId: number }, values: SiteSettings) {
  const columns = {
    whatsappNumber: values.whatsapp_number,
    address: values.address,
    email: values.email,
    fbLink: values.fb_link,
    instaLink: values.insta_link,
    xLink: values.x_link,
  };
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [before] = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for("update");
    const [after] = await tx
      .insert(siteSettings)
      .values({ id: 1, ...columns })
      .onConflictDoUpdate({ target: siteSettings.id, set: columns })
      .returning();
    return {
      result: values,
      audit: {
        action: "update",
        entity: "site_settings",
        entityId: 1,
        before: before ?? null,
        after: after!,
      },
    };
  });
}

/** The settings as the admin form shows them; empty text before any are saved. */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return {
    whatsapp_number: row?.whatsappNumber ?? "",
    address: row?.address ?? "",
    email: row?.email ?? "",
    fb_link: row?.fbLink ?? null,
    insta_link: row?.instaLink ?? null,
    x_link: row?.xLink ?? null,
  };
}
