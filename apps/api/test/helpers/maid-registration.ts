import { readdir } from "node:fs/promises";
import { birthDatesForAges, maidRegistrationPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { helpers, otpCodes } from "../../src/db/schema.ts";
import { uploadsDir } from "../../src/lib/storage/storage.ts";
import {
  type FilePart,
  jpegWithGps,
  type multipartBody,
  uniqueCaller,
  verifiedToken,
} from "./accounts.ts";
import type { TestContext } from "./test-app.ts";

/** 35 today: a valid form's date of birth, whose age the form also sends. */
export const BORN_35_YEARS_AGO = birthDatesForAges(35, 35).to;

/** The helper registration form's tests' shared steps, on the test app `ctx`. */
export function registrationKit(ctx: TestContext) {
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
  return {
    photoPart,
    galleryPart,
    anotherToken,
    uploadedFiles,
    validForm,
    send,
    storedBytes,
    helperOf,
  };
}
