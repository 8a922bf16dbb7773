import { accountsPaths, apiMessages } from "@sahayi/contract";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { loginFailures } from "../../db/schema.ts";

// One check at a time and two waiting, so a dozen logins at once overflow the line.
const ctx = useTestApp({ passwordHashesAtOnce: 1, passwordHashQueue: 2 });

describe("the line of password checks", () => {
  it("answers logins past a full line 503 with Retry-After, and does not count them", async () => {
    const phones = Array.from({ length: 12 }, () => uniqueCaller().phone);
    const answers = await Promise.all(
      phones.map((phone) =>
        ctx.app.inject({
          method: "POST",
          url: accountsPaths.login,
          payload: { mobile_number: phone, password: "wrong!" },
          remoteAddress: uniqueCaller().address,
        }),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 401);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(checked.length + busy.length).toBe(phones.length);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ error: apiMessages.busy, code: "SERVER_BUSY" });
      expect(answer.headers["retry-after"]).toBe("2");
    }
    const counted = await ctx.db
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.mobileNumber, phones));
    expect(counted).toHaveLength(checked.length);
  }, 60_000);
});
