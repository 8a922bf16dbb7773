import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config.ts";
import { gstinCheckCharacter, SAMPLE_GSTIN } from "./lib/billing/gstin.ts";

/** A production demo: sandbox payments, invoiced by the sample seller. */
const productionDemo = {
  NODE_ENV: "production",
  ALLOW_SANDBOX_PAYMENTS: "1",
  INVOICE_SELLER_GSTIN: SAMPLE_GSTIN,
};

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
    const backups = loadConfig({ BACKUP_DIR: "backups", INIT_CWD: "/srv/sahayi" });
    expect(backups.backupDir).toBe("/srv/sahayi/backups");
    expect(loadConfig({ BACKUP_DIR: " " }).backupDir).toBeUndefined();
  });

  it("seeds no demo data in production unless asked", () => {
    expect(loadConfig(productionDemo).seed).toBe("none");
    expect(loadConfig({ ...productionDemo, SEED: "demo" }).seed).toBe("demo");
  });

  it("refuses sandbox payments in production unless a demo says so", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /PAYMENT_PROVIDER: must be razorpay when NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        PAYMENT_PROVIDER: "sandbox",
        ALLOW_SANDBOX_PAYMENTS: "0",
      }),
    ).toThrow(/PAYMENT_PROVIDER/);
    const demo = loadConfig(productionDemo);
    expect(demo.paymentProvider).toBe("sandbox");
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: "yes" })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    // Outside production the sandbox is the default.
    expect(loadConfig({}).paymentProvider).toBe("sandbox");
  });

  it("refuses to start in production, where plans carry GST, without the seller's valid GSTIN", () => {
    const { INVOICE_SELLER_GSTIN: _, ...unregistered } = productionDemo;
    expect(() => loadConfig(unregistered)).toThrow(
      /INVOICE_SELLER_GSTIN: is required when NODE_ENV=production: plans carry CGST and SGST/,
    );
    expect(() => loadConfig({ ...unregistered, INVOICE_SELLER_GSTIN: " " })).toThrow(
      /INVOICE_SELLER_GSTIN: is required/,
    );
    // The sample is for demos only: a server taking real payments needs its own.
    expect(() =>
      loadConfig({ ...productionDemo, ALLOW_SANDBOX_PAYMENTS: "0", PAYMENT_PROVIDER: "razorpay" }),
    ).toThrow(/INVOICE_SELLER_GSTIN: is the demo's sample GSTIN/);
    const own = `32AAHCS1234D1Z${gstinCheckCharacter("32AAHCS1234D1Z")}`;
    expect(loadConfig({ ...productionDemo, INVOICE_SELLER_GSTIN: own }).invoiceSeller).toEqual({
      name: "Sahayi",
      gstin: own,
      demo: false,
    });
    expect(loadConfig(productionDemo).invoiceSeller).toMatchObject({ demo: true });
  });

  it("checks the GSTIN's shape, its check character and that it is Kerala's", () => {
    // A GSTIN the GST portal publishes, and the sample: both come out right.
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter(SAMPLE_GSTIN.slice(0, 14))).toBe(SAMPLE_GSTIN[14]);
    const wrongCheck = `${SAMPLE_GSTIN.slice(0, 14)}${SAMPLE_GSTIN[14] === "A" ? "B" : "A"}`;
    for (const gstin of [wrongCheck, "32ABCDE1234F1Z", "32abcde1234f1z9", "3XABCDE1234F1Z9"]) {
      expect(() => loadConfig({ INVOICE_SELLER_GSTIN: gstin }), gstin).toThrow(
        /INVOICE_SELLER_GSTIN: must be a 15-character GSTIN with its check character right/,
      );
    }
    expect(() => loadConfig({ INVOICE_SELLER_GSTIN: "27AAPFU0939F1ZV" })).toThrow(
      /INVOICE_SELLER_GSTIN: must be registered in Kerala \(state code 32\)/,
    );
    // Outside production, unset: the sample, and invoices say they are demos.
    expect(loadConfig({}).invoiceSeller).toEqual({
      name: "Sahayi",
      gstin: SAMPLE_GSTIN,
      demo: true,
    });
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

  it("takes ADMIN_PHONE and ADMIN_PASSWORD together, checked, and never shows the password", () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_PHONE: "9876543210", ADMIN_PASSWORD: "long enough" }).admin).toEqual({
      phone: "9876543210",
      password: "long enough",
    });
    expect(() => loadConfig({ ADMIN_PHONE: "9876543210" })).toThrow(
      /ADMIN_PASSWORD: is required when ADMIN_PHONE is set/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: "long enough" })).toThrow(
      /ADMIN_PHONE: is required when ADMIN_PASSWORD is set/,
    );
    expect(() => loadConfig({ ADMIN_PHONE: "98765", ADMIN_PASSWORD: "long enough" })).toThrow(
      /ADMIN_PHONE: must be a 10-digit phone number \(got "98765"\)/,
    );
    let message = "";
    try {
      loadConfig({ ADMIN_PHONE: "9876543210", ADMIN_PASSWORD: "short" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
    expect(message).not.toContain("short");
  });

  it("limits contact messages per address and hour: 5 unless told, never 0", () => {
    expect(loadConfig({}).contactMessagesPerAddressPerHour).toBe(5);
    expect(
      loadConfig({ CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: "20" }).contactMessagesPerAddressPerHour,
    ).toBe(20);
    for (const bad of ["0", "-3", "many", "1.5"]) {
      expect(() => loadConfig({ CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: bad })).toThrow(
        /CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR/,
      );
    }
  });

  it("limits reveals per account and hour: 30 unless told, never 0 or a fraction", () => {
    expect(loadConfig({}).revealsPerAccountPerHour).toBe(30);
    expect(loadConfig({ REVEALS_PER_ACCOUNT_PER_HOUR: "5" }).revealsPerAccountPerHour).toBe(5);
    for (const bad of ["0", "-1", "lots", "2.5", "10001"]) {
      expect(() => loadConfig({ REVEALS_PER_ACCOUNT_PER_HOUR: bad })).toThrow(
        /REVEALS_PER_ACCOUNT_PER_HOUR/,
      );
    }
  });

  it("takes the public origin without a trailing slash, and refuses one with a path", () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: "https://Sahayi.in/" }).publicOrigin).toBe(
      "https://sahayi.in",
    );
    expect(loadConfig({ PUBLIC_ORIGIN: "http://10.0.0.5:8080" }).publicOrigin).toBe(
      "http://10.0.0.5:8080",
    );
    for (const bad of ["sahayi.in", "ftp://sahayi.in", "https://sahayi.in/app", "https://a@x.in"]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it("puts at most 50,000 addresses in one sitemap file", () => {
    expect(loadConfig({}).sitemapUrlsPerFile).toBe(50_000);
    expect(loadConfig({ SITEMAP_URLS_PER_FILE: "3" }).sitemapUrlsPerFile).toBe(3);
    expect(() => loadConfig({ SITEMAP_URLS_PER_FILE: "50001" })).toThrow(/SITEMAP_URLS_PER_FILE/);
    expect(() => loadConfig({ SITEMAP_URLS_PER_FILE: "0" })).toThrow(/SITEMAP_URLS_PER_FILE/);
  });

  it("trusts no proxy unless told, and reads true, a hop count or addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const cases: [string, unknown][] = [
      ["", false],
      ["false", false],
      ["0", false],
      ["TRUE", true],
      ["1", 1],
      ["2", 2],
      ["10.0.0.1", ["10.0.0.1"]],
      [" 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8", ["10.0.0.0/8", "192.168.1.7", "::1", "fd00::/8"]],
      ["loopback,uniquelocal", ["loopback", "uniquelocal"]],
    ];
    for (const [value, trustProxy] of cases) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toEqual(trustProxy);
    }
  });

  it("stops on a TRUST_PROXY it cannot read, naming the variable", () => {
    for (const value of [
      "yes",
      "-1",
      "1.5",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.1/",
      "nginx",
      "10.0.0.1,",
      "999",
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be true, false, a hop count/,
      );
    }
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

describe("S3 settings", () => {
  const keys = { S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "very secret" };

  it("keeps images on the local disk unless S3_BUCKET is set", () => {
    expect(loadConfig({ ...keys, S3_BUCKET: " " }).s3).toBeUndefined();
  });

  it("talks to Amazon S3 in us-east-1 unless told, in the bucket's own host name", () => {
    expect(loadConfig({ ...keys, S3_BUCKET: "sahayi-images" }).s3).toEqual({
      bucket: "sahayi-images",
      endpoint: "https://s3.us-east-1.amazonaws.com",
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "very secret",
      forcePathStyle: false,
    });
    const other = loadConfig({
      ...keys,
      S3_BUCKET: "sahayi-images",
      S3_ENDPOINT: "https://minio.example.in:9000/",
      S3_REGION: "ap-south-1",
      S3_FORCE_PATH_STYLE: "1",
    }).s3;
    expect(other).toMatchObject({
      endpoint: "https://minio.example.in:9000",
      region: "ap-south-1",
      forcePathStyle: true,
    });
  });

  it("stops at start-up when a bucket is named without its keys, never showing the secret", () => {
    expect(() => loadConfig({ S3_BUCKET: "sahayi-images" })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET is set.*\n\s+S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set$/,
    );
    const secretOnly = { S3_BUCKET: "sahayi-images", S3_SECRET_ACCESS_KEY: "very secret" };
    expect(() => loadConfig(secretOnly)).toThrow(/S3_ACCESS_KEY_ID: is required/);
    expect(() => loadConfig(secretOnly)).not.toThrow(/very secret/);
    for (const [name, value] of [
      ["S3_BUCKET", "Sahayi_Images"],
      ["S3_ENDPOINT", "s3.example.in"],
      ["S3_REGION", "Mumbai 1"],
      ["S3_FORCE_PATH_STYLE", "yes"],
    ]) {
      expect(() => loadConfig({ ...keys, S3_BUCKET: "sahayi-images", [name!]: value })).toThrow(
        new RegExp(`${name}: must`),
      );
    }
  });
});
