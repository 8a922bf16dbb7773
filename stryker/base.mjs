/**
 * What the mutation targets share. Stryker runs from the repository root (so the
 * sandbox keeps `tsconfig.base.json` and the workspace layout), mutates one target, and runs
 * one vitest config of its own: the vitest runner cannot pick a project of a workspace.
 *
 * The sandbox's node_modules is a link to the root's, where `@sahayi/contract` links back to
 * packages/contract in the work tree, outside the sandbox. The api targets leave the contract
 * alone, so that is harmless for them; the contract's target resolves `@sahayi/contract` to
 * the sandbox's copy itself. See docs/mutation-testing.md.
 */
export function target(name, { mutate, vitestConfig, web = false }) {
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
    // A target that runs the web's unit tests keeps the web's sources, not its build.
    ignorePatterns: [
      ...(web ? ["apps/web/dist", "apps/web/e2e"] : ["apps/web"]),
      ...["bench", "docs", "test-results", "playwright-report", "/data"],
    ],
    incrementalFile: `${dir}/incremental.json`,
    reporters: ["clear-text", "progress", "html", "json"],
    htmlReporter: { fileName: `${dir}/index.html` },
    jsonReporter: { fileName: `${dir}/report.json` },
    tempDirName: `.stryker-tmp/${name}`,
    cleanTempDir: "always",
    thresholds: { high: 90, low: 80, break: 80 },
  };
}
