import {
  ADDRESS_MAX_LENGTH,
  accountMessages,
  birthDatesForAges,
  fieldMessages,
  GENDERS,
  HELPER_ABOUT_MAX_LENGTH,
  type MaidRegistrationResponse,
  registrationMessages,
} from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { multipartBody } from "../../../test/helpers/accounts.ts";
import { BORN_35_YEARS_AGO, registrationKit } from "../../../test/helpers/maid-registration.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";

const ctx = useTestApp();
const { photoPart, validForm, send, helperOf } = registrationKit(ctx);

describe("POST /api/maid/registration/", () => {
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
});
