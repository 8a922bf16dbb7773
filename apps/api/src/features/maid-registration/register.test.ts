import {
  apiMessages,
  fieldMessages,
  MAID_ADDITIONAL_IMAGES_MAX,
  type MaidRegistrationResponse,
  maidRegistrationPaths,
  registrationMessages,
  withTaxes,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  jpegWithGps,
  multipartBody,
  uniqueCaller,
  verifiedToken,
} from "../../../test/helpers/accounts.ts";
import { BORN_35_YEARS_AGO, registrationKit } from "../../../test/helpers/maid-registration.ts";
import { sandboxPay, verify } from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { payments, plans } from "../../db/schema.ts";

const ctx = useTestApp();
const {
  photoPart,
  galleryPart,
  anotherToken,
  uploadedFiles,
  validForm,
  send,
  storedBytes,
  helperOf,
} = registrationKit(ctx);

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
});
