import {
  ADMIN_IMAGE_FIELD,
  type AdminBanner,
  type AdminBannerForm,
  type AdminCategory,
  type AdminImage,
  adminCataloguePaths,
  adminMessages,
  contentPaths,
  type Homepage,
  type Option,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { multipartBody, pngWithGps } from "../../../../test/helpers/accounts.ts";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { MALAYALAM, maidDetails } from "../../../../test/helpers/maid-details.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, categories } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
}

async function upload(data: Buffer, type = "image/png"): Promise<AdminImage> {
  const body = multipartBody({}, { name: ADMIN_IMAGE_FIELD, data, type });
  const answer = await ctx.app.inject({
    method: "POST",
    url: adminCataloguePaths.images,
    payload: body.payload,
    headers: { ...body.headers, ...(await admin()).headers },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const home = async () => (await ctx.app.inject({ url: contentPaths.homepage })).json() as Homepage;

const auditOf = (entity: string, id: number) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, entity), eq(adminAuditLog.entityId, String(id))));

describe("picture upload", () => {
  it("stores a WebP without the camera's metadata and answers its key", async () => {
    const image = await upload(await pngWithGps());
    expect(image.url).toBe(`/media/${image.key}/full.webp`);
    const served = await ctx.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a file that is not a picture, and a form without one, with a field message", async () => {
    const notImage = multipartBody(
      {},
      { name: ADMIN_IMAGE_FIELD, data: Buffer.from("just text, not a picture"), type: "image/png" },
    );
    const refused = await ctx.app.inject({
      method: "POST",
      url: adminCataloguePaths.images,
      payload: notImage.payload,
      headers: { ...notImage.headers, ...(await admin()).headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ image: adminMessages.imageUnsupported });
    const empty = multipartBody({ note: "no file" });
    const missing = await ctx.app.inject({
      method: "POST",
      url: adminCataloguePaths.images,
      payload: empty.payload,
      headers: { ...empty.headers, ...(await admin()).headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ image: adminMessages.imageRequired });
  });
});

describe("categories", () => {
  it("adds and edits a category, which the home page shows at once, audited", async () => {
    const card = await upload(await pngWithGps());
    const banner = await upload(await pngWithGps());
    const created = await asAdmin("POST", adminCataloguePaths.categories, {
      name: "Gardener",
      color: "#2A7F3E",
      image: card.key,
      banner_image: banner.key,
      position: 50,
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json() as AdminCategory;
    const placeBefore = (await home()).category.findIndex((c) => c.id === category.id);
    expect((await home()).category).toContainEqual({
      id: category.id,
      name: "Gardener",
      color: "#2A7F3E",
      image: card.url,
    });

    const newCard = await upload(await pngWithGps());
    const edited = await asAdmin("PUT", adminCataloguePaths.categoryOf(category.id), {
      name: "Gardener and Yard",
      color: "#114488",
      image: newCard.key,
      banner_image: banner.key,
      position: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = (await home()).category;
    expect(shown).toContainEqual({
      id: category.id,
      name: "Gardener and Yard",
      color: "#114488",
      image: newCard.url,
    });
    // Order 50 put it after every seeded category; order 0 brings it forward.
    expect(shown.findIndex((c) => c.id === category.id)).toBeLessThan(placeBefore);
    const audit = await auditOf("category", category.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update"]);
    expect(audit[1]).toMatchObject({
      before: { name: "Gardener", color: "#2A7F3E" },
      after: { name: "Gardener and Yard", color: "#114488" },
    });
  });

  it("answers 400 with field messages: colour, missing pictures, a name already used", async () => {
    const listed = (await asAdmin("GET", adminCataloguePaths.categories)).json()
      .items as AdminCategory[];
    const first = listed[0]!;
    const bad = await asAdmin("POST", adminCataloguePaths.categories, {
      name: "",
      color: "green",
      image: "nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: "Name is required.",
      color: adminMessages.colorInvalid,
      image: "Card picture is required.",
      banner_image: "Banner picture is required.",
    });
    const unknownPicture = await asAdmin("POST", adminCataloguePaths.categories, {
      name: "Driver",
      color: "#000000",
      image: "A".repeat(20),
      banner_image: first.banner_image,
    });
    expect(unknownPicture.statusCode).toBe(400);
    expect(unknownPicture.json().fields).toEqual({ image: adminMessages.imageMissing });
    const taken = await asAdmin("POST", adminCataloguePaths.categories, {
      name: first.name,
      color: "#000000",
      image: first.image,
      banner_image: first.banner_image,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ name: adminMessages.categoryNameTaken });
    const unknown = await asAdmin("PUT", adminCataloguePaths.categoryOf(999_999), {
      name: "Nobody",
      color: "#000000",
      image: first.image,
      banner_image: first.banner_image,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a category's Malayalam name", () => {
  async function categoryForm(name: string, name_ml: string) {
    const card = await upload(await pngWithGps());
    return { name, name_ml, color: "#7A3E2A", image: card.key, banner_image: card.key };
  }

  const adminCategory = async (id: number) =>
    ((await asAdmin("GET", adminCataloguePaths.categories)).json().items as AdminCategory[]).find(
      (category) => category.id === id,
    );

  const registrationCategories = async (): Promise<Option[]> =>
    (await ctx.app.inject({ url: "/api/maid/registration" })).json().categories;

  const categoriesOfHelper = async (publicId: string) =>
    (await maidDetails(ctx.app, publicId, MALAYALAM)).maid.category;

  it("is added and changed by the admin, and the site answers it at once", async () => {
    const created = await asAdmin(
      "POST",
      adminCataloguePaths.categories,
      await categoryForm("Driver", " ഡ്രൈവർ "),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as AdminCategory;
    expect(created.json()).toMatchObject({ name: "Driver", name_ml: "ഡ്രൈവർ" });
    expect(await adminCategory(id)).toMatchObject({ name: "Driver", name_ml: "ഡ്രൈവർ" });
    expect(await registrationCategories()).toContainEqual({
      id,
      name: "Driver",
      name_ml: "ഡ്രൈവർ",
    });
    const helper = await createHelper(
      { db: ctx.db, storage: ctx.storage },
      { status: "approved", categoryIds: [id] },
    );
    expect(await categoriesOfHelper(helper.publicId)).toEqual([
      { name: "ഡ്രൈവർ", color: "#7A3E2A" },
    ]);

    const edited = await asAdmin(
      "PUT",
      adminCataloguePaths.categoryOf(id),
      await categoryForm("Car Driver", "കാർ ഡ്രൈവർ"),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await adminCategory(id)).toMatchObject({ name: "Car Driver", name_ml: "കാർ ഡ്രൈവർ" });
    expect(await categoriesOfHelper(helper.publicId)).toEqual([
      { name: "കാർ ഡ്രൈവർ", color: "#7A3E2A" },
    ]);
    const audit = await auditOf("category", id);
    expect(audit[1]).toMatchObject({
      before: { name: "Driver", nameMl: "ഡ്രൈവർ" },
      after: { name: "Car Driver", nameMl: "കാർ ഡ്രൈവർ" },
    });

    // Empty is none: the Malayalam pages show the English name.
    const cleared = await asAdmin(
      "PUT",
      adminCataloguePaths.categoryOf(id),
      await categoryForm("Car Driver", ""),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await adminCategory(id)).toMatchObject({ name_ml: null });
    expect(await registrationCategories()).toContainEqual({
      id,
      name: "Car Driver",
      name_ml: null,
    });
    expect(await categoriesOfHelper(helper.publicId)).toEqual([
      { name: "Car Driver", color: "#7A3E2A" },
    ]);
  });

  it("in Latin letters is a 400 with its field message, and changes nothing", async () => {
    const refusedAdd = await asAdmin(
      "POST",
      adminCataloguePaths.categories,
      await categoryForm("Tailor", "Tailor"),
    );
    expect(refusedAdd.statusCode).toBe(400);
    expect(refusedAdd.json().fields).toEqual({ name_ml: adminMessages.malayalamNameScript });
    const named = await ctx.db.select().from(categories).where(eq(categories.name, "Tailor"));
    expect(named).toEqual([]);

    const created = await asAdmin(
      "POST",
      adminCataloguePaths.categories,
      await categoryForm("Tailor", "തയ്യൽക്കാരി"),
    );
    const before = created.json() as AdminCategory;
    const refusedEdit = await asAdmin(
      "PUT",
      adminCataloguePaths.categoryOf(before.id),
      await categoryForm("Seamstress", "Thayyal"),
    );
    expect(refusedEdit.statusCode).toBe(400);
    expect(refusedEdit.json().fields).toEqual({ name_ml: adminMessages.malayalamNameScript });
    expect(await adminCategory(before.id)).toEqual(before);
    expect((await auditOf("category", before.id)).map((row) => row.action)).toEqual(["create"]);
  });
});

describe("banners", () => {
  async function newBanner(form: Partial<AdminBannerForm> = {}): Promise<AdminBanner> {
    const desktop = await upload(await pngWithGps());
    const mobile = await upload(await pngWithGps());
    const answer = await asAdmin("POST", adminCataloguePaths.banners, {
      kind: "main",
      desktop_image: desktop.key,
      mobile_image: mobile.key,
      url: "/subscriptions",
      title: "Trusted help at home",
      position: 0,
      active: true,
      ...form,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  it("adds a main banner with its pictures and link, shown on the home page", async () => {
    const banner = await newBanner();
    expect((await home()).main_banner).toContainEqual(
      expect.objectContaining({
        id: banner.id,
        desktop_image: banner.desktop_url,
        mobile_image: banner.mobile_url,
        url: "/subscriptions",
        title: "Trusted help at home",
      }),
    );
    expect(await auditOf("banner", banner.id)).toHaveLength(1);
  });

  it("takes an inactive banner off the home page, and a home banner keeps one picture", async () => {
    const banner = await newBanner({ kind: "home", url: "https://example.org/offer" });
    expect(banner.mobile_image).toBeNull();
    expect((await home()).home_banner).toContainEqual(
      expect.objectContaining({ image: banner.desktop_url, link: "https://example.org/offer" }),
    );
    const { id: _id, desktop_url: _d, mobile_url: _m, ...form } = banner;
    const hidden = await asAdmin("PUT", adminCataloguePaths.bannerOf(banner.id), {
      ...form,
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await home()).home_banner.map((b) => b.image)).not.toContain(banner.desktop_url);
    const [, update] = await auditOf("banner", banner.id);
    expect(update).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it("answers 400 for a link that is neither a path nor https, and 404 for an unknown banner", async () => {
    const banner = await newBanner();
    const { id: _id, desktop_url: _d, mobile_url: _m, ...form } = banner;
    const offSite = [
      "javascript:alert(1)",
      "http://example.org",
      "//evil.example",
      // Browsers read a backslash after the slash as a second slash: another site.
      "/\\evil.example/x",
      "https://example.org\\@evil.example",
      "",
    ];
    for (const url of offSite) {
      const answer = await asAdmin("PUT", adminCataloguePaths.bannerOf(banner.id), {
        ...form,
        url,
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().fields).toEqual({ url: adminMessages.bannerLinkInvalid });
    }
    const unknown = await asAdmin("PUT", adminCataloguePaths.bannerOf(999_999), form);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminMessages.bannerNotFound);
  });
});
