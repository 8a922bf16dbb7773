import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config.ts";

// Sahayi supports the Node versions `engines` names (README, "Node.js versions"). A package
// whose own `engines` leaves one of them out may stay only when decision 030 names it and says
// why it is safe: this reads the lockfile, so a new dependency that drops a supported Node, or
// a row of the decision that no longer applies, fails here instead of at an operator's install.
interface Package {
  engines?: { node?: string };
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), "utf8");
const supported: string = JSON.parse(read("package.json")).engines.node;
const packages: Record<string, Package> = JSON.parse(read("package-lock.json")).packages;
const decision = read("docs/decisions/030-node-versions.md");

/** The oldest release of each supported line: "^20.19 || ^22.19 || >=24" → 20.19.0, 22.19.0, 24.0.0. */
const oldestSupported = supported
  .split("||")
  .map((range) => semver.minVersion(range.trim())?.version ?? range);

/** Packages that refuse a supported Node, with the versions they refuse. */
function refusing(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [where, info] of Object.entries(packages)) {
    const range = info.engines?.node;
    // A prebuilt binary for another platform (sharp's Windows builds) is never installed here.
    if (!where || !range || (info.optional && (info.os || info.cpu))) continue;
    const refused = oldestSupported.filter((version) => !semver.satisfies(version, range));
    if (refused.length > 0) found.set(where.replace(/^.*node_modules\//, ""), refused);
  }
  return found;
}

/** The first column of the decision's table: `content-disposition@3`, `react-dropzone@20`, … */
function namedInTheDecision(): Set<string> {
  const rows = decision.split("\n").filter((line) => line.startsWith("| `"));
  const names = rows.flatMap((row) =>
    [...(row.split("|")[1] ?? "").matchAll(/`(@?[^@`]+)(?:@[^`]*)?`/g)].map((m) => m[1] ?? ""),
  );
  return new Set(names);
}

describe(`the Node versions Sahayi supports (${supported})`, () => {
  it("are three lines, the recommended one among them", () => {
    expect(oldestSupported.map((version) => semver.major(version))).toEqual([20, 22, 24]);
    expect(oldestSupported.map((version) => semver.major(version))).toContain(
      Number(read(".nvmrc").trim()),
    );
  });

  it("are refused by no package but those decision 030 names, and it names no other", () => {
    const refused = refusing();
    expect([...refused.keys()].sort()).toEqual([...namedInTheDecision()].sort());
    // Each of them refuses only Node 20: production's 22 and 24 install without a warning.
    for (const [name, versions] of refused) {
      expect(
        versions.map((version) => semver.major(version)),
        name,
      ).toEqual([20]);
    }
  });
});
