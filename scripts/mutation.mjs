// Mutation testing, one target at a time: `npm run test:mutation -- [catalog|payments|contacts|maid-registration|admin|accounts|shortlist|helper-account|lib|contract ...]
// [stryker options]`, e.g. `npm run test:mutation -- lib --incremental`. Not part of `npm test`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const TARGETS = [
  "catalog",
  "payments",
  "contacts",
  "maid-registration",
  "admin",
  "accounts",
  "shortlist",
  "helper-account",
  "lib",
  "contract",
];
const args = process.argv.slice(2);
const chosen = args.filter((arg) => TARGETS.includes(arg));
const strykerArgs = args.filter((arg) => !TARGETS.includes(arg));
const unknown = args.filter((arg) => !arg.startsWith("-") && !TARGETS.includes(arg));
if (unknown.length > 0 && !strykerArgs.some((arg) => arg.startsWith("-"))) {
  console.error(`Unknown target ${unknown.join(", ")}: choose from ${TARGETS.join(", ")}.`);
  process.exit(2);
}

const summaries = [];
let failed = false;
for (const name of chosen.length > 0 ? chosen : TARGETS) {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/@stryker-mutator/core/bin/stryker.js",
      "run",
      `stryker/${name}.config.mjs`,
      ...strykerArgs,
    ],
    { stdio: "inherit" },
  );
  failed ||= run.status !== 0;
  summaries.push(summarise(name, Date.now() - started));
}
console.log(`\n${summaries.join("\n")}`);
process.exit(failed ? 1 : 0);

/** One line per target from Stryker's JSON report: the score as Stryker counts it. */
function summarise(name, ms) {
  let report;
  try {
    report = JSON.parse(readFileSync(`reports/mutation/${name}/report.json`, "utf8"));
  } catch {
    return `${name}: no report`;
  }
  const count = {};
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) count[mutant.status] = (count[mutant.status] ?? 0) + 1;
  }
  const n = (status) => count[status] ?? 0;
  const detected = n("Killed") + n("Timeout");
  const valid = detected + n("Survived") + n("NoCoverage");
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  return (
    `${name}: ${score.toFixed(2)} % (killed ${n("Killed")}, timeout ${n("Timeout")}, ` +
    `survived ${n("Survived")}, no coverage ${n("NoCoverage")}, errors ${n("RuntimeError") + n("CompileError")}, ` +
    `ignored ${n("Ignored")}, total ${Object.values(count).reduce((a, b) => a + b, 0)}) in ${Math.round(ms / 1000)} s`
  );
}
