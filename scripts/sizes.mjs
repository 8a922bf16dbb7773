/**
 * Sizes a newcomer can see (README, "Layout"): no source file over 400 lines, no folder with more
 * than 25 files of its own. Prints the largest files and the fullest folders, names every one over
 * its limit and fails when there is one. `npm run lint:sizes`; `--top N` shows N of each.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";

const MAX_LINES = 400;
const MAX_FILES = 25;
const roots = ["apps", "packages", "bench", "scripts"];
const source = /\.(ts|tsx|mjs)$/;
// Drizzle reads the whole schema from one module; splitting it would only scatter the tables.
const exempt = new Set(["apps/api/src/db/schema.ts"]);
// Drizzle's migrations: one file and one snapshot per migration, in the one folder it reads, and
// never changed once released. They grow with the schema's history, not with its design.
const exemptFolders = new Set(["apps/api/drizzle", "apps/api/drizzle/meta"]);

const topArg = process.argv.indexOf("--top");
const top = topArg === -1 ? 10 : Number(process.argv[topArg + 1]);

// Tracked files and new ones not ignored: what a clone of the branch holds.
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...roots],
  { encoding: "utf8" },
)
  .split("\n")
  .filter((file) => file !== "" && readable(file));

function readable(file) {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false; // deleted in the work tree, not yet committed
  }
}

const lines = files
  .filter((file) => source.test(file))
  .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length - 1 }))
  .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));

const perFolder = new Map();
for (const file of files) perFolder.set(dirname(file), (perFolder.get(dirname(file)) ?? 0) + 1);
const folders = [...perFolder]
  .map(([folder, count]) => ({ folder, count }))
  .sort((a, b) => b.count - a.count || a.folder.localeCompare(b.folder));

console.log(`| lines | file |\n| ---: | --- |`);
for (const { file, lines: n } of lines.slice(0, top)) console.log(`| ${n} | ${file} |`);
console.log(`\n| files | folder |\n| ---: | --- |`);
for (const { folder, count } of folders.slice(0, top)) console.log(`| ${count} | ${folder}/ |`);

const tooLong = lines.filter(({ file, lines: n }) => n > MAX_LINES && !exempt.has(file));
const tooFull = folders.filter(
  ({ count, folder }) => count > MAX_FILES && !exemptFolders.has(folder),
);
for (const { file, lines: n } of tooLong)
  console.error(`${file}: ${n} lines (at most ${MAX_LINES})`);
for (const { folder, count } of tooFull)
  console.error(`${folder}/: ${count} files of its own (at most ${MAX_FILES})`);
if (tooLong.length + tooFull.length > 0) process.exitCode = 1;
