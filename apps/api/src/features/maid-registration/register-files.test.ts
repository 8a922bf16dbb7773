import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  fieldMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_IMAGE_MAX_BYTES,
  maidRegistrationPaths,
  registrationMessages,
} from "@sahayi/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jpegWithGps, multipartBody } from "../../../test/helpers/accounts.ts";
import { registrationKit } from "../../../test/helpers/maid-registration.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers } from "../../db/schema.ts";
import { uploadsDir } from "../../lib/storage/storage.ts";

const ctx = useTestApp();
const { photoPart, galleryPart, uploadedFiles, validForm, send, helperOf } = registrationKit(ctx);

describe("POST /api/maid/registration/", () => {
  it("checks files by their bytes: a text file named .png, a missing photo", async () => {
    const { fields } = await validForm();
    const before = await uploadedFiles();
    const text = await send(
      multipartBody(fields, {
        name: "profile_picture",
        data: Buffer.from("just some text pretending to be a picture"),
        filename: "photo.png",
        type: "image/png",
      }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ profile_picture: registrationMessages.imageUnsupported });
    const missing = await send(multipartBody(fields));
    expect(missing.json().fields).toEqual({ profile_picture: fieldMessages.photoRequired });
    const badGallery = await send(
      multipartBody(fields, [
        await photoPart(),
        galleryPart(Buffer.from("%PDF-1.7 not an image"), "cv.pdf"),
      ]),
    );
    expect(badGallery.json().fields).toEqual({
      additional_images: registrationMessages.imageUnsupported,
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it("takes an image of 2,000,000 bytes and refuses one of 2,000,001", async () => {
    const jpeg = await jpegWithGps();
    // Bytes after a JPEG's end marker are ignored by decoders: the same picture, any size.
    const ofSize = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length, 0)]);
    const { fields } = await validForm();
    const before = await uploadedFiles();
    const tooLarge = await send(
      multipartBody(fields, await photoPart(ofSize(MAID_IMAGE_MAX_BYTES + 1))),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().fields).toEqual({ profile_picture: fieldMessages.fileTooLarge });
    const galleryTooLarge = await send(
      multipartBody(fields, [await photoPart(), galleryPart(ofSize(MAID_IMAGE_MAX_BYTES + 1))]),
    );
    expect(galleryTooLarge.json().fields).toEqual({
      additional_images: fieldMessages.fileTooLarge,
    });
    expect(await uploadedFiles()).toEqual(before);

    const largest = await send(
      multipartBody(fields, await photoPart(ofSize(MAID_IMAGE_MAX_BYTES))),
    );
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it("refuses six additional images, and seven files, with the form's message and no files left", async () => {
    const { caller, fields } = await validForm();
    const small = await jpegWithGps(64);
    const before = await uploadedFiles();
    const six = Array.from({ length: 6 }, () => galleryPart(small));
    for (const parts of [six, [await photoPart(), ...six]]) {
      const answer = await send(multipartBody(fields, parts));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ additional_images: fieldMessages.tooManyImages });
    }
    expect(await uploadedFiles()).toEqual(before);
    expect(await helperOf(caller.phone)).toEqual([]);

    const five = await send(multipartBody(fields, [await photoPart(), ...six.slice(1)]));
    expect(five.statusCode, five.body).toBe(201);
    expect((await helperOf(caller.phone))[0]!.gallery).toHaveLength(MAID_ADDITIONAL_IMAGES_MAX);
  });

  it("refuses a 50 MB body before reading it", async () => {
    const { fields } = await validForm();
    const body = multipartBody(fields, await photoPart());
    const announced = await ctx.app.inject({
      method: "POST",
      url: maidRegistrationPaths.registration,
      headers: { ...body.headers, "content-length": String(50 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toEqual({
      error: fieldMessages.fileTooLarge,
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("answers hostile multipart with 400s and stores nothing it was not asked to", async () => {
    const { caller, fields } = await validForm();
    const before = await uploadedFiles();
    const huge = await send(
      multipartBody({ ...fields, name: "A".repeat(100_000) }, await photoPart()),
    );
    expect(huge.statusCode).toBe(400);
    const unknownHuge = await send(
      multipartBody({ ...fields, x: "B".repeat(10_000) }, await photoPart()),
    );
    expect(unknownHuge.statusCode).toBe(400);
    const notMultipart = await ctx.app.inject({
      method: "POST",
      url: maidRegistrationPaths.registration,
      payload: fields,
    });
    expect(notMultipart.statusCode).toBe(415);
    const cut = multipartBody(fields, await photoPart());
    const truncated = await ctx.app.inject({
      method: "POST",
      url: maidRegistrationPaths.registration,
      headers: cut.headers,
      payload: cut.payload.subarray(0, cut.payload.length - 2000),
    });
    expect(truncated.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual(before);

    // A file named to climb out of the uploads folder is stored under a key of ours.
    const target = `climbed-${randomUUID()}`;
    const climbing = await send(
      multipartBody(fields, { ...(await photoPart()), filename: `../../${target}` }),
    );
    expect(climbing.statusCode, climbing.body).toBe(201);
    const [helper] = await helperOf(caller.phone);
    const added = (await uploadedFiles()).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual([
      `${helper!.profileImage}/card.webp`,
      `${helper!.profileImage}/full.webp`,
    ]);
    // Nothing landed where the name pointed, two folders above the uploads.
    expect(existsSync(path.resolve(uploadsDir(ctx.config.dataDir), "../..", target))).toBe(false);
  });

  it("leaves no files behind when the helper cannot be written after her images were stored", async () => {
    const { caller, fields } = await validForm();
    const before = await uploadedFiles();
    await ctx.db.execute(
      sql.raw(`create or replace function refuse_test_helper() returns trigger language plpgsql as $$
      begin if new.mobile_number = '${caller.phone}' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        "create trigger refuse_test_helper before insert on helpers for each row execute function refuse_test_helper()",
      ),
    );
    try {
      const answer = await send(
        multipartBody(fields, [await photoPart(), galleryPart(await jpegWithGps(128))]),
      );
      expect(answer.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw("drop trigger refuse_test_helper on helpers"));
    }
    expect(await uploadedFiles()).toEqual(before);
    expect(await helperOf(caller.phone)).toEqual([]);
    // The token was not spent: the rolled-back transaction spent it.
    const retried = await send(multipartBody(fields, await photoPart()));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(
      await ctx.db
        .select()
        .from(helpers)
        .where(and(eq(helpers.mobileNumber, caller.phone), eq(helpers.status, "awaiting_payment"))),
    ).toHaveLength(1);
  });
});
