import {
  accountsPaths,
  adminHelpersPaths,
  adminMessages,
  adminUsersPaths,
  apiMessages,
  messageText,
  withTaxes,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { deliverOutbox } from "../../../../test/helpers/outbox.ts";
import { postJson, useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, helpers, payments, plans } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "POST", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
}

/** What the public sees of a helper: its page, the first search page, the sitemap. */
async function publicView(publicId: string) {
  const page = await postJson(ctx.app, "/api/user/maid-details", { maid_id: publicId });
  const search = await ctx.app.inject({ url: "/api/user/search-maids?page=1" });
  const ids = (search.json().maids as { id: string }[]).map((maid) => maid.id);
  return { page: page.statusCode, inSearch: ids.includes(publicId) };
}

const auditOf = (publicId: string) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, "helper"), eq(adminAuditLog.entityId, publicId)))
    .orderBy(adminAuditLog.id);

describe("approve", () => {
  it("lists a pending helper on the public site at once, recorded in the audit log", async () => {
    const helper = await createHelper(factory(), { status: "pending" });
    expect(await publicView(helper.publicId)).toEqual({ page: 404, inSearch: false });
    const answer = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "approve"),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: adminMessages.approved, status: "approved" });
    expect(await publicView(helper.publicId)).toEqual({ page: 200, inSearch: true });
    const [entry] = await auditOf(helper.publicId);
    expect(entry).toMatchObject({
      adminUserId: (await admin()).id,
      action: "approve",
      before: { status: "pending" },
      after: { status: "approved" },
    });
  });

  it("refuses a helper not waiting for review with 409, and an unknown id with 404", async () => {
    for (const status of ["awaiting_payment", "approved", "rejected", "suspended"] as const) {
      const helper = await createHelper(factory(), { status });
      const answer = await asAdmin(
        "POST",
        adminHelpersPaths.helperAction(helper.publicId, "approve"),
      );
      expect(answer.statusCode, status).toBe(409);
      expect(answer.json()).toEqual({ error: adminMessages.notPending, code: "CONFLICT" });
      expect(await auditOf(helper.publicId)).toEqual([]);
    }
    const unknown = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction("NoSuchHelper1", "approve"),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminMessages.helperNotFound, code: "NOT_FOUND" });
    const malformed = await asAdmin("POST", adminHelpersPaths.helperAction("no", "approve"));
    expect(malformed.statusCode).toBe(400);
  });

  it("approves once when two admins press at the same moment", async () => {
    const helper = await createHelper(factory(), { status: "pending" });
    const answers = await Promise.all(
      [1, 2].map(() => asAdmin("POST", adminHelpersPaths.helperAction(helper.publicId, "approve"))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(helper.publicId)).toHaveLength(1);
  });
});

describe("reject", () => {
  it("keeps the reason, texts it to the helper, and keeps the helper off the site", async () => {
    const helper = await createHelper(factory(), { status: "pending" });
    const reason = "The photo does not show your face clearly.";
    const answer = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "reject"),
      {
        reason: `  ${reason} `,
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: adminMessages.rejected, status: "rejected" });
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(row).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(row!.reviewedAt).not.toBeNull();
    await deliverOutbox(ctx.db);
    const outbox = await ctx.app.inject({
      url: `${accountsPaths.devSms}?mobile_number=${helper.mobileNumber}`,
    });
    expect(outbox.json().messages[0].text).toBe(
      messageText("helper_rejected", "en", { name: helper.name, reason }).sms,
    );
    expect(await publicView(helper.publicId)).toEqual({ page: 404, inSearch: false });
    const [entry] = await auditOf(helper.publicId);
    expect(entry).toMatchObject({
      action: "reject",
      reason,
      before: { status: "pending", rejection_reason: null },
      after: { status: "rejected", rejection_reason: reason },
    });
  });

  it("needs a reason: 400 with the field's message, nothing changed", async () => {
    const helper = await createHelper(factory(), { status: "pending" });
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const answer = await asAdmin(
        "POST",
        adminHelpersPaths.helperAction(helper.publicId, "reject"),
        body,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        error: apiMessages.invalidInput,
        fields: { reason: expect.any(String) },
      });
    }
    const empty = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "reject"),
      {},
    );
    expect(empty.json().fields.reason).toBe(adminMessages.reasonRequired);
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(row!.status).toBe("pending");
  });
});

