import {
  adminCataloguePaths,
  adminMessages,
  type Option,
  type ReferenceList,
  type ReferenceListName,
  referenceListNames,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { MALAYALAM, maidDetails } from "../../../../test/helpers/maid-details.ts";
import { postJson, useTestApp } from "../../../../test/helpers/test-app.ts";
import {
  adminAuditLog,
  castes,
  constituencies,
  districts,
  helpers,
  languages,
  shifts,
} from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
}

async function list(name: ReferenceListName): Promise<ReferenceList> {
  const answer = await asAdmin("GET", adminCataloguePaths.referenceListOf(name));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

let unique = 0;
const uniqueName = (prefix: string) => `${prefix} ${++unique} ${Date.now()}`;

describe("reference lists", () => {
  it("lists each list with how many records use each entry", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, { status: "approved" });
    for (const name of referenceListNames) {
      const items = (await list(name)).items;
      expect(items.length, name).toBeGreaterThan(0);
    }
    const caste = (await list("castes")).items.find((item) => item.id === helper.casteId);
    const helpersWithCaste = await ctx.db
      .select({ id: helpers.id })
      .from(helpers)
      .where(eq(helpers.casteId, helper.casteId));
    expect(caste?.in_use).toBe(helpersWithCaste.length);
  });

  it("shows a renamed district in search results and the registration form at once", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, { status: "approved" });
    const newName = uniqueName("Renamed district");
    const answer = await asAdmin(
      "PUT",
      adminCataloguePaths.referenceItemOf("districts", helper.districtId),
      { name: newName },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      message: adminMessages.referenceRenamed,
      id: helper.districtId,
    });

    const search = await ctx.app.inject({
      url: `/api/user/search-maids?location=${helper.districtId}&page_size=100`,
    });
    const found = (search.json().maids as { id: string; location: string }[]).find(
      (maid) => maid.id === helper.publicId,
    );
    expect(found?.location).toContain(newName);
    const form = (await ctx.app.inject({ url: "/api/maid/registration" })).json();
    expect(form.location).toContainEqual(
      expect.objectContaining({ id: helper.districtId, name: newName }),
    );
    const details = await postJson(ctx.app, "/api/user/maid-details", { maid_id: helper.publicId });
    expect(details.json().location).toContain(newName);

    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entity, "districts"),
          eq(adminAuditLog.entityId, String(helper.districtId)),
        ),
      );
    expect(audit).toMatchObject({ action: "update", after: { name: newName } });
    expect((audit!.before as { name: string }).name).not.toBe(newName);
  });

  it("adds entries, refuses a duplicate name with a field message, removes an unused one", async () => {
    const name = uniqueName("Tulu");
    const added = await asAdmin("POST", adminCataloguePaths.referenceListOf("languages"), { name });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json() as { id: number };
    expect((await list("languages")).items).toContainEqual(
      expect.objectContaining({ id, name, in_use: 0 }),
    );

    const again = await asAdmin("POST", adminCataloguePaths.referenceListOf("languages"), { name });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ name: adminMessages.referenceNameTaken });
    const empty = await asAdmin("POST", adminCataloguePaths.referenceListOf("languages"), {
      name: "  ",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ name: "Name is required." });

    const removed = await asAdmin("DELETE", adminCataloguePaths.referenceItemOf("languages", id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list("languages")).items.map((item) => item.id)).not.toContain(id);
  });

  it("adds one entry when two admins add the same name at the same moment", async () => {
    const name = uniqueName("Konkani");
    const answers = await Promise.all(
      [1, 2].map(() => asAdmin("POST", adminCataloguePaths.referenceListOf("languages"), { name })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().fields).toEqual({ name: adminMessages.referenceNameTaken });
    expect((await list("languages")).items.filter((item) => item.name === name)).toHaveLength(1);
  });

  it("refuses removing an entry in use with a 409 that says so, and keeps it", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage }, { status: "approved" });
    const helpersWithCaste = await ctx.db
      .select({ id: helpers.id })
      .from(helpers)
      .where(eq(helpers.casteId, helper.casteId));
    expect(helpersWithCaste.length).toBeGreaterThan(0);
    const answer = await asAdmin(
      "DELETE",
      adminCataloguePaths.referenceItemOf("castes", helper.casteId),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: adminMessages.referenceInUse(helpersWithCaste.length),
      code: "CONFLICT",
    });
    const [kept] = await ctx.db.select().from(castes).where(eq(castes.id, helper.casteId));
    expect(kept).toBeDefined();

    // A district is in use by its constituencies even when no helper lives there.
    const [district] = await ctx.db
      .insert(districts)
      .values({ name: uniqueName("Empty district") })
      .returning();
    await ctx.db
      .insert(constituencies)
      .values({ districtId: district!.id, number: 30_000 + unique, name: uniqueName("Seat") });
    const withSeat = await asAdmin(
      "DELETE",
      adminCataloguePaths.referenceItemOf("districts", district!.id),
    );
    expect(withSeat.statusCode).toBe(409);
    expect(withSeat.json().error).toBe(adminMessages.referenceInUse(1));
  });

  it("adds a constituency only with its district and a free number", async () => {
    const [first] = (await list("constituencies")).items;
    const missing = await asAdmin("POST", adminCataloguePaths.referenceListOf("constituencies"), {
      name: uniqueName("Seat"),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      district_id: adminMessages.constituencyNeedsDistrict,
      number: adminMessages.constituencyNeedsDistrict,
    });
    const taken = await asAdmin("POST", adminCataloguePaths.referenceListOf("constituencies"), {
      name: uniqueName("Seat"),
      district_id: first!.district_id,
      number: first!.number,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ number: adminMessages.referenceNumberTaken });
    const name = uniqueName("Seat");
    const added = await asAdmin("POST", adminCataloguePaths.referenceListOf("constituencies"), {
      name,
      district_id: first!.district_id,
      number: 31_000 + unique,
    });
    expect(added.statusCode, added.body).toBe(200);
    const subLocations = await postJson(ctx.app, "/api/user/sub-location", {
      location_id: first!.district_id,
    });
    expect(JSON.stringify(subLocations.json())).toContain(name);
  });

  it("answers 404 for an unknown entry and 400 for an unknown list", async () => {
    const unknown = await asAdmin("PUT", adminCataloguePaths.referenceItemOf("shifts", 999_999), {
      name: uniqueName("Shift"),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminMessages.referenceNotFound);
    const badList = await asAdmin("GET", "/api/admin/reference/planets");
    expect(badList.statusCode).toBe(400);
  });
});

