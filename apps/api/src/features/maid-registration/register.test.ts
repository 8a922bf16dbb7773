import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  ADDRESS_MAX_LENGTH,
  accountMessages,
  apiMessages,
  birthDatesForAges,
  fieldMessages,
  GENDERS,
  HELPER_ABOUT_MAX_LENGTH,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_IMAGE_MAX_BYTES,
  type MaidRegistrationResponse,
  maidRegistrationPaths,
  registrationMessages,
  withTaxes,
} from "@sahayi/contract";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type FilePart,
  jpegWithGps,
  multipartBody,
  uniqueCaller,
  verifiedToken,
} from "../../../test/helpers/accounts.ts";
import { sandboxPay, verify } from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers, otpCodes, payments, plans } from "../../db/schema.ts";
import { uploadsDir } from "../../lib/storage.ts";

const ctx = useTestApp();

const photoPart = async (data?: Buffer): Promise<FilePart> => ({
  name: "profile_picture",
  data: data ?? (await jpegWithGps()),
  filename: "me.jpg",
  type: "image/jpeg",
});

const galleryPart = (data: Buffer, filename = "work.jpg"): FilePart => ({
  name: "additional_images",
  data,
  filename,
  type: "image/jpeg",
});

/** Another code for a phone that had one: the earlier is made older than the resend wait. */
async function anotherToken(caller: { phone: string; address: string }) {
  await ctx.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(otpCodes.mobileNumber, caller.phone));
  return verifiedToken(ctx.app, caller, "maid_registration");
}

/** Files under the uploads folder, one name per stored image size. */
async function uploadedFiles(): Promise<string[]> {
  const root = uploadsDir(ctx.config.dataDir);
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.endsWith(".webp")).sort();
}

const BORN_35_YEARS_AGO = birthDatesForAges(35, 35).to;

/** A complete, valid form of a new phone, with its own verification token. */
async function validForm(overrides: Record<string, string> = {}) {
  const caller = uniqueCaller();
  const reference = await ctx.app.catalogReference();
  const [districtId, constituency] = [...reference.constituencies].map(
    ([id, c]) => [c.districtId, id] as const,
  )[0]!;
  const [category1, category2] = [...reference.categories.keys()];
  return {
    caller,
    fields: {
      name: "Sreeja K",
      mobile_number: caller.phone,
      whatsapp_number: caller.phone,
      email: "sreeja@example.in",
      shift: String([...reference.shifts.keys()][0]),
      category_ids: JSON.stringify([category1, category2]),
      address: "TC 12/345, Pattom",
      location: String(districtId),
      sub_location: String(constituency),
      pincode: "695004",
      caste: String([...reference.castes.keys()][0]),
      gender: "Female",
      // 35 today: the age sent must be the one the date of birth gives.
      date_of_birth: BORN_35_YEARS_AGO,
      maid_language: String([...reference.languages.keys()][0]),
      maid_accomodation: "Yes",
      age: "35",
      maid_experience: "6",
      verification_token: await verifiedToken(ctx.app, caller, "maid_registration"),
      ...overrides,
    } as Record<string, string>,
  };
}

/** Each from an address of its own: the route's limit of 10 a minute is per address. */
const send = (body: ReturnType<typeof multipartBody>) =>
  ctx.app.inject({
    method: "POST",
    url: `${maidRegistrationPaths.registration}/`,
    remoteAddress: uniqueCaller().address,
    ...body,
  });