describe("suspend and restore", () => {
  it("takes a listed helper off the public site at once and puts it back", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    expect(await publicView(helper.publicId)).toEqual({ page: 200, inSearch: true });
    const suspended = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "suspend"),
      {
        reason: "Reported twice as a wrong number.",
      },
    );
    expect(suspended.json()).toEqual({ message: adminMessages.suspended, status: "suspended" });
    expect(await publicView(helper.publicId)).toEqual({ page: 404, inSearch: false });
    const sitemap = await ctx.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).not.toContain(helper.publicId);

    const again = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "suspend"),
      {
        reason: "again",
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(adminMessages.notApproved);

    const restored = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "restore"),
    );
    expect(restored.json()).toEqual({ message: adminMessages.restored, status: "approved" });
    expect(await publicView(helper.publicId)).toEqual({ page: 200, inSearch: true });
    expect((await auditOf(helper.publicId)).map((entry) => entry.action)).toEqual([
      "suspend",
      "restore",
    ]);
  });
});

describe("GET /api/admin/helpers", () => {
  it("gives the review queue oldest first, with the total, a page at a time", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createHelper(factory(), { status: "pending" }));
    const all = await asAdmin(
      "GET",
      `${adminHelpersPaths.helpers}?status=pending&sort=created_at&order=asc&page_size=100`,
    );
    expect(all.statusCode).toBe(200);
    const body = all.json();
    const times = body.items.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort());
    expect(body.items.every((item: { status: string }) => item.status === "pending")).toBe(true);
    const [pendingCount] = [await ctx.db.$count(helpers, eq(helpers.status, "pending"))];
    expect(body.total).toBe(pendingCount);
    const ids = body.items.map((item: { id: string }) => item.id);
    for (const helper of made) expect(ids).toContain(helper.publicId);

    const pageTwo = await asAdmin(
      "GET",
      `${adminHelpersPaths.helpers}?status=pending&sort=created_at&order=asc&page_size=1&page=2`,
    );
    expect(pageTwo.json()).toMatchObject({ page: 2, page_size: 1, total: pendingCount });
    expect(pageTwo.json().items.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
  });

  it("searches by name and by phone digits", async () => {
    const helper = await createHelper(factory(), {
      status: "suspended",
      name: "Zubaida Quereshi",
      mobileNumber: "9123405678",
    });
    for (const q of ["zubaida q", "91234 05678", "405678"]) {
      const answer = await asAdmin(
        "GET",
        `${adminHelpersPaths.helpers}?q=${encodeURIComponent(q)}`,
      );
      expect(
        answer.json().items.map((item: { id: string }) => item.id),
        q,
      ).toEqual([helper.publicId]);
    }
    const percent = await asAdmin(
      "GET",
      `${adminHelpersPaths.helpers}?q=${encodeURIComponent("%")}`,
    );
    expect(percent.json().total).toBe(0);
  });

  it("answers 400 with the field's message for a bad sort, status, page or district", async () => {
    for (const [query, field] of [
      ["sort=password", "sort"],
      ["status=hidden", "status"],
      ["page=0", "page"],
      ["page_size=1000", "page_size"],
      ["district_id=abc", "district_id"],
      [`q=${"x".repeat(101)}`, "q"],
    ]) {
      const answer = await asAdmin("GET", `${adminHelpersPaths.helpers}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().fields), query).toEqual([field]);
    }
  });
});

describe("GET /api/admin/helpers/:id", () => {
  it("shows every field, the photo and gallery at full size, whatever the status", async () => {
    const helper = await createHelper(factory(), { status: "pending", galleryCount: 2 });
    const answer = await asAdmin("GET", adminHelpersPaths.helperOf(helper.publicId));
    expect(answer.statusCode).toBe(200);
    const detail = answer.json();
    expect(detail).toMatchObject({
      id: helper.publicId,
      name: helper.name,
      mobile_number: helper.mobileNumber,
      whatsapp_number: helper.whatsappNumber,
      status: "pending",
      age: helper.age,
      experience_years: helper.experienceYears,
      payments: [],
    });
    expect(detail.gallery).toHaveLength(2);
    expect(detail.profile_picture).not.toMatch(/thumb|small/);
    expect(detail.categories).toHaveLength(helper.categoryIds.length);
    const unknown = await asAdmin("GET", adminHelpersPaths.helperOf("NoSuchHelper1"));
    expect(unknown.statusCode).toBe(404);
  });
});

describe("what a move writes", () => {
  const rowOf = async (id: number) =>
    (await ctx.db.select().from(helpers).where(eq(helpers.id, id)))[0]!;

  it("clears an earlier rejection on approval and stamps the review; suspend and restore touch neither", async () => {
    const earlier = "The photo does not show your face clearly.";
    const helper = await createHelper(factory(), {
      status: "pending",
      rejectionReason: earlier,
      reviewedAt: null,
    });
    const approved = await asAdmin(
      "POST",
      adminHelpersPaths.helperAction(helper.publicId, "approve"),
    );
    expect(approved.statusCode).toBe(200);
    const afterApproval = await rowOf(helper.id);
    expect(afterApproval.rejectionReason).toBeNull();
    expect(afterApproval.reviewedAt).not.toBeNull();
    const [entry] = await auditOf(helper.publicId);
    expect(entry).toMatchObject({
      before: { status: "pending", rejection_reason: earlier, reviewed_at: null },
      after: {
        status: "approved",
        rejection_reason: null,
        reviewed_at: afterApproval.reviewedAt!.toISOString(),
      },
    });

    await asAdmin("POST", adminHelpersPaths.helperAction(helper.publicId, "suspend"), {
      reason: "Reported twice as a wrong number.",
    });
    expect(await rowOf(helper.id)).toMatchObject({
      status: "suspended",
      rejectionReason: null,
      reviewedAt: afterApproval.reviewedAt,
    });
    await asAdmin("POST", adminHelpersPaths.helperAction(helper.publicId, "restore"));
    expect(await rowOf(helper.id)).toMatchObject({
      status: "approved",
      rejectionReason: null,
      reviewedAt: afterApproval.reviewedAt,
    });
  });
});

describe("a helper's registration payments", () => {
  it("shows them on the helper and in the payments table under the helper's name", async () => {
    const helper = await createHelper(factory(), { status: "pending" });
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
    const taxed = withTaxes(plan!.pricePaise);
    const paidAt = new Date("2026-03-01T10:00:00Z");
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        receipt: `rcpt_helper_${helper.publicId}`,
        providerOrderId: `order_helper_${helper.publicId}`,
        providerPaymentId: `pay_helper_${helper.publicId}`,
        planId: plan!.id,
        helperId: helper.id,
        ...taxed,
        status: "paid",
        paidAt,
      })
      .returning();
    const detail = (await asAdmin("GET", adminHelpersPaths.helperOf(helper.publicId))).json();
    expect(detail.payments).toEqual([
      {
        id: payment!.id,
        status: "paid",
        total_paise: taxed.totalPaise,
        provider: "sandbox",
        provider_order_id: payment!.providerOrderId,
        provider_payment_id: payment!.providerPaymentId,
        paid_at: paidAt.toISOString(),
      },
    ]);

    const other = await createHelper(factory(), { status: "pending" });
    expect(other.mobileNumber).not.toBe(helper.mobileNumber);
    const found = await asAdmin("GET", `${adminUsersPaths.payments}?q=${helper.mobileNumber}`);
    expect(found.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: payment!.id,
          kind: "maid_registration",
          payer_name: helper.name,
          payer_phone: helper.mobileNumber,
          user_id: null,
        },
      ],
    });
  });
});
