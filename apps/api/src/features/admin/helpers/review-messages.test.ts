import { adminHelpersPaths, messageText } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { insideRolledBack, messagesOf } from "../../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { helpers } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";
import { moveHelper } from "./helpers.ts";

const ORIGIN = "https://sahayi.example";
const ctx = useTestApp({ publicOrigin: ORIGIN });
const factory = () => ({ db: ctx.db, storage: ctx.storage });

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function pendingHelper() {
  const helper = await createHelper(factory(), { status: "pending" });
  const [row] = await ctx.db
    .select({ email: helpers.email })
    .from(helpers)
    .where(eq(helpers.id, helper.id));
  return { ...helper, email: row!.email };
}

describe("a review's message to the helper", () => {
  it("approval: SMS and e-mail with the link to her public page", async () => {
    const helper = await pendingHelper();
    const answer = await ctx.app.inject({
      method: "POST",
      url: adminHelpersPaths.helperAction(helper.publicId, "approve"),
      headers: (await admin()).headers,
    });
    expect(answer.statusCode).toBe(200);
    const link = `${ORIGIN}/maid/${helper.publicId}`;
    const words = messageText("helper_approved", "en", { name: helper.name, link });
    const rows = await messagesOf(ctx.db, { helperId: helper.id });
    expect(rows.map((row) => [row.kind, row.channel, row.recipient])).toEqual([
      ["helper_approved", "sms", helper.mobileNumber],
      ["helper_approved", "email", helper.email],
    ]);
    expect(rows[0]!.text).toBe(words.sms);
    expect(rows[0]!.text).toContain(link);
    expect(rows[1]!.subject).toBe(words.subject);
    expect(rows[1]!.html).toContain(`href="${link}"`);
  });

  it("rejection: SMS and e-mail with the reason", async () => {
    const helper = await pendingHelper();
    const reason = "The photo does not show your face <clearly>.";
    const answer = await ctx.app.inject({
      method: "POST",
      url: adminHelpersPaths.helperAction(helper.publicId, "reject"),
      headers: (await admin()).headers,
      payload: { reason },
    });
    expect(answer.statusCode).toBe(200);
    const rows = await messagesOf(ctx.db, { helperId: helper.id });
    expect(rows.map((row) => [row.kind, row.channel])).toEqual([
      ["helper_rejected", "sms"],
      ["helper_rejected", "email"],
    ]);
    expect(rows[0]!.text).toBe(
      messageText("helper_rejected", "en", { name: helper.name, reason }).sms,
    );
    expect(rows[1]!.text).toContain(`Reason: ${reason}`);
    // The reason is text in the HTML part, never markup.
    expect(rows[1]!.html).toContain("&lt;clearly&gt;");
  });

  it("suspending and restoring send nothing", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    const deps = { db: ctx.db, adminUserId: (await admin()).id, origin: ORIGIN };
    await moveHelper(deps, { publicId: helper.publicId, move: "suspend", reason: "Reported." });
    await moveHelper(deps, { publicId: helper.publicId, move: "restore" });
    expect(await messagesOf(ctx.db, { helperId: helper.id })).toEqual([]);
  });

  it("is written in the review's transaction and rolled back with it", async () => {
    const helper = await pendingHelper();
    const adminUserId = (await admin()).id;
    const seen = await insideRolledBack(
      ctx.db,
      (tx) =>
        moveHelper(
          { db: tx, adminUserId, origin: ORIGIN },
          { publicId: helper.publicId, move: "approve" },
        ),
      (tx) => messagesOf(tx, { helperId: helper.id }),
    );
    expect(seen.map((row) => row.kind)).toEqual(["helper_approved", "helper_approved"]);
    expect(await messagesOf(ctx.db, { helperId: helper.id })).toEqual([]);
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(row!.status).toBe("pending");
  });
});
