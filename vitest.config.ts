import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
    // Most files wait on child processes and Chromium rather than compute: two at once on two
    // cores (vitest's default there is one) keeps `npm test` well under five minutes.
    maxWorkers: 2,
  },
});
