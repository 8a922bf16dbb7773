import path from "node:path";
import { configDefaults, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import base from "./vitest.config.ts";

/**
 * Stryker stops at the first failing test. A static mutant (run while modules load or while
 * `beforeAll` builds the app) runs every test file that imports its file, so the order of the
 * files sets the cost. First the test files nearest the mutated file (Stryker names it in
 * `related`): `lib/cache.ts` is pinned by `lib/cache.test.ts`, not by the app's tests. Then
 * the files that failed on the previous mutant (neighbouring mutants tend to die in the same
 * file), then the quickest.
 */
export class NearAndQuickFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (file: TestSpecification) =>
      `${file.project.name}:${path.relative(config.root, file.moduleId)}`;
    const mutated = (config.related ?? []).map((file) => path.dirname(path.resolve(file)));
    const nearness = (file: TestSpecification) =>
      Math.max(0, ...mutated.map((dir) => sharedDepth(dir, path.dirname(file.moduleId))));
    return [...files].sort((a, b) => {
      const near = nearness(b) - nearness(a);
      if (near !== 0) return near;
      const [ra, rb] = [cache.getFileTestResults(key(a)), cache.getFileTestResults(key(b))];
      if (ra && rb) {
        if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
        return ra.duration - rb.duration;
      }
      return (cache.getFileStats(key(a))?.size ?? 0) - (cache.getFileStats(key(b))?.size ?? 0);
    });
  }
}

/** How many leading folders two folders share. */
function sharedDepth(a: string, b: string): number {
  const [pa, pb] = [a.split(path.sep), b.split(path.sep)];
  let depth = 0;
  while (depth < pa.length && pa[depth] === pb[depth]) depth++;
  return depth;
}

/**
 * The api's tests for mutation testing (see stryker/): the same tests, quickest first, but for
 * the outage test: it times a database outage's 503s against a 2 s promise, which an
 * instrumented run on a busy machine cannot keep, and it pins the database client, which no
 * target mutates. `npm test` still runs it.
 */
export default mergeConfig(base, {
  test: {
    exclude: [...configDefaults.exclude, "src/outage.test.ts"],
    sequence: { sequencer: NearAndQuickFirstSequencer },
  },
});
