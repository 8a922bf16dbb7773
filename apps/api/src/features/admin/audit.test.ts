import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { adminAuditLog, siteSettings } from "../../db/schema.ts";
import { auditedChange } from "./audit.ts";

const ctx = useTestApp();

const entriesFor = (entityId: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

describe("auditedChange", () => {
  it("keeps the change and its record together: who, when, what, before, after, reason", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const [before] = await ctx.db.select().from(siteSettings);
    const started = Date.now();
    const answer = await auditedChange(ctx.db, admin.id, async (tx) => {
      await tx.update(siteSettings).set({ email: "desk@sahayi.in" });
      return {
        result: "done",
        audit: {
          action: "update",
          entity: "site_settings",
          entityId: "audit-test-kept",
          before: { email: before!.email },
          after: { email: "desk@sahayi.in" },
          reason: "new desk address",
        },
      };
    });
    expect(answer).toBe("done");
    const [entry] = await entriesFor("audit-test-kept");
    expect(entry).toMatchObject({
      adminUserId: admin.id,
      action: "update",
      entity: "site_settings",
      before: { email: before!.email },
      after: { email: "desk@sahayi.in" },
      reason: "new desk address",
    });
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    await ctx.db.update(siteSettings).set({ email: before!.email });
  });

  it("keeps neither when the record cannot be written (no change without its record)", async () => {
    const [before] = await ctx.db.select().from(siteSettings);
    // No user has id 2147483647: the audit row breaks its foreign key after the change.
    await expect(
      auditedChange(ctx.db, 2_147_483_647, async (tx) => {
        await tx.update(siteSettings).set({ email: "lost@sahayi.in" });
        return {
          result: null,
          audit: {
            action: "update",
            entity: "site_settings",
            entityId: "audit-test-lost",
            before: null,
            after: null,
          },
        };
      }),
    ).rejects.toThrow();
    expect(await entriesFor("audit-test-lost")).toHaveLength(0);
    const [after] = await ctx.db.select().from(siteSettings);
    expect(after!.email).toBe(before!.email);
  });
});
