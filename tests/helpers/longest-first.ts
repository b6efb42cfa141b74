import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (seconds in a full run on the two-core machine, rounded), started
 * first so that the run does not end on one of them with the other test process idle. The order
 * is all this list decides: a file not in it runs after these, in vitest's own order.
 */
const LONG_UNIT_FILES: Record<string, number> = {
  "tests/generator/serve-memory.test.ts": 90,
  // Two cold builds and a third from their cache: 55 s alone on the two cores.
  "tests/generator/scheduled-publish.test.ts": 45,
  "tests/generator/serve-watch.test.ts": 24,
  "tests/generator/articles-validation.test.ts": 24,
  "packages/generator/tests/build-atomicity.test.ts": 15,
  // Timed under load (about 14 on two cores), a quarter of it taken as their share of a quiet run.
  "tests/generator/build-refuses-content-links.test.ts": 18,
  "tests/generator/restored-cache.test.ts": 15,
  "tests/generator/real-company-strict.test.ts": 7,
  "packages/generator/tests/portable-cache.test.ts": 6,
};
const LONG_BROWSER_FILES: Record<string, number> = {
  "tests/browser/pages.test.ts": 88,
  "tests/browser/consent.test.ts": 63,
  "tests/browser/booking-without-prompt.test.ts": 4,
  "tests/browser/scheduling-widget.test.ts": 62,
  "tests/browser/no-javascript.test.ts": 60,
  "tests/browser/cms-editing.test.ts": 60,
  "tests/browser/cms-checks.test.ts": 50,
  "tests/browser/cms-composed-pages.test.ts": 55,
  "tests/browser/fonts.test.ts": 58,
  "tests/browser/lighthouse.test.ts": 48,
  "tests/browser/island-early-interaction.test.ts": 47,
  "tests/browser/every-engine-pages.test.ts": 45,
  "tests/browser/newsletter.test.ts": 28,
  "tests/browser/reduced-motion.test.ts": 27,
  "tests/browser/measurement.test.ts": 26,
  "tests/browser/signal-tabs.test.ts": 25,
  "tests/browser/menu.test.ts": 24,
};

/**
 * Longest first, in three runs: the long unit files, every browser file, the other unit files.
 * The browser files stay together because a test process runs them in turn and shares its
 * browsers between them (vitest.config.ts): vitest ends such a process as soon as the next file
 * in the queue belongs to another project, and its browsers with it.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const name = (file: TestSpecification) => file.moduleId.slice(file.project.config.root.length + 1);
    const rank = (file: TestSpecification): [number, number] => {
      const path = name(file);
      if (path in LONG_UNIT_FILES) return [0, -LONG_UNIT_FILES[path]!];
      if (file.project.name === "browser") return [1, -(LONG_BROWSER_FILES[path] ?? 0)];
      return [2, 0];
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return sorted.sort((a, b) => {
      const [groupA, costA] = rank(a);
      const [groupB, costB] = rank(b);
      return groupA - groupB || costA - costB;
    });
  }
}
