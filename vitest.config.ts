import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    // Generous: on a machine busy with other work a browser test may take many times its usual
    // time. Tests wait on states and events, so a longer limit never hides a wrong answer.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ["default", "./tests/helpers/summary-reporter.ts"],
    // Most files wait on child processes and Chromium rather than compute: two at once on two
    // cores (vitest's default there is one) keeps `npm test` well under five minutes.
    maxWorkers: 2,
  },
});
