import path from "node:path";
import { mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import base from "./vitest.config.ts";

/**
 * Stryker stops at the first failing test. A static mutant (run while modules load or while
 * `beforeAll` builds the app) runs every test file that imports its file, so the order of the
 * files sets the cost: files that failed on the previous mutant first (neighbouring mutants
 * tend to die in the same file), then the quickest files, unit tests before app tests.
 */
class QuickFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (file: TestSpecification) =>
      `${file.project.name}:${path.relative(config.root, file.moduleId)}`;
    return [...files].sort((a, b) => {
      const [ra, rb] = [cache.getFileTestResults(key(a)), cache.getFileTestResults(key(b))];
      if (ra && rb) {
        if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
        return ra.duration - rb.duration;
      }
      return (cache.getFileStats(key(a))?.size ?? 0) - (cache.getFileStats(key(b))?.size ?? 0);
    });
  }
}

/** The api's tests for mutation testing (see stryker/): the same tests, quickest first. */
export default mergeConfig(base, { test: { sequence: { sequencer: QuickFirstSequencer } } });
