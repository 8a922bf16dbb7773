/**
 * What the three mutation targets share. Stryker runs from the repository root (so the
 * sandbox keeps `tsconfig.base.json` and the workspace layout), mutates one target, and runs
 * one package's own vitest config: the vitest runner cannot pick a project of a workspace.
 *
 * The sandbox's node_modules is a link to the root's, where `@sahayi/contract` links back to
 * packages/contract in the work tree, outside the sandbox. That is harmless here because no
 * run mutates the contract and imports it through that link: the api targets leave the
 * contract alone, and the contract's own tests import `../src` relatively, inside the sandbox.
 * See docs/mutation-testing.md.
 */
export function target(name, { mutate, vitestConfig }) {
  const dir = `reports/mutation/${name}`;
  return {
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner"],
    vitest: { configFile: vitestConfig, related: true },
    mutate,
    // Every mutant runs, static ones (executed while modules load or apps are built) included.
    ignoreStatic: false,
    coverageAnalysis: "perTest",
    // The machine is shared; two workers keep a run at about two cores.
    concurrency: 2,
    timeoutMS: 10_000,
    // The first run of every api test, instrumented, takes minutes on a busy machine.
    dryRunTimeoutMinutes: 30,
    // Copying only what the api and contract tests read keeps the sandbox small; `/data` is the
    // running product's own (DATA_DIR), not the seed's data under apps/api/src/seed/data.
    ignorePatterns: ["apps/web", "bench", "docs", "test-results", "playwright-report", "/data"],
    incrementalFile: `${dir}/incremental.json`,
    reporters: ["clear-text", "progress", "html", "json"],
    htmlReporter: { fileName: `${dir}/index.html` },
    jsonReporter: { fileName: `${dir}/report.json` },
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: "always",
    thresholds: { high: 90, low: 80, break: 80 },
  };
}
