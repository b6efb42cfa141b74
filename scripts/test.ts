// `npm test`: every gate, as CI runs it (.ci/run).
//
// The typecheck and knip read the sources and nothing else: they run beside the build, `site check`
// and vitest rather than before them. Those keep the two cores busy only in part at first (a cold
// build waits on esbuild and sharp; vitest starts its processes and browsers), and a typecheck run
// first was 17 s of the run's time, alone. Their output is kept and shown once they end: in full
// the moment one fails (the suite goes on; the run fails at its end), in one line when both pass.
//
// The content types come first, alone: the typecheck reads them, and the tests copy src/ (1.4 s).
import { spawn } from "node:child_process";

interface Ended {
  code: number;
  output: string;
}

// Started directly, not through `npm run`, which costs half a second each on the run's path.
const STEPS = {
  "content types": ["node_modules/.bin/tsx", "scripts/write-content-types.ts"],
  typecheck: ["npm", "run", "-s", "typecheck:sources"],
  knip: ["npm", "run", "-s", "lint:unused"],
  build: ["node", "bin/site.js", "build"],
  "site check": ["node", "bin/site.js", "check"],
  vitest: ["node_modules/.bin/vitest", "run"],
} as const;
type Step = keyof typeof STEPS;

/** Runs a step; `shown` streams its output here, else it is kept for the end. */
function run(step: Step, shown: boolean): Promise<Ended> {
  // Arguments after `npm test --` go to vitest: a file, `-t` a test's name.
  const [command, ...args] = [...STEPS[step], ...(step === "vitest" ? process.argv.slice(2) : [])];
  const child = spawn(command, args, { stdio: ["ignore", shown ? "inherit" : "pipe", shown ? "inherit" : "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output })));
}

/** Runs the steps one after the other, up to the first that fails. */
async function inTurn(steps: Step[], shown: boolean): Promise<Ended & { step: string }> {
  let last = { code: 0, output: "", step: "" };
  for (const step of steps) {
    last = { ...(await run(step, shown)), step };
    if (last.code !== 0) break;
  }
  return last;
}

const started = performance.now();
const types = await run("content types", true);
if (types.code !== 0) process.exit(types.code);

const checks = inTurn(["typecheck", "knip"], false).then((ended) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (ended.code === 0) console.log(`\ntypecheck and knip: passed (done ${seconds} s into npm test)\n`);
  else console.error(`\n${ended.step} failed (${seconds} s into npm test):\n${ended.output}`);
  return ended;
});
const suite = await inTurn(["build", "site check", "vitest"], true);
const checked = await checks;
if (checked.code !== 0) console.error(`npm test failed: ${checked.step} (above)`);
process.exit(suite.code || checked.code);
