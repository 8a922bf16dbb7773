import {
  accountsPaths,
  LOGIN_FAILURES_PER_PHONE,
  OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { requestCode, uniqueCaller } from "../../../test/helpers/accounts.ts";
import { secondProcess } from "../../../test/helpers/servers/second-process.ts";
import { beforeAllOrFail, useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users.ts";
import { loginFailures, otpCodes } from "../../db/schema.ts";

// Two API processes on one database, as behind a load balancer: the limits are counted in the
// database, so requests spread over both must still stop at the limit.
const ctx = useTestApp();
let other: FastifyInstance;
beforeAllOrFail(async () => {
  other = await secondProcess(ctx);
});
afterAll(() => other?.close());

/** Request i goes to one process or the other, all at once. */
const spread = <T>(count: number, send: (app: FastifyInstance, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 ? other : ctx.app, i)));

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("limits under concurrent requests to two processes", () => {
  // Ten argon2id checks at 64 MiB each take about a second apiece on two busy cores.
  it("checks at most the limit's passwords of 40 wrong ones sent at once for one phone", async () => {
    const target = uniqueCaller();
    await createUser(ctx.db, { phone: target.phone });
    const answers = await spread(40, (app) =>
      app.inject({
        method: "POST",
        url: accountsPaths.login,
        payload: { mobile_number: target.phone, password: "wrong!" },
        remoteAddress: uniqueCaller().address,
      }),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({
      401: LOGIN_FAILURES_PER_PHONE,
      429: 40 - LOGIN_FAILURES_PER_PHONE,
    });
    const counted = await ctx.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.mobileNumber, target.phone));
    expect(counted).toHaveLength(LOGIN_FAILURES_PER_PHONE);
    // The right password now waits too: the guesses used up the window.
    const right = await other.inject({
      method: "POST",
      url: accountsPaths.login,
      payload: { mobile_number: target.phone, password: TEST_PASSWORD },
      remoteAddress: target.address,
    });
    expect(right.statusCode).toBe(429);
  }, 120_000);

  it("sends at most the hourly count of codes for 50 phones asked from one address at once", async () => {
    const { address } = uniqueCaller();
    const phones = Array.from({ length: 50 }, () => uniqueCaller().phone);
    const answers = await spread(50, (app, i) => requestCode(app, phones[i]!, "signup", address));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({
      200: OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
      429: 50 - OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
    });
    const stored = await ctx.db.select().from(otpCodes).where(eq(otpCodes.clientAddress, address));
    expect(stored).toHaveLength(OTP_REQUESTS_PER_ADDRESS_PER_HOUR);
    // Each process has its own console outbox: together they sent exactly the codes stored.
    const sent = await Promise.all(
      phones.flatMap((phone) =>
        [ctx.app, other].map(async (app) => {
          const outbox = await app.inject({
            url: `${accountsPaths.devSms}?mobile_number=${phone}`,
          });
          return outbox.json().messages.length as number;
        }),
      ),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(OTP_REQUESTS_PER_ADDRESS_PER_HOUR);
  });
});
