import {
  accountMessages,
  accountsPaths,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_PHONE,
  LOGIN_WINDOW_SECONDS,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { clockAt } from "../../../test/helpers/clock.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { loginFailures } from "../../db/schema.ts";

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

const login = (phone: string, password: string, address: string) =>
  ctx.app.inject({
    method: "POST",
    url: accountsPaths.login,
    payload: { mobile_number: phone, password },
    remoteAddress: address,
  });

/** Failed logins as the server records them, `secondsAgo` before `now`. */
async function failures(
  rows: { phone: string; address: string; secondsAgo: number }[],
  now: number,
): Promise<void> {
  await ctx.db.insert(loginFailures).values(
    rows.map((row) => ({
      mobileNumber: row.phone,
      clientAddress: row.address,
      createdAt: new Date(now - row.secondsAgo * 1000),
    })),
  );
}

const failuresOf = (phone: string) =>
  ctx.db.select().from(loginFailures).where(eq(loginFailures.mobileNumber, phone));

describe("the login failure limits over their window", () => {
  it("refuses a phone at its limit until the oldest failure leaves the window, then a right password clears the count", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const start = Date.now();
    const at = clockAt(start);
    // The oldest counted failure leaves the window in `wait` seconds; one failure exactly a
    // window old no longer counts.
    const wait = 130;
    const oldest = LOGIN_WINDOW_SECONDS - wait;
    await failures(
      [
        { phone: caller.phone, address: uniqueCaller().address, secondsAgo: LOGIN_WINDOW_SECONDS },
        { phone: caller.phone, address: uniqueCaller().address, secondsAgo: oldest },
        ...Array.from({ length: LOGIN_FAILURES_PER_PHONE - 2 }, (_, i) => ({
          phone: caller.phone,
          address: uniqueCaller().address,
          secondsAgo: oldest - 1 - i,
        })),
      ],
      start,
    );
    // One short of the limit: the password is checked, and the failure counted.
    expect((await login(caller.phone, "wrong!", caller.address)).statusCode).toBe(401);

    const refused = await login(caller.phone, TEST_PASSWORD, caller.address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(wait));
    expect(refused.json()).toEqual({
      error: accountMessages.loginTooManyTries(Math.ceil(wait / 60)),
      code: "RATE_LIMITED",
    });

    at(wait - 1);
    const later = await login(caller.phone, TEST_PASSWORD, caller.address);
    expect(later.statusCode).toBe(429);
    expect(later.headers["retry-after"]).toBe("1");

    at(wait);
    expect((await login(caller.phone, TEST_PASSWORD, caller.address)).statusCode).toBe(200);
    expect(await failuresOf(caller.phone)).toEqual([]);
  }, 60_000);

  it("refuses every phone from an address at the address's limit, and no other address", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const start = Date.now();
    clockAt(start);
    const wait = 200;
    await failures(
      Array.from({ length: LOGIN_FAILURES_PER_ADDRESS }, (_, i) => ({
        phone: uniqueCaller().phone,
        address: caller.address,
        secondsAgo: LOGIN_WINDOW_SECONDS - wait - i,
      })),
      start,
    );
    // The phone has no failures of its own: the address alone holds it back.
    const refused = await login(caller.phone, TEST_PASSWORD, caller.address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(wait));
    expect(refused.json().error).toBe(accountMessages.loginTooManyTries(Math.ceil(wait / 60)));
    expect(await failuresOf(caller.phone)).toEqual([]);

    expect((await login(caller.phone, TEST_PASSWORD, uniqueCaller().address)).statusCode).toBe(200);
  }, 60_000);

  it("lets an address one short of its limit through, and counts that attempt", async () => {
    const caller = uniqueCaller();
    await createUser(ctx.db, { phone: caller.phone });
    const start = Date.now();
    clockAt(start);
    await failures(
      Array.from({ length: LOGIN_FAILURES_PER_ADDRESS - 1 }, (_, i) => ({
        phone: uniqueCaller().phone,
        address: caller.address,
        secondsAgo: 60 + i,
      })),
      start,
    );
    expect((await login(caller.phone, "wrong!", caller.address)).statusCode).toBe(401);
    expect(await failuresOf(caller.phone)).toMatchObject([
      { clientAddress: caller.address, createdAt: new Date(start) },
    ]);
    expect((await login(caller.phone, TEST_PASSWORD, caller.address)).statusCode).toBe(429);
  }, 60_000);
});
