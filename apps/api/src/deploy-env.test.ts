import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT, SETTING_NAMES } from "./config.ts";

const ENV_FILE = path.join(REPO_ROOT, "deploy/sahayi.env");

/**
 * `NAME=value` lines of the operator's environment file, the ones turned on and those shown
 * off. A value in double quotes is read without them, as systemd and a shell read it.
 */
async function environmentFile() {
  const text = await readFile(ENV_FILE, "utf8");
  const on: Record<string, string> = {};
  const off: string[] = [];
  for (const line of text.split("\n")) {
    const setting = /^(#?)([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!setting) continue;
    const [, hash, name, value] = setting as unknown as [string, string, string, string];
    if (hash) off.push(name);
    else on[name] = value.replace(/^"(.*)"$/, "$1");
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

  it("can be read by a shell as it stands (set -a; . sahayi.env), with the same values", async () => {
    const { on } = await environmentFile();
    const names = Object.keys(on);
    const printed = execFileSync(
      "sh",
      [
        "-c",
        `set -a; . "$0"; for name in ${names.join(" ")}; do printf '%s\\0' "$(printenv "$name")"; done`,
        ENV_FILE,
      ],
      { encoding: "utf8", env: {} },
    );
    expect(Object.fromEntries(names.map((name, i) => [name, printed.split("\0")[i]]))).toEqual(on);
  });
});
