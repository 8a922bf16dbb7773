import { readdir } from "node:fs/promises";
import {
  type AdminHelperEditForm,
  adminHelperEditMessages,
  adminHelperEditPaths,
  adminMessages,
  birthDatesForAges,
  fieldMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  maidSchema,
  mediaUrl,
  mustBeIdFromTheList,
  registrationMessages,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type FilePart, jpegWithGps, multipartBody } from "../../../../test/helpers/accounts.ts";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { postJson, useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, helpers } from "../../../db/schema.ts";
import { uploadsDir } from "../../../lib/storage/storage.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "PUT" | "DELETE", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
}

async function upload(url: string, files: FilePart[]) {
  const body = multipartBody({}, files);
  return ctx.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...(await admin()).headers, ...body.headers },
  });
}

const jpeg = async (name: string): Promise<FilePart> => ({
  name,
  data: await jpegWithGps(),
  filename: "photo.jpg",
  type: "image/jpeg",
});

/** The form as the console loads it, without the images: the body of a save. */
async function formOf(publicId: string) {
  const answer = await asAdmin("GET", adminHelperEditPaths.editOf(publicId));
  expect(answer.statusCode).toBe(200);
  const { profile_picture: _, gallery: __, ...fields } = answer.json() as AdminHelperEditForm;
  return fields;
}

const publicPage = async (publicId: string) =>
  maidSchema.parse(
    (await postJson(ctx.app, "/api/user/maid-details", { maid_id: publicId })).json(),
  );

async function searchCard(publicId: string) {
  const search = await ctx.app.inject({ url: "/api/user/search-maids?page=1" });
  return (search.json().maids as { id: string; name: string }[]).find((m) => m.id === publicId);
}

const rowOf = async (publicId: string) =>
  (await ctx.db.select().from(helpers).where(eq(helpers.publicId, publicId)))[0]!;

const auditOf = (publicId: string) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, "helper"), eq(adminAuditLog.entityId, publicId)))
    .orderBy(adminAuditLog.id);

/** Stored image files (one per size), as in the registration tests. */
async function uploadedFiles(): Promise<string[]> {
  const root = uploadsDir(ctx.config.dataDir);
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.endsWith(".webp")).sort();
}
const filesOf = async (key: string) => (await uploadedFiles()).filter((f) => f.startsWith(key));

/** A district other than `districtId` and one of its constituencies. */
async function otherPlace(districtId: number) {
  const reference = await ctx.app.catalogReference();
  const [constituencyId, constituency] = [...reference.constituencies].find(
    ([, c]) => c.districtId !== districtId,
  )!;
  return { location: constituency.districtId, sub_location: constituencyId };
}

