import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Alias } from "vite";
import { defineConfig } from "vitest/config";
import type { TestSpecification } from "vitest/node";
import { NearAndQuickFirstSequencer } from "./vitest.mutation.config.ts";

/**
 * The contract's mutation target (stryker/contract.config.mjs): the contract's own tests, the
 * api's, and the web's unit tests that import the contract, against the mutated contract.
 *
 * - Every import of `@sahayi/contract` resolves to this checkout's `packages/contract/src`
 *   (Stryker's sandbox), not through node_modules to the work tree, so the api and the web run
 *   the mutated schemas. Processes the api's tests start (its CLIs) still load the work tree's.
 * - A contract mutant runs only the test files that could notice it: the contract's own, and
 *   each api or web test file whose folder names one of the mutated module's exports. Most
 *   contract mutants are static (schemas are built while modules load), and a static mutant
 *   would otherwise run every api test file, minutes each; a mutant the contract's tests miss
 *   then costs the few folders that use its module. Runs that name their tests (mutants a
 *   test reaches at run time) are left as Stryker chose them.
 */
const repo = path.resolve(import.meta.dirname, "../..");
const contractSource = path.join(repo, "packages/contract/src");
const alias: Alias[] = [
  { find: /^@sahayi\/contract$/, replacement: path.join(contractSource, "index.ts") },
  { find: /^@sahayi\/contract\/(.+)$/, replacement: `${contractSource}/$1.ts` },
];

/** The web's unit tests that import the contract (the rest cannot notice a contract mutant). */
const webTests = readdirSync(path.join(repo, "apps/web/src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .filter((file) =>
    readFileSync(path.join(repo, "apps/web/src", file), "utf8").includes("@sahayi/contract"),
  )
  .map((file) => `src/${file}`);

const read = (file: string) => readFileSync(file, "utf8");

/** The names a contract module exports (the mutated copy keeps its declarations), read once. */
const exportsOf = new Map<string, string[]>();
function exportNames(file: string): string[] {
  let names = exportsOf.get(file);
  if (names === undefined) {
    names = [...read(file).matchAll(/export\s+(?:const|function|class|let)\s+(\w+)/g)].map(
      (match) => match[1] as string,
    );
    exportsOf.set(file, names);
  }
  return names;
}

/** A test file's folder: its own text and its folder's modules, read once. */
const folderTexts = new Map<string, string>();
function folderText(testFile: string): string {
  const folder = path.dirname(testFile);
  let text = folderTexts.get(folder);
  if (text === undefined) {
    text = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => read(path.join(folder, file)))
      .join("\n");
    folderTexts.set(folder, text);
  }
  return text;
}

class ContractUsersSequencer extends NearAndQuickFirstSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const namedTests = this.ctx.projects.some((project) => project.config.testNamePattern);
    const mutated = (this.ctx.config.related ?? []).filter((file) =>
      path.resolve(file).startsWith(contractSource),
    );
    if (namedTests || mutated.length === 0) return ordered;
    const names = [...new Set(mutated.flatMap(exportNames))];
    if (names.length === 0) return ordered.filter((file) => file.project.name === "contract");
    const uses = new RegExp(`\\b(?:${names.join("|")})\\b`);
    return ordered.filter(
      (file) => file.project.name === "contract" || uses.test(folderText(file.moduleId)),
    );
  }
}

export default defineConfig({
  test: {
    root: repo,
    projects: [
      "packages/contract/vitest.config.ts",
      { extends: "apps/api/vitest.mutation.config.ts", resolve: { alias } },
      {
        extends: "apps/web/vitest.config.ts",
        resolve: { alias },
        test: { root: path.join(repo, "apps/web"), include: webTests },
      },
    ],
    sequence: { sequencer: ContractUsersSequencer },
  },
});
