import { accountMessages, contactsPaths, contentPaths, revealMessages } from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, caller } from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { users } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";

const ctx = useTestApp();

/** A login whose account's language is `locale`. */
async function accountIn(locale: Locale): Promise<Caller> {
  const who = await caller(ctx.app, ctx.db);
  await ctx.db.update(users).set({ locale }).where(eq(users.id, who.id));
  return who;
}

let helperId: string | undefined;

/** A contact asked for without a plan: refused with a message the catalogue has in Malayalam. */
async function refusal(who: Caller | null, language?: string) {
  helperId ??= (
    await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 1, seed: 9_301 })
  )[0]!.publicId;
  const answer = await ctx.app.inject({
    method: "POST",
    url: contactsPaths.purchaseMaid,
    payload: { maid_id: helperId },
    headers: {
      ...who?.headers,
      ...(language === undefined ? {} : { "accept-language": language }),
    },
  });
  return answer.json().error as string;
}

const categoryNames = async (headers: Record<string, string>) => {
  const answer = await ctx.app.inject({ url: contentPaths.homepage, headers });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { category: { name: string }[] }).category.map((c) => c.name);
};

describe("a logged-in request that names no language is answered in its account's", () => {
  const english = revealMessages.noActivePlan;
  const malayalam = malayalamAccountErrors.get(english);

  it("refusals: Malayalam for a Malayalam account without Accept-Language or with *", async () => {
    expect(malayalam).toBeDefined();
    const who = await accountIn("ml");
    expect(await refusal(who)).toBe(malayalam);
    expect(await refusal(who, "*")).toBe(malayalam);
    // A language the request names wins: the page's, which the person is reading.
    expect(await refusal(who, "en")).toBe(english);
    expect(await refusal(who, "ta-IN")).toBe(english);
  });

  it("an English account, and a visitor, are answered in English", async () => {
    expect(await refusal(await accountIn("en"))).toBe(english);
    // A visitor has no account: a 401 in English.
    expect(await refusal(null)).toBe(accountMessages.loginRequired);
  });

  it("names: a Malayalam account's home page names the categories as a Malayalam page does", async () => {
    const who = await accountIn("ml");
    const asked = await categoryNames({ "accept-language": "ml" });
    expect(asked).not.toEqual(await categoryNames({}));
    expect(await categoryNames(who.headers)).toEqual(asked);
    expect(await categoryNames({ ...who.headers, "accept-language": "en" })).toEqual(
      await categoryNames({}),
    );
  });
});