describe("edit a helper's fields", () => {
  it("loads and saves the gender both ways, and the categories in one order", async () => {
    const reference = await ctx.app.catalogReference();
    const categoryIds = [...reference.categories.keys()].slice(0, 3).reverse();
    const helper = await createHelper(factory(), { gender: "female", categoryIds });
    const form = await formOf(helper.publicId);
    expect(form.gender).toBe("Female");
    expect(form.category_ids).toEqual([...categoryIds].sort((a, b) => a - b));
    for (const [gender, stored] of [
      ["Male", "male"],
      ["Other", "other"],
      ["Female", "female"],
    ] as const) {
      const saved = await asAdmin("PUT", adminHelperEditPaths.editOf(helper.publicId), {
        ...(await formOf(helper.publicId)),
        gender,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await rowOf(helper.publicId)).gender).toBe(stored);
      expect((await formOf(helper.publicId)).gender).toBe(gender);
    }
  });

  it("saves several fields; the public page and search card show them at once; audited", async () => {
    const helper = await createHelper(factory(), { about: "Cooks." });
    // The public answers are cached now: the edit must clear them.
    expect((await publicPage(helper.publicId)).name).toBe(helper.name);
    expect((await searchCard(helper.publicId))?.name).toBe(helper.name);
    const before = await formOf(helper.publicId);
    const place = await otherPlace(helper.districtId);
    const edit = {
      ...before,
      ...place,
      name: `${helper.name} Edited`,
      date_of_birth: birthDatesForAges(40, 40).from,
      about: "Cooks and cares for elders.",
    };
    const answer = await asAdmin("PUT", adminHelperEditPaths.editOf(helper.publicId), edit);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject(edit);

    const reference = await ctx.app.catalogReference();
    const page = await publicPage(helper.publicId);
    // The day after her 41st birthday a year ago: 40 today, counted from the date.
    expect(page).toMatchObject({ name: edit.name, age: 40, about: edit.about });
    expect(page.location).toContain(reference.districts.get(place.location));
    expect((await searchCard(helper.publicId))?.name).toBe(edit.name);

    const [entry] = await auditOf(helper.publicId);
    const changed = ["name", "date_of_birth", "about", "location", "sub_location"] as const;
    expect(entry).toMatchObject({ adminUserId: (await admin()).id, action: "edit" });
    expect(entry!.before).toEqual(Object.fromEntries(changed.map((f) => [f, before[f]])));
    expect(entry!.after).toEqual(Object.fromEntries(changed.map((f) => [f, edit[f]])));
  });

  it("refuses a constituency of another district, and a bad field with the registration form's message; nothing changes", async () => {
    const helper = await createHelper(factory());
    const form = await formOf(helper.publicId);
    const row = await rowOf(helper.publicId);
    const { sub_location } = await otherPlace(helper.districtId);
    const cases = [
      [{ sub_location }, { sub_location: mustBeIdFromTheList("Constituency") }],
      [{ mobile_number: "12345" }, { mobile_number: fieldMessages.phone10 }],
      [
        { pincode: "", name: "" },
        { pincode: fieldMessages.pincodeRequired, name: fieldMessages.nameRequired },
      ],
      [{ category_ids: [] }, { category_ids: fieldMessages.categoryRequired }],
      [{ age: helper.age + 1 }, { age: registrationMessages.ageDisagrees(helper.age) }],
      [
        { date_of_birth: birthDatesForAges(17, 17).to },
        { date_of_birth: fieldMessages.ageMinimum },
      ],
    ] as const;
    for (const [change, fields] of cases) {
      const answer = await asAdmin("PUT", adminHelperEditPaths.editOf(helper.publicId), {
        ...form,
        ...change,
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().fields).toMatchObject(fields);
    }
    expect(await rowOf(helper.publicId)).toEqual(row);
    expect(await auditOf(helper.publicId)).toEqual([]);
  });

  it("refuses another helper's mobile number with 409, and an unknown helper with 404", async () => {
    const [one, other] = [await createHelper(factory()), await createHelper(factory())];
    const row = await rowOf(one.publicId);
    const answer = await asAdmin("PUT", adminHelperEditPaths.editOf(one.publicId), {
      ...(await formOf(one.publicId)),
      mobile_number: other.mobileNumber,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: adminHelperEditMessages.phoneTaken,
      code: "CONFLICT",
      fields: { mobile_number: adminHelperEditMessages.phoneTaken },
    });
    expect(await rowOf(one.publicId)).toEqual(row);

    const unknown = await asAdmin("PUT", adminHelperEditPaths.editOf("NoSuchHelper1"), {
      ...(await formOf(one.publicId)),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminMessages.helperNotFound);
    expect((await asAdmin("GET", adminHelperEditPaths.editOf("NoSuchHelper1"))).statusCode).toBe(
      404,
    );
  });
});

describe("edit a helper's images", () => {
  it("asks for an image when a photo or gallery upload has none", async () => {
    const helper = await createHelper(factory());
    for (const [url, field] of [
      [adminHelperEditPaths.photoOf(helper.publicId), "profile_picture"],
      [adminHelperEditPaths.galleryOf(helper.publicId), "additional_images"],
    ] as const) {
      const answer = await upload(url, []);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ [field]: adminHelperEditMessages.noImage });
    }
    expect(await rowOf(helper.publicId)).toMatchObject({
      profileImage: helper.profileImage,
      gallery: helper.imageKeys,
    });
  });

  it("replaces the photo: the new one is served and public, the old one's files are deleted", async () => {
    const helper = await createHelper(factory());
    const first = await upload(adminHelperEditPaths.photoOf(helper.publicId), [
      await jpeg("profile_picture"),
    ]);
    expect(first.statusCode).toBe(200);
    const firstKey = first.json().key as string;
    expect(await filesOf(firstKey)).not.toEqual([]);

    const second = await upload(adminHelperEditPaths.photoOf(helper.publicId), [
      await jpeg("profile_picture"),
    ]);
    expect(second.statusCode).toBe(200);
    const { key, url } = second.json() as { key: string; url: string };
    expect(url).toBe(mediaUrl(key));
    expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    expect((await publicPage(helper.publicId)).profile_picture).toContain(key);
    expect(await filesOf(firstKey)).toEqual([]);
    const entries = await auditOf(helper.publicId);
    expect(entries.at(-1)).toMatchObject({
      action: "edit_photo",
      before: { profile_picture: firstKey },
      after: { profile_picture: key },
    });
  });

  it("refuses a file that is no image with the registration form's message, leaving no file", async () => {
    const helper = await createHelper(factory());
    const files = await uploadedFiles();
    const answer = await upload(adminHelperEditPaths.photoOf(helper.publicId), [
      { name: "profile_picture", data: Buffer.from("not an image"), type: "image/jpeg" },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ profile_picture: expect.any(String) });
    expect(await uploadedFiles()).toEqual(files);
    expect((await rowOf(helper.publicId)).profileImage).toBe(helper.profileImage);
  });

  it("answers 404 for an unknown helper's photo, and 400 for a malformed id, leaving no file", async () => {
    const files = await uploadedFiles();
    const unknown = await upload(adminHelperEditPaths.photoOf("NoSuchHelper1"), [
      await jpeg("profile_picture"),
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminMessages.helperNotFound);
    const malformed = await upload(adminHelperEditPaths.galleryOf("no"), [
      await jpeg("additional_images"),
    ]);
    expect(malformed.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual(files);
  });

  it("adds gallery images up to the limit, refuses one past it leaving no file, removes one", async () => {
    const helper = await createHelper(factory(), { galleryCount: 0 });
    const images = await Promise.all(
      Array.from({ length: MAID_ADDITIONAL_IMAGES_MAX }, () => jpeg("additional_images")),
    );
    const added = await upload(adminHelperEditPaths.galleryOf(helper.publicId), images);
    expect(added.statusCode).toBe(200);
    const gallery = added.json() as { key: string; url: string }[];
    expect(gallery).toHaveLength(MAID_ADDITIONAL_IMAGES_MAX);
    expect((await publicPage(helper.publicId)).additional_images).toHaveLength(
      MAID_ADDITIONAL_IMAGES_MAX,
    );
    expect((await auditOf(helper.publicId)).at(-1)).toMatchObject({
      action: "edit_gallery",
      before: { gallery: [] },
      after: { gallery: gallery.map((g) => g.key) },
    });

    const files = await uploadedFiles();
    const past = await upload(adminHelperEditPaths.galleryOf(helper.publicId), [
      await jpeg("additional_images"),
    ]);
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ additional_images: fieldMessages.tooManyImages });
    expect(await uploadedFiles()).toEqual(files);

    const [gone, ...kept] = gallery;
    const removed = await asAdmin(
      "DELETE",
      adminHelperEditPaths.galleryImageOf(helper.publicId, gone!.key),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(kept);
    expect(await filesOf(gone!.key)).toEqual([]);
    expect((await publicPage(helper.publicId)).additional_images).toHaveLength(kept.length);
    expect((await auditOf(helper.publicId)).at(-1)).toMatchObject({
      action: "edit_gallery",
      before: { gallery: gallery.map((g) => g.key) },
      after: { gallery: kept.map((g) => g.key) },
    });

    const again = await asAdmin(
      "DELETE",
      adminHelperEditPaths.galleryImageOf(helper.publicId, gone!.key),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(adminHelperEditMessages.galleryImageNotFound);
  });
});
