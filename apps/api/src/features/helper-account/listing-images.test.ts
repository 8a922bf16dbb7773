import { readdir } from "node:fs/promises";
import {
  type AdminListingChanges,
  adminListingChangesPaths,
  fieldMessages,
  helperAccountPaths,
  MAID_ADDITIONAL_IMAGES_MAX,
  type MaidListing,
  maidSchema,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type FilePart, jpegWithGps, multipartBody } from "../../../test/helpers/accounts.ts";
import { adminOf } from "../../../test/helpers/admin.ts";
import { type SignedInHelper, signedInHelper } from "../../../test/helpers/helper-account.ts";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers } from "../../db/schema.ts";
import { uploadsDir } from "../../lib/storage/storage.ts";

const ctx = useTestApp();
const { asAdmin } = adminOf(ctx);

const jpeg = async (name: string): Promise<FilePart> => ({
  name,
  data: await jpegWithGps(),
  filename: "photo.jpg",
  type: "image/jpeg",
});

async function upload(who: SignedInHelper, url: string, files: FilePart[]) {
  const body = multipartBody({}, files);
  return ctx.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}
const photos = async (count: number) =>
  Promise.all(Array.from({ length: count }, () => jpeg("additional_images")));

/** A helper with photos of her own (not the tests' shared pool), signed in. */
const helperWithOwnPhotos = () => signedInHelper(ctx, "approved", "unique");

const publicPage = async (publicId: string) =>
  maidSchema.parse(
    (await postJson(ctx.app, "/api/user/maid-details", { maid_id: publicId })).json(),
  );

const filesOf = async (key: string) => {
  const entries = await readdir(uploadsDir(ctx.config.dataDir), { recursive: true });
  return entries.filter((entry) => entry.startsWith(key) && entry.endsWith(".webp"));
};

const rowOf = async (who: SignedInHelper) =>
  (await ctx.db.select().from(helpers).where(eq(helpers.id, who.helper.id)))[0]!;

async function waitingOf(who: SignedInHelper) {
  const queue = await asAdmin(
    "GET",
    `${adminListingChangesPaths.changes}?helper=${who.helper.publicId}`,
  );
  expect(queue.statusCode, queue.body).toBe(200);
  return queue.json<AdminListingChanges>().changes;
}

const decide = (id: number, outcome: string, reason?: string) =>
  asAdmin("POST", adminListingChangesPaths.decisionOf(id), { outcome, reason });

