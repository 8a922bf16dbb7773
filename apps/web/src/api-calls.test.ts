import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ProfileDetails } from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { describe, expect, expectTypeOf, it } from "vitest";
import { api } from "./lib/api-client.ts";

/**
 * The web app names the API through the contract: addresses are its constants, each typed
 * with its answer (`Endpoint` in packages/contract/src/paths.ts), and cache keys come from
 * lib/query-keys.ts (the admin console's from its own query-keys.ts). A hand-written address,
 * a cast answer or a key written in place compiles fine and goes stale without a sound, so
 * this reads the source for them.
 */
const sourceRoot = import.meta.dirname;
const sources = readdirSync(sourceRoot, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    file: file.split(path.sep).join("/"),
    text: readFileSync(path.join(sourceRoot, file), "utf8"),
  }));

/** Each line of the sources that matches `pattern`, as `file:line: text`, outside `allowed`. */
function linesMatching(pattern: RegExp, allowed: string[] = []): string[] {
  return sources
    .filter(({ file }) => !allowed.includes(file))
    .flatMap(({ file, text }) =>
      text
        .split("\n")
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, number }) => `${file}:${number}: ${line.trim()}`),
    );
}

describe("the web app's API calls", () => {
  it("reads the sources it checks", () => {
    expect(sources.map(({ file }) => file)).toContain("lib/api-client.ts");
  });

  it("write no API address by hand", () => {
    expect(linesMatching(/["'`]\/api\//)).toEqual([]);
  });

  it("take each answer's type from the contract, not from a cast", () => {
    expect(
      linesMatching(/\b(api\.(get|post|put|delete)|apiRequest|apiUpload)</, ["lib/api-client.ts"]),
    ).toEqual([]);
  });

  it("take every query key from the query-keys modules", () => {
    expect(
      linesMatching(/queryKey:\s*\[|set(Query|Queries)Data(<[^>]*>)?\(\s*\[/, [
        "lib/query-keys.ts",
      ]),
    ).toEqual([]);
  });
});

describe("the client's types", () => {
  it("follow the address: its answer, and only the methods it takes", () => {
    // Compiled by the typecheck, never run: an @ts-expect-error that no longer errs fails it.
    const calls = () => {
      expectTypeOf(api.get(accountsPaths.profileDetails)).resolves.toEqualTypeOf<ProfileDetails>();
      // @ts-expect-error a plain string names no answer
      void api.get("/api/user/profile-details");
      // @ts-expect-error the profile is read, not posted
      void api.post(accountsPaths.profileDetails);
    };
    expect(calls).toBeTypeOf("function");
  });
});
