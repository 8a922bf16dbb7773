import { randomBytes } from "node:crypto";
import {
  accountsPaths,
  fieldMessages,
  mediaUrl,
  mustBeIdFromTheList,
  PROFILE_PHOTO_FIELD,
  PROFILE_PHOTO_MAX_BYTES,
  toastMessages,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type FilePart,
  jpegWithGps,
  multipartBody,
  pngWithGps,
  signUpForm,
} from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { users } from "../../db/schema.ts";

const ctx = useTestApp();

const form = (overrides: Record<string, string> = {}) => signUpForm(ctx.app, overrides);

const send = (fields: Record<string, string>, photo?: FilePart) =>
  ctx.app.inject({ method: "POST", url: accountsPaths.signUp, ...multipartBody(fields, photo) });

const photoOf = (data: Buffer, type: string): FilePart => ({
  name: PROFILE_PHOTO_FIELD,
  data,
  type,
  filename: `photo.${type.split("/")[1]}`,
});

const accountOf = (phone: string) =>
  ctx.db.select().from(users).where(eq(users.mobileNumber, phone));

describe("sign-up's form checks", () => {
  it("answers every field's first problem at once, the missing photo's too, and creates nothing", async () => {
    const { caller, fields } = await form({ name: "", password: "" });
    const answer = await send(fields);
    expect(answer.statusCode).toBe(400);
    // An empty password is both missing and too short: the form shows the first.
    expect(answer.json().fields).toEqual({
      name: fieldMessages.nameRequired,
      password: fieldMessages.passwordRequired,
      [PROFILE_PHOTO_FIELD]: fieldMessages.photoRequired,
    });
    expect(await accountOf(caller.phone)).toEqual([]);
  });

  it("refuses a district that is not in the list, then takes the same verification with a listed one", async () => {
    const districts = [...(await ctx.app.catalogReference()).districts.keys()];
    const unlisted = Math.max(...districts) + 1;
    const { caller, fields } = await form({ location: String(unlisted) });
    const photo = photoOf(await pngWithGps(), "image/png");
    const refused = await send(fields, photo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ location: mustBeIdFromTheList("District") });
    expect(await accountOf(caller.phone)).toEqual([]);

    const taken = await send({ ...fields, location: String(districts[0]) }, photo);
    expect(taken.statusCode).toBe(201);
    expect(await accountOf(caller.phone)).toMatchObject([{ districtId: districts[0] }]);
  });

  it("takes a JPEG and a GIF photo as well as a PNG, and refuses a WebP", async () => {
    const gif = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#48c" },
    })
      .gif()
      .toBuffer();
    const webp = await sharp(await pngWithGps())
      .webp()
      .toBuffer();
    for (const photo of [photoOf(await jpegWithGps(), "image/jpeg"), photoOf(gif, "image/gif")]) {
      const { caller, fields } = await form();
      const answer = await send(fields, photo);
      expect(answer.statusCode, photo.type).toBe(201);
      expect(answer.json()).toEqual({ message: toastMessages.registrationSuccess });
      expect((await accountOf(caller.phone))[0]?.profileImage).toEqual(expect.any(String));
    }
    const { caller, fields } = await form();
    const refused = await send(fields, photoOf(webp, "image/webp"));
    expect(refused.json().fields).toEqual({
      [PROFILE_PHOTO_FIELD]: fieldMessages.photoUnsupported,
    });
    expect(await accountOf(caller.phone)).toEqual([]);
  });

  it("takes a photo just under its limit: the room left for the rest of the form is not taken from the photo", async () => {
    // An uncompressed PNG of noise: its size is its pixels', so it can be made to measure.
    const side = Math.floor(Math.sqrt((PROFILE_PHOTO_MAX_BYTES - 32 * 1024) / 3));
    const photo = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeLessThanOrEqual(PROFILE_PHOTO_MAX_BYTES);
    expect(photo.length).toBeGreaterThan(PROFILE_PHOTO_MAX_BYTES - 64 * 1024);
    const { caller, fields } = await form();
    const answer = await send(fields, photoOf(photo, "image/png"));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await accountOf(caller.phone)).toHaveLength(1);
  });

  it("answers the new account's photo at login, and no photo for an account without one", async () => {
    const { caller, fields } = await form();
    expect((await send(fields, photoOf(await pngWithGps(), "image/png"))).statusCode).toBe(201);
    const [account] = await accountOf(caller.phone);
    const login = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: caller.phone, password: fields.password },
      remoteAddress: caller.address,
    });
    expect(login.json().user_data).toMatchObject({
      mobile_number: caller.phone,
      profile_picture: mediaUrl(account!.profileImage!),
    });
    await ctx.db.update(users).set({ profileImage: null }).where(eq(users.id, account!.id));
    const again = await ctx.app.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: caller.phone, password: fields.password },
      remoteAddress: caller.address,
    });
    expect(again.json().user_data.profile_picture).toBeNull();
  }, 30_000);
});
