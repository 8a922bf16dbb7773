import { fieldMessages, maidRegistrationPaths, registrationMessages } from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { describe, expect, it } from "vitest";
import { multipartBody, uniqueCaller } from "../../../test/helpers/accounts.ts";
import { registrationKit } from "../../../test/helpers/maid-registration.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";

const ctx = useTestApp();
const { photoPart, validForm } = registrationKit(ctx);

/** A message's Malayalam as the catalogue has it; a missing one fails the test that asks. */
function ml(english: string): string {
  const malayalam = malayalamAccountErrors.get(english);
  expect(malayalam, english).toBeDefined();
  return malayalam!;
}

describe("the helper's registration in the language the request asks for", () => {
  it("answers each field's message in Malayalam when Accept-Language names ml first", async () => {
    const { fields } = await validForm();
    const bad = {
      ...fields,
      mobile_number: "98765",
      category_ids: "[]",
      sub_location: "",
      maid_experience: "2.5",
      date_of_birth: "",
    };
    const ask = async (language: string) => {
      const body = multipartBody(bad, await photoPart());
      return ctx.app.inject({
        method: "POST",
        url: `${maidRegistrationPaths.registration}/`,
        remoteAddress: uniqueCaller().address,
        payload: body.payload,
        headers: { ...body.headers, "accept-language": language },
      });
    };
    const english = {
      mobile_number: fieldMessages.phone10,
      category_ids: fieldMessages.categoryRequired,
      sub_location: registrationMessages.constituencyRequired,
      maid_experience: registrationMessages.experienceWholeYears,
      date_of_birth: fieldMessages.dobRequired,
    };
    const malayalam = await ask("ml-IN,ml;q=0.9,en;q=0.8");
    expect(malayalam.statusCode).toBe(400);
    expect(malayalam.json().fields).toEqual(
      Object.fromEntries(Object.entries(english).map(([field, message]) => [field, ml(message)])),
    );
    expect((await ask("en-IN")).json().fields).toEqual(english);
  });
});
