import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT, SETTING_NAMES } from "./config.ts";

/** `NAME=value` lines of the operator's environment file, the ones turned on and those shown off. */
async function environmentFile() {
  const text = await readFile(path.join(REPO_ROOT, "deploy/sahayi.env"), "utf8");
  const on: Record<string, string> = {};
  const off: string[] = [];
  for (const line of text.split("\n")) {
    const setting = /^(#?)([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!setting) continue;
    const [, hash, name, value] = setting as unknown as [string, string, string, string];
    if (hash) off.push(name);
    else on[name] = value;
  }
  return { on, off };
}

describe("deploy/sahayi.env", () => {
  it("names every setting the server reads, and nothing else", async () => {
    const { on, off } = await environmentFile();
    const named = [...Object.keys(on), ...off];
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual([...SETTING_NAMES].sort());
  });

  it("is a production configuration the server accepts as it stands", async () => {
    const { on } = await environmentFile();
    const config = loadConfig({ ...on, PORT: "3001" });
    expect(config).toMatchObject({
      env: "production",
      host: "127.0.0.1",
      trustProxy: ["loopback"],
      paymentProvider: "razorpay",
      smsProvider: "msg91",
      seed: "none",
    });
    expect(config.redisUrl).toBeDefined();
    expect(config.s3?.bucket).toBe("sahayi-images");
  });
});
