import { accountMessages, accountsPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller, verifiedToken } from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { users } from "../../db/schema.ts";

const ctx = useTestApp();

const reset = (payload: object) =>
  ctx.app.inject({ method: "POST", url: accountsPaths.resetPassword, payload });

describe("password reset", () => {
  it("tells the phone's owner it has no account, and creates none", async () => {
    const caller = uniqueCaller();
    const answer = await reset({
      mobile_number: caller.phone,
      password: "a brand new one",
      verification_token: await verifiedToken(ctx.app, caller, "reset"),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: accountMessages.noAccountForPhone, code: "NOT_FOUND" });
    expect(await ctx.db.select().from(users).where(eq(users.mobileNumber, caller.phone))).toEqual(
      [],
    );
  });

  it("changes only the password of the phone that proved itself", async () => {
    const owner = uniqueCaller();
    const neighbour = uniqueCaller();
    await createUser(ctx.db, { phone: owner.phone });
    await createUser(ctx.db, { phone: neighbour.phone });
    const answer = await reset({
      mobile_number: owner.phone,
      password: "a brand new one",
      verification_token: await verifiedToken(ctx.app, owner, "reset"),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const login = (phone: string, password: string) =>
      ctx.app.inject({
        method: "POST",
        url: accountsPaths.login,
        payload: { mobile_number: phone, password },
        remoteAddress: uniqueCaller().address,
      });
    expect((await login(owner.phone, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(neighbour.phone, TEST_PASSWORD)).statusCode).toBe(200);
  }, 30_000);
});
