import { pageStateInPage } from "./in-page.ts";

/**
 * A step that must end within its own limit, so that a hang fails naming the step (and what
 * `probe` then finds) instead of at the test's limit. The hang is also logged, so that it shows
 * in CI's log when a retry passes.
 */
export async function within<T>(ms: number, step: string, work: Promise<T>, probe?: () => Promise<string>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      const failure = new Error(`${step} did not end within ${ms / 1000} s${probe ? `; ${await probe()}` : ""}`);
      if (probe) console.error(failure.message);
      reject(failure);
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A page of any driver: Playwright's, or the engine layer's (engine-page.ts). */
interface Evaluates {
  evaluate(fn: typeof pageStateInPage): Promise<string>;
}

/**
 * What the page answers, for a step that hung: nothing when stuck in a script; else its state, and
 * whether it still draws frames (what waits on `requestAnimationFrame` and on observers needs).
 */
export const answers = (page: Evaluates) => async () =>
  `the page answered ${await within(5_000, "", page.evaluate(pageStateInPage)).catch(() => "nothing")}`;
