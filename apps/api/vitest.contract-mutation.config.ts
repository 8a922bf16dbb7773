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
 *   each api or web test file whose folder names a declaration the mutant can change: the one
 *   around it and every declaration built on that one, through the whole contract. Most
 *   contract mutants are static (schemas are built while modules load), and a static mutant
 *   would otherwise run every api test file, minutes each; a mutant the contract's tests miss
 *   then costs only the folders that use what it changes. Runs that name their tests (mutants
 *   a test reaches at run time) are left as Stryker chose them.
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

/**
 * A top-level declaration that holds a value (types are left out: they change nothing at run
 * time). Stryker's printer starts each at the line's start, as the source does.
 */
const DECLARATION =
  /^(?:export\s+)?(?:const|let|var|function\*?|class|async\s+function)\s+([A-Za-z_$][\w$]*)/gm;

interface Declaration {
  name: string;
  start: number;
  text: string;
}

/** A module's value declarations in order, each with its text up to the next one. */
function declarationsIn(source: string): Declaration[] {
  const starts = [...source.matchAll(DECLARATION)]
    // Stryker's own helpers (stryNS_…, stryCov_…, stryMutAct_…) head every mutated file.
    .filter((match) => !(match[1] as string).startsWith("stry"))
    .map((match) => ({ name: match[1] as string, start: match.index }));
  return starts.map((declaration, index) => ({
    ...declaration,
    text: source.slice(declaration.start, starts[index + 1]?.start ?? source.length),
  }));
}

interface ContractModule {
  source: string;
  declarations: Declaration[];
}

/** A contract module of the sandbox (mutated ones instrumented), read and split once. */
const contractModules = new Map<string, ContractModule>();
function contractModule(file: string): ContractModule {
  const key = path.resolve(file);
  let module = contractModules.get(key);
  if (module === undefined) {
    const source = read(key);
    module = { source, declarations: declarationsIn(source) };
    contractModules.set(key, module);
  }
  return module;
}

/** Every value declaration of the contract, mutated files included. */
let contractDeclarations: Declaration[] | undefined;
function allDeclarations(): Declaration[] {
  contractDeclarations ??= readdirSync(contractSource, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) => contractModule(path.join(contractSource, file)).declarations);
  return contractDeclarations;
}

const wordsIn = (names: Iterable<string>) =>
  new RegExp(
    `(?<![\\w$])(?:${[...names].map((name) => name.replaceAll("$", "\\$")).join("|")})(?![\\w$])`,
  );

/**
 * The declarations a change to `name` reaches: itself and every declaration that uses one of
 * them (phoneField reaches each schema with a phone, and each schema built on those).
 */
const reachCache = new Map<string, Set<string>>();
function reachOf(name: string): Set<string> {
  let reached = reachCache.get(name);
  if (reached) return reached;
  reached = new Set([name]);
  for (let grew = true; grew; ) {
    grew = false;
    const uses = wordsIn(reached);
    for (const declaration of allDeclarations()) {
      if (!reached.has(declaration.name) && uses.test(declaration.text)) {
        reached.add(declaration.name);
        grew = true;
      }
    }
  }
  reachCache.set(name, reached);
  return reached;
}

/**
 * The names a mutant can change: what its enclosing declaration reaches, found by the mutant's
 * id in the mutated file; every declaration of the file when the mutant sits outside any.
 */
function namesChangedBy(mutatedFile: string, mutantId: string | undefined): string[] {
  const { source, declarations } = contractModule(mutatedFile);
  const at = mutantId === undefined ? -1 : source.indexOf(`stryMutAct_9fa48("${mutantId}")`);
  const enclosing = declarations.filter((declaration) => declaration.start < at).pop();
  if (at < 0 || enclosing === undefined) {
    return declarations.map((declaration) => declaration.name);
  }
  return [...reachOf(enclosing.name)];
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
    // Stryker hands each mutant run its id (the vitest runner's provide("activeMutant", …)).
    const { activeMutant } = this.ctx.getProvidedContext() as { activeMutant?: string };
    const names = [...new Set(mutated.flatMap((file) => namesChangedBy(file, activeMutant)))];
    if (names.length === 0) return ordered.filter((file) => file.project.name === "contract");
    const uses = wordsIn(names);
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