describe("Malayalam names of the reference lists", () => {
  const registrationShifts = async (): Promise<Option[]> =>
    (await ctx.app.inject({ url: "/api/maid/registration" })).json().shift;

  const shiftOfHelper = async (publicId: string, headers: Record<string, string> = {}) =>
    (await maidDetails(ctx.app, publicId, headers)).maid.shift;

  const auditsOf = (entity: string, id: number) =>
    ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(id))))
      .orderBy(adminAuditLog.id);

  it("adds and renames a shift with its Malayalam name, which the site answers at once", async () => {
    const name = uniqueName("Weekend");
    const added = await asAdmin("POST", adminCataloguePaths.referenceListOf("shifts"), {
      name,
      name_ml: " വാരാന്ത്യം ",
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json() as { id: number };
    expect((await list("shifts")).items).toContainEqual(
      expect.objectContaining({ id, name, name_ml: "വാരാന്ത്യം" }),
    );
    expect(await registrationShifts()).toContainEqual({ id, name, name_ml: "വാരാന്ത്യം" });
    const helper = await createHelper(
      { db: ctx.db, storage: ctx.storage },
      { status: "approved", shiftId: id },
    );
    expect(await shiftOfHelper(helper.publicId, MALAYALAM)).toBe("വാരാന്ത്യം");
    expect(await shiftOfHelper(helper.publicId)).toBe(name);

    const renamed = uniqueName("Weekends");
    const saved = await asAdmin("PUT", adminCataloguePaths.referenceItemOf("shifts", id), {
      name: renamed,
      name_ml: "ശനിയും ഞായറും",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list("shifts")).items).toContainEqual(
      expect.objectContaining({ id, name: renamed, name_ml: "ശനിയും ഞായറും", in_use: 1 }),
    );
    expect(await registrationShifts()).toContainEqual({
      id,
      name: renamed,
      name_ml: "ശനിയും ഞായറും",
    });
    expect(await shiftOfHelper(helper.publicId, MALAYALAM)).toBe("ശനിയും ഞായറും");

    const audits = await auditsOf("shifts", id);
    expect(audits.map((audit) => audit.action)).toEqual(["create", "update"]);
    expect(audits[0]!.after).toMatchObject({ name, name_ml: "വാരാന്ത്യം" });
    expect(audits[1]).toMatchObject({
      before: { name, nameMl: "വാരാന്ത്യം" },
      after: { name: renamed, nameMl: "ശനിയും ഞായറും" },
    });
  });

  it("keeps a Malayalam name on every list, constituencies with their district", async () => {
    const [seat] = (await list("constituencies")).items;
    const added = new Map<ReferenceListName, Option>();
    for (const listName of referenceListNames) {
      const name = uniqueName("Entry");
      const name_ml = `പേര് ${unique}`;
      const constituency = { district_id: seat!.district_id, number: 32_000 + unique };
      const answer = await asAdmin("POST", adminCataloguePaths.referenceListOf(listName), {
        name,
        name_ml,
        ...(listName === "constituencies" ? constituency : {}),
      });
      expect(answer.statusCode, `${listName}: ${answer.body}`).toBe(200);
      const entry = { id: (answer.json() as { id: number }).id, name, name_ml };
      expect((await list(listName)).items, listName).toContainEqual(expect.objectContaining(entry));
      added.set(listName, entry);
    }
    const seats = await postJson(
      ctx.app,
      "/api/user/sub-location",
      { location_id: seat!.district_id },
      MALAYALAM,
    );
    expect(seats.json()).toContainEqual(added.get("constituencies"));
  });

  it("refuses a Malayalam name in Latin letters with its field message, and changes nothing", async () => {
    const name = uniqueName("Tulu");
    const refusedAdd = await asAdmin("POST", adminCataloguePaths.referenceListOf("languages"), {
      name,
      name_ml: "Tulu",
    });
    expect(refusedAdd.statusCode).toBe(400);
    expect(refusedAdd.json().fields).toEqual({ name_ml: adminMessages.malayalamNameScript });
    expect((await list("languages")).items.map((item) => item.name)).not.toContain(name);

    const added = await asAdmin("POST", adminCataloguePaths.referenceListOf("languages"), {
      name,
      name_ml: "തുളു",
    });
    const { id } = added.json() as { id: number };
    const refusedRename = await asAdmin(
      "PUT",
      adminCataloguePaths.referenceItemOf("languages", id),
      { name: uniqueName("Tulu"), name_ml: "Thulu" },
    );
    expect(refusedRename.statusCode).toBe(400);
    expect(refusedRename.json().fields).toEqual({ name_ml: adminMessages.malayalamNameScript });
    const [kept] = await ctx.db.select().from(languages).where(eq(languages.id, id));
    expect(kept).toMatchObject({ name, nameMl: "തുളു" });
    expect((await auditsOf("languages", id)).map((audit) => audit.action)).toEqual(["create"]);
  });

  it("stores an empty Malayalam name as none, which the site answers as null", async () => {
    const name = uniqueName("Evening");
    const added = await asAdmin("POST", adminCataloguePaths.referenceListOf("shifts"), {
      name,
      name_ml: "",
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json() as { id: number };
    expect(await registrationShifts()).toContainEqual({ id, name, name_ml: null });

    await asAdmin("PUT", adminCataloguePaths.referenceItemOf("shifts", id), {
      name,
      name_ml: "വൈകുന്നേരം",
    });
    const cleared = await asAdmin("PUT", adminCataloguePaths.referenceItemOf("shifts", id), {
      name,
      name_ml: "  ",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [row] = await ctx.db.select().from(shifts).where(eq(shifts.id, id));
    expect(row?.nameMl).toBeNull();
    expect((await list("shifts")).items).toContainEqual(
      expect.objectContaining({ id, name, name_ml: null }),
    );
    // Without a Malayalam name the Malayalam pages show the English one.
    const helper = await createHelper(
      { db: ctx.db, storage: ctx.storage },
      { status: "approved", shiftId: id },
    );
    expect(await shiftOfHelper(helper.publicId, MALAYALAM)).toBe(name);
  });
});
