import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.join(REPO_ROOT, "data"),
      databaseUrl: undefined,
      paymentProvider: "sandbox",
      smsProvider: "console",
      seed: "demo",
      webDist: path.join(REPO_ROOT, "apps/web/dist"),
      databaseConnectTimeoutSeconds: 60,
      shutdownTimeoutSeconds: 10,
    });
    expect(path.join(REPO_ROOT, "package.json")).toMatch(/package\.json$/);
  });

  it("resolves relative paths from where the command was started, not from apps/api", () => {
    const config = loadConfig({ DATA_DIR: "./somewhere", INIT_CWD: "/srv/sahayi" });
    expect(config.dataDir).toBe("/srv/sahayi/somewhere");
    expect(loadConfig({ DATA_DIR: "/tmp/x" }).dataDir).toBe("/tmp/x");
  });

  it("seeds no demo data in production unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production" }).seed).toBe("none");
    expect(loadConfig({ NODE_ENV: "production", SEED: "demo" }).seed).toBe("demo");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: " " })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it("stops with a sentence naming the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ SEED: "lots" })).toThrow(/SEED/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: "-1" })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it("keeps connection strings out of the message, as they may hold passwords", () => {
    try {
      loadConfig({ DATABASE_URL: "mysql://root:hunter2@db/x" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).not.toContain("hunter2");
    }
  });
});