async function storedBytes(key: string): Promise<Buffer> {
  const stored = await ctx.storage.get(key, "full");
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function helperOf(phone: string) {
  return ctx.db.select().from(helpers).where(eq(helpers.mobileNumber, phone));
}

describe("POST /api/maid/registration/", () => {
  it("lists the helper awaiting payment with an order for the registration fee; her photo keeps no EXIF or GPS", async () => {
    const { caller, fields } = await validForm();
    const gallery = [galleryPart(await jpegWithGps(200)), galleryPart(await jpegWithGps(240))];
    const answer = await send(multipartBody(fields, [await photoPart(), ...gallery]));
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json() as MaidRegistrationResponse;

    const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
    const taxed = withTaxes(plan!.pricePaise);
    expect(order.razorpay_order_id).toMatch(/^order_/);
    expect(order.amount).toBe(taxed.totalPaise);
    expect(order.total_amount).toBe(taxed.totalPaise / 100);
    expect(order.prefill).toEqual({
      name: "Sreeja K",
      email: "sreeja@example.in",
      contact: caller.phone,
    });
    // What the provider keeps with the order, to find the helper from its dashboard.
    expect(order.notes).toEqual({
      maid_id: order.maid_id,
      plan_id: String(plan!.id),
      address: fields.address,
    });

    const [helper] = await helperOf(caller.phone);
    expect(helper).toMatchObject({
      publicId: order.maid_id,
      status: "awaiting_payment",
      gender: "female",
      experienceYears: 6,
      dateOfBirth: BORN_35_YEARS_AGO,
      about: null,
      categoryIds: JSON.parse(fields.category_ids!),
      accommodation: "Yes",
    });
    expect(helper!.gallery).toHaveLength(2);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.razorpay_order_id));
    expect(payment).toMatchObject({ helperId: helper!.id, userId: null, status: "created" });

    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    for (const key of [helper!.profileImage, ...helper!.gallery]) {
      const stored = await storedBytes(key);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);
    }
  });

  it("moves the helper to review once, after the verified payment; then the phone is taken", async () => {
    const { caller, fields } = await validForm();
    const order = (await send(multipartBody(fields, await photoPart()))).json();
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    expect((await helperOf(caller.phone))[0]!.status).toBe("awaiting_payment");

    const first = await verify(ctx.app, proof);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().purpose).toBe("maid_registration");
    expect((await helperOf(caller.phone))[0]!.status).toBe("pending");
    const [paid] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.razorpay_order_id));

    const again = await verify(ctx.app, proof);
    expect(again.json()).toEqual(first.json());
    const [still] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.razorpay_order_id));
    expect(still!.invoiceNumber).toBe(paid!.invoiceNumber);

    const token = await anotherToken(caller);
    const before = await uploadedFiles();
    const conflict = await send(
      multipartBody({ ...fields, verification_token: token }, await photoPart()),
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      error: registrationMessages.phoneRegistered,
      code: "CONFLICT",
      fields: { mobile_number: registrationMessages.phoneRegistered },
    });
    expect(await uploadedFiles()).toEqual(before);
    expect(await helperOf(caller.phone)).toHaveLength(1);
  });

  it("lets a helper who left the payment come back with the same phone and pay for the same registration", async () => {
    const { caller, fields } = await validForm();
    const first = (await send(multipartBody(fields, await photoPart()))).json();
    const [abandoned] = await helperOf(caller.phone);
    const oldFiles = await uploadedFiles();

    const token = await anotherToken(caller);
    const again = await send(
      multipartBody(
        { ...fields, name: "Sreeja Kumari", verification_token: token },
        await photoPart(),
      ),
    );
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json() as MaidRegistrationResponse;
    expect(second.maid_id).toBe(first.maid_id);
    // The same order: two open orders could both be paid, the second for nothing.
    expect(second.razorpay_order_id).toBe(first.razorpay_order_id);
    const orders = await ctx.db.select().from(payments).where(eq(payments.helperId, abandoned!.id));
    expect(orders.map((order) => order.providerOrderId)).toEqual([first.razorpay_order_id]);
    const rows = await helperOf(caller.phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: abandoned!.id,
      name: "Sreeja Kumari",
      status: "awaiting_payment",
    });
    // The first attempt's photo is gone, the new one is there: as many files as before.
    expect(rows[0]!.profileImage).not.toBe(abandoned!.profileImage);
    expect(await ctx.storage.get(abandoned!.profileImage, "full")).toBeNull();
    expect((await uploadedFiles()).length).toBe(oldFiles.length);

    await verify(ctx.app, await sandboxPay(ctx.app, second.razorpay_order_id));
    expect((await helperOf(caller.phone))[0]!.status).toBe("pending");
  });

  it("gives a helper who comes back after the fee changed a new order at the new fee", async () => {
    const { caller, fields } = await validForm();
    const first = (await send(multipartBody(fields, await photoPart()))).json();
    const [plan] = await ctx.db.select().from(plans).where(eq(plans.kind, "maid_registration"));
    await ctx.db
      .update(plans)
      .set({ pricePaise: plan!.pricePaise + 100 })
      .where(eq(plans.id, plan!.id));
    try {
      const token = await anotherToken(caller);
      const again = await send(
        multipartBody({ ...fields, verification_token: token }, await photoPart()),
      );
      expect(again.statusCode, again.body).toBe(201);
      const second = again.json() as MaidRegistrationResponse;
      expect(second.razorpay_order_id).not.toBe(first.razorpay_order_id);
      expect(second.amount).toBe(withTaxes(plan!.pricePaise + 100).totalPaise);
    } finally {
      await ctx.db
        .update(plans)
        .set({ pricePaise: plan!.pricePaise })
        .where(eq(plans.id, plan!.id));
    }
  });

  it("requires a maid_registration verification token for this very phone, spent once", async () => {
    const { caller, fields } = await validForm();
    const photo = await photoPart();
    const without = await send(multipartBody({ ...fields, verification_token: "" }, photo));
    expect(without.json().fields).toEqual({ verification_token: fieldMessages.verifyPhoneFirst });

    const other = uniqueCaller();
    const foreign = await verifiedToken(ctx.app, other, "maid_registration");
    const signup = await verifiedToken(ctx.app, caller, "signup");
    for (const token of [foreign, signup, "not-a-token"]) {
      const refused = await send(multipartBody({ ...fields, verification_token: token }, photo));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("VERIFICATION_REQUIRED");
    }
    expect(await helperOf(caller.phone)).toEqual([]);

    expect((await send(multipartBody(fields, photo))).statusCode).toBe(201);
    const reused = await send(multipartBody(fields, photo));
    expect(reused.json().code).toBe("VERIFICATION_REQUIRED");
  });

  it("answers every rule of product §5 with the form's message, field by field", async () => {
    const { fields } = await validForm();
    const photo = await photoPart();
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ name: " " }, { name: fieldMessages.nameRequired }],
      [{ mobile_number: "98765" }, { mobile_number: fieldMessages.phone10 }],
      [{ whatsapp_number: "98765x4321" }, { whatsapp_number: fieldMessages.whatsapp10 }],
      [{ email: "sreeja@example" }, { email: fieldMessages.emailAddressInvalid }],
      [{ shift: "" }, { shift: fieldMessages.shiftRequired }],
      [{ category_ids: "[]" }, { category_ids: fieldMessages.categoryRequired }],
      [{ category_ids: "[1," }, { category_ids: registrationMessages.categoriesInvalid }],
      [{ category_ids: "[999999]" }, { category_ids: registrationMessages.categoriesInvalid }],
      [{ caste: "" }, { caste: fieldMessages.casteRequired }],
      [{ maid_language: "" }, { maid_language: fieldMessages.languageRequired }],
      [{ pincode: "69500" }, { pincode: fieldMessages.pincode6 }],
      [{ pincode: "69500a" }, { pincode: fieldMessages.pincode6 }],
      [{ age: "thirty" }, { age: fieldMessages.ageNumber }],
      [{ age: "17" }, { age: fieldMessages.ageMinimum }],
      [{ age: "36" }, { age: registrationMessages.ageDisagrees(35) }],
      [
        { age: "25", date_of_birth: birthDatesForAges(38, 38).from },
        { age: registrationMessages.ageDisagrees(38) },
      ],
      [
        { date_of_birth: birthDatesForAges(17, 17).to },
        { date_of_birth: fieldMessages.ageMinimum },
      ],
      [{ date_of_birth: "1900-01-01" }, { date_of_birth: registrationMessages.ageTooHigh }],
      [
        { about: "x".repeat(HELPER_ABOUT_MAX_LENGTH + 1) },
        { about: accountMessages.textTooLong("About me", HELPER_ABOUT_MAX_LENGTH) },
      ],
      [{ date_of_birth: "" }, { date_of_birth: fieldMessages.dobRequired }],
      [{ date_of_birth: tomorrow }, { date_of_birth: registrationMessages.dobInFuture }],
      [{ gender: "other" }, { gender: fieldMessages.genderRequired }],
      [{ maid_experience: "" }, { maid_experience: fieldMessages.experienceRequired }],
      [{ maid_experience: "1e3" }, { maid_experience: registrationMessages.experienceWholeYears }],
      [{ maid_experience: "2.5" }, { maid_experience: registrationMessages.experienceWholeYears }],
      [{ maid_experience: "-1" }, { maid_experience: registrationMessages.experienceWholeYears }],
      [{ address: "" }, { address: fieldMessages.addressRequired }],
      [{ sub_location: "" }, { sub_location: registrationMessages.constituencyRequired }],
    ];
    for (const [override, expected] of cases) {
      const answer = await send(multipartBody({ ...fields, ...override }, photo));
      expect(answer.statusCode, JSON.stringify(override)).toBe(400);
      expect(answer.json().fields, JSON.stringify(override)).toEqual(expected);
    }
    // A constituency of another district names nothing on this form.
    const reference = await ctx.app.catalogReference();
    const elsewhere = [...reference.constituencies].find(
      ([, c]) => String(c.districtId) !== fields.location,
    )![0];
    const mismatch = await send(
      multipartBody({ ...fields, sub_location: String(elsewhere) }, photo),
    );
    expect(mismatch.json().fields).toEqual({
      sub_location: "Constituency must be an id from the list.",
    });
  });

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

  it("counts the age from the date of birth: the spec's age may be left out; About me is kept", async () => {
    const { caller, fields } = await validForm({ age: "", about: "  Cooks Kerala meals.  " });
    const answer = await send(multipartBody(fields, await photoPart()));
    expect(answer.statusCode, answer.body).toBe(201);
    const [helper] = await helperOf(caller.phone);
    expect(helper).toMatchObject({ dateOfBirth: BORN_35_YEARS_AGO, about: "Cooks Kerala meals." });
    expect(helper).not.toHaveProperty("age");
  });

  it("takes the one list of genders as they are sent, Other among them", async () => {
    for (const gender of GENDERS) {
      const { caller, fields } = await validForm({ gender });
      expect((await send(multipartBody(fields, await photoPart()))).statusCode).toBe(201);
      expect((await helperOf(caller.phone))[0]!.gender).toBe(gender.toLowerCase());
    }
  });

  it("stores a Male helper as male, and cuts a long address to the 256 characters a provider's note keeps", async () => {
    const address = `TC 12/345, Pattom, ${"Thiruvananthapuram ".repeat(40)}`.slice(
      0,
      ADDRESS_MAX_LENGTH,
    );
    const { caller, fields } = await validForm({ gender: "Male", address });
    const answer = await send(multipartBody(fields, await photoPart()));
    expect(answer.statusCode, answer.body).toBe(201);
    expect((answer.json() as MaidRegistrationResponse).notes.address).toBe(address.slice(0, 256));
    expect((await helperOf(caller.phone))[0]).toMatchObject({ gender: "male", address });
  });

  it("answers 503 with the spec's sentence while no registration plan is active, and keeps nothing", async () => {
    const { caller, fields } = await validForm();
    const before = await uploadedFiles();
    await ctx.db.update(plans).set({ active: false }).where(eq(plans.kind, "maid_registration"));
    try {
      const closed = await send(multipartBody(fields, await photoPart()));
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toEqual({
        error: apiMessages.registrationClosed,
        code: "INTERNAL",
      });
    } finally {
      await ctx.db.update(plans).set({ active: true }).where(eq(plans.kind, "maid_registration"));
    }
    expect(await uploadedFiles()).toEqual(before);
    expect(await helperOf(caller.phone)).toEqual([]);
  });

  it("documents the form in the OpenAPI document: multipart, JSON-encoded categories, at most 5 additional images", async () => {
    const { paths } = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    const { get, post } = paths[maidRegistrationPaths.registration];
    expect(get.tags).toEqual(["maid-registration"]);
    expect(post.tags).toEqual(["maid-registration"]);
    const body = post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(post.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(body.properties.category_ids).toMatchObject({
      type: "string",
      description: "JSON-encoded list of category ids, e.g. [1,3]",
    });
    expect(body.properties.additional_images).toMatchObject({
      type: "array",
      maxItems: MAID_ADDITIONAL_IMAGES_MAX,
    });
    expect(body.properties.additional_images.minItems).toBeUndefined();
    expect(body.required).toEqual(expect.arrayContaining(["name", "profile_picture"]));
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
