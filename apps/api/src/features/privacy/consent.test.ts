import {
  accountsPaths,
  ageOn,
  consentStateSchema,
  maidRegistrationPaths,
  PRIVACY_POLICY_VERSION,
  privacyMessages,
  privacyPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  multipartBody,
  pngWithGps,
  signUpForm,
  uniqueCaller,
  verifiedToken,
} from "../../../test/helpers/accounts.ts";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { buyer } from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { helpers, users } from "../../db/schema.ts";

const ctx = useTestApp();

const photo = async () => ({ name: "profile_picture", data: await pngWithGps() });

async function signUp(consent: Record<string, string>) {
  const { caller, fields } = await signUpForm(ctx.app, { password: TEST_PASSWORD, ...consent });
  const answer = await ctx.app.inject({
    method: "POST",
    url: accountsPaths.signUp,
    ...multipartBody(fields, await photo()),
  });
  const [row] = await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone));
  return { answer, row };
}

async function register(consent: Record<string, string>) {
  const caller = uniqueCaller();
  const reference = await ctx.app.catalogReference();
  const [districtId, constituency] = [...reference.constituencies].map(
    ([id, c]) => [c.districtId, id] as const,
  )[0]!;
  const fields = {
    name: "Sreeja K",
    mobile_number: caller.phone,
    whatsapp_number: caller.phone,
    email: "sreeja@example.in",
    shift: String([...reference.shifts.keys()][0]),
    category_ids: JSON.stringify([...reference.categories.keys()].slice(0, 1)),
    address: "TC 12/345, Pattom",
    location: String(districtId),
    sub_location: String(constituency),
    pincode: "695004",
    caste: String([...reference.castes.keys()][0]),
    gender: "Female",
    date_of_birth: "1990-04-12",
    maid_language: String([...reference.languages.keys()][0]),
    maid_accomodation: "Yes",
    age: String(ageOn("1990-04-12")),
    maid_experience: "6",
    verification_token: await verifiedToken(ctx.app, caller, "maid_registration"),
    ...consent,
  };
  const answer = await ctx.app.inject({
    method: "POST",
    url: `${maidRegistrationPaths.registration}/`,
    remoteAddress: caller.address,
    ...multipartBody(fields, await photo()),
  });
  const [row] = await ctx.db.select().from(helpers).where(eq(helpers.mobileNumber, caller.phone));
  return { answer, row };
}

describe("consent at sign-up and registration", () => {
  it("records the policy version a sign-up agreed to, with the time; none when the field is absent", async () => {
    const before = Date.now();
    const agreed = await signUp({ privacy_policy_version: PRIVACY_POLICY_VERSION });
    expect(agreed.answer.statusCode, agreed.answer.body).toBe(201);
    expect(agreed.row!.privacyPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(agreed.row!.privacyPolicyAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(agreed.row!.privacyPolicyAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const silent = await signUp({});
    expect(silent.answer.statusCode, silent.answer.body).toBe(201);
    expect(silent.row).toMatchObject({ privacyPolicyVersion: null, privacyPolicyAcceptedAt: null });
  });

  it("refuses a version that is not the current one, with the field's message, and creates nothing", async () => {
    const outdated = await signUp({ privacy_policy_version: "2020-01-01" });
    expect(outdated.answer.statusCode).toBe(400);
    expect(outdated.answer.json()).toMatchObject({
      fields: { privacy_policy_version: privacyMessages.consentOutdated },
    });
    expect(outdated.row).toBeUndefined();
  });

  it("records a helper registration's consent the same way", async () => {
    const agreed = await register({ privacy_policy_version: PRIVACY_POLICY_VERSION });
    expect(agreed.answer.statusCode, agreed.answer.body).toBe(201);
    expect(agreed.row!.privacyPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(agreed.row!.privacyPolicyAcceptedAt).toBeInstanceOf(Date);
    const silent = await register({});
    expect(silent.answer.statusCode, silent.answer.body).toBe(201);
    expect(silent.row).toMatchObject({ privacyPolicyVersion: null, privacyPolicyAcceptedAt: null });
    const outdated = await register({ privacy_policy_version: "2020-01-01" });
    expect(outdated.answer.statusCode).toBe(400);
    expect(outdated.row).toBeUndefined();
  });
});

describe("the privacy-consent endpoint", () => {
  const state = (headers: object = {}) =>
    ctx.app.inject({ url: privacyPaths.consent, headers: headers as Record<string, string> });
  const accept = (headers: object, version: unknown) =>
    ctx.app.inject({
      method: "POST",
      url: privacyPaths.consent,
      headers: headers as Record<string, string>,
      payload: { privacy_policy_version: version },
    });

  it("does not ask an admin, who is the service's own staff", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    expect((await state(admin.headers)).json()).toMatchObject({ version: null, ask: false });
  });

  it("needs a login", async () => {
    expect((await state()).statusCode).toBe(401);
    expect((await accept({}, PRIVACY_POLICY_VERSION)).statusCode).toBe(401);
  });

  it("tells an account that agreed to an older version (or none) the current one, and records the new agreement", async () => {
    const who = await buyer(ctx.app, ctx.db);
    expect(consentStateSchema.parse((await state(who.headers)).json())).toEqual({
      version: null,
      accepted_at: null,
      current_version: PRIVACY_POLICY_VERSION,
      ask: true,
    });
    const older = new Date("2025-01-01T00:00:00.000Z");
    await ctx.db
      .update(users)
      .set({ privacyPolicyVersion: "2025-01-01", privacyPolicyAcceptedAt: older })
      .where(eq(users.id, who.id));
    // The login itself is never refused over it.
    expect(
      (await ctx.app.inject({ url: accountsPaths.profileDetails, headers: who.headers }))
        .statusCode,
    ).toBe(200);
    expect((await state(who.headers)).json()).toMatchObject({ version: "2025-01-01", ask: true });

    const wrong = await accept(who.headers, "2025-01-01");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fields: { privacy_policy_version: privacyMessages.consentOutdated },
    });
    const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    expect(unchanged!.privacyPolicyAcceptedAt).toEqual(older);

    const answer = await accept(who.headers, PRIVACY_POLICY_VERSION);
    expect(answer.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, who.id));
    expect(answer.json()).toEqual({
      message: privacyMessages.consentRecorded,
      consent: {
        version: PRIVACY_POLICY_VERSION,
        accepted_at: row!.privacyPolicyAcceptedAt!.toISOString(),
        current_version: PRIVACY_POLICY_VERSION,
        ask: false,
      },
    });
    expect(row!.privacyPolicyAcceptedAt!.getTime()).toBeGreaterThan(older.getTime());
  });
});
