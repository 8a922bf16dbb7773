import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testConfig } from "../test/helpers/test-app.ts";
import { openTestDatabase } from "../test/setup/test-database.ts";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { createLocalStorage, uploadsDir } from "./lib/storage/storage.ts";

const PERSONAL = {
  name: "Lakshmi Amma",
  mobile_number: "9847012345",
  email: "lakshmi.amma@example.in",
  message: "Please call after six, my door code is 4417",
  address: "House 12, Temple Road, Kochi",
};
const SECRETS = { token: "Bearer secret-access-token", cookie: "session=secret-cookie-value" };

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("the log of a failing request", () => {
  it("names the fault and carries none of the request's personal data", async () => {
    database = await openTestDatabase(inject("template"));
    // Debug: the request lines are written too.
    const config = testConfig({ logLevel: "debug" });
    app = await buildApp({
      config,
      db: database.db,
      storage: createLocalStorage(uploadsDir(config.dataDir)),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    // A query that fails on what the person sent: PostgreSQL quotes the value it refused.
    app.post("/test/fails", async (request) => {
      const body = request.body as typeof PERSONAL;
      await database.db.execute(sql`select ${body.mobile_number}::int, ${body.email}::int`);
      return {};
    });
    await app.ready();

    const answer = await app.inject({
      method: "POST",
      url: `/test/fails?mobile_number=${PERSONAL.mobile_number}&email=${PERSONAL.email}`,
      headers: { authorization: SECRETS.token, cookie: SECRETS.cookie },
      payload: PERSONAL,
    });
    expect(answer.statusCode).toBe(500);
    const log = lines.join("");
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure?.err).toMatchObject({ sqlState: "22003", message: "database error" });
    expect(failure?.err.stack).toMatch(/^\s+at /);
    for (const value of [
      ...Object.values(PERSONAL),
      "secret-access-token",
      "secret-cookie-value",
    ]) {
      expect(log, value).not.toContain(value);
    }
    expect(log).toContain("/test/fails?mobile_number=…&email=…");
  });
});