describe("a helper's new photo waits for the admin", () => {
  it("keeps her public photo until approved; approval swaps it and removes the old files", async () => {
    const who = await helperWithOwnPhotos();
    const oldKey = (await rowOf(who)).profileImage;
    const sent = await upload(who, helperAccountPaths.listingPhoto, [
      await jpeg("profile_picture"),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const listing = sent.json<MaidListing>();
    const newKey = listing.pending_photo!.key;
    expect(listing.profile_picture.key).toBe(oldKey);
    expect(await filesOf(newKey)).not.toEqual([]);
    expect((await publicPage(who.helper.publicId)).profile_picture).toContain(oldKey);

    const [change] = await waitingOf(who);
    expect(change).toMatchObject({
      kind: "photo",
      image: { key: newKey },
      current_photo: { key: oldKey },
      fields: [],
    });
    const approved = await decide(change!.id, "approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await publicPage(who.helper.publicId)).profile_picture).toContain(newKey);
    expect(await filesOf(oldKey)).toEqual([]);
    const after = await ctx.app.inject({ url: helperAccountPaths.listing, headers: who.headers });
    expect(after.json<MaidListing>()).toMatchObject({
      profile_picture: { key: newKey },
      pending_photo: null,
    });
    expect(await waitingOf(who)).toEqual([]);
  });

  it("a rejection removes the new file, keeps her photo, and tells her why", async () => {
    const who = await helperWithOwnPhotos();
    const oldKey = (await rowOf(who)).profileImage;
    const sent = await upload(who, helperAccountPaths.listingPhoto, [
      await jpeg("profile_picture"),
    ]);
    const newKey = sent.json<MaidListing>().pending_photo!.key;
    const [change] = await waitingOf(who);
    expect((await decide(change!.id, "rejected", "Your face is not clear.")).statusCode).toBe(200);
    expect(await filesOf(newKey)).toEqual([]);
    expect((await rowOf(who)).profileImage).toBe(oldKey);
    const after = await ctx.app.inject({ url: helperAccountPaths.listing, headers: who.headers });
    expect(after.json<MaidListing>()).toMatchObject({
      pending_photo: null,
      refused: [{ kind: "photo", reason: "Your face is not clear." }],
    });
  });

  it("a second photo replaces the one waiting, whose file goes; a file that is no image leaves nothing", async () => {
    const who = await helperWithOwnPhotos();
    const first = await upload(who, helperAccountPaths.listingPhoto, [
      await jpeg("profile_picture"),
    ]);
    const firstKey = first.json<MaidListing>().pending_photo!.key;
    const second = await upload(who, helperAccountPaths.listingPhoto, [
      await jpeg("profile_picture"),
    ]);
    expect(second.json<MaidListing>().pending_photo!.key).not.toBe(firstKey);
    expect(await filesOf(firstKey)).toEqual([]);
    expect(await waitingOf(who)).toHaveLength(1);

    const bad = await upload(who, helperAccountPaths.listingPhoto, [
      { name: "profile_picture", data: Buffer.from("not an image"), type: "image/jpeg" },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ profile_picture: expect.any(String) });
    expect(await waitingOf(who)).toHaveLength(1);
  });
});

describe("her gallery", () => {
  it("counts images waiting for review against the limit; removing one frees a place", async () => {
    const who = await helperWithOwnPhotos();
    const gallery = (await rowOf(who)).gallery;
    const room = MAID_ADDITIONAL_IMAGES_MAX - gallery.length;
    expect(room).toBeGreaterThanOrEqual(0);
    if (room > 0) {
      const filled = await upload(who, helperAccountPaths.listingGallery, await photos(room));
      expect(filled.statusCode, filled.body).toBe(200);
      expect(filled.json<MaidListing>().pending_gallery).toHaveLength(room);
    }
    const past = await upload(who, helperAccountPaths.listingGallery, await photos(1));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ additional_images: fieldMessages.tooManyImages });
    expect((await publicPage(who.helper.publicId)).additional_images).toHaveLength(gallery.length);

    // A public image leaves at once, without review.
    const [publicKey] = gallery;
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: helperAccountPaths.listingGalleryImageOf(publicKey!),
      headers: who.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<MaidListing>().gallery.map((g) => g.key)).not.toContain(publicKey);
    expect((await publicPage(who.helper.publicId)).additional_images).toHaveLength(
      gallery.length - 1,
    );
    expect(await filesOf(publicKey!)).toEqual([]);

    const more = await upload(who, helperAccountPaths.listingGallery, await photos(1));
    expect(more.statusCode).toBe(200);
    const waiting = await waitingOf(who);
    expect(waiting).toHaveLength(room + 1);
    const approved = await decide(waiting[0]!.id, "approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await rowOf(who)).gallery.at(-1)).toBe(waiting[0]!.image!.key);
  });

  it("withdraws an image waiting for review; another helper's key is not hers to remove", async () => {
    const who = await helperWithOwnPhotos();
    const other = await helperWithOwnPhotos();
    await ctx.db.update(helpers).set({ gallery: [] }).where(eq(helpers.id, who.helper.id));
    const sent = await upload(who, helperAccountPaths.listingGallery, await photos(1));
    const [key] = sent.json<MaidListing>().pending_gallery.map((g) => g.key);
    const theirs = (await rowOf(other)).gallery[0]!;
    const refused = await ctx.app.inject({
      method: "DELETE",
      url: helperAccountPaths.listingGalleryImageOf(theirs),
      headers: who.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect((await rowOf(other)).gallery).toContain(theirs);

    const withdrawn = await ctx.app.inject({
      method: "DELETE",
      url: helperAccountPaths.listingGalleryImageOf(key!),
      headers: who.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<MaidListing>().pending_gallery).toEqual([]);
    expect(await filesOf(key!)).toEqual([]);
    expect(await waitingOf(who)).toEqual([]);
  });
});
