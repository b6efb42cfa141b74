// Scripts import no test helpers, so the CLI runner lives in scripts/lib/ and tests take it from there.
export { runSite, type RunResult } from "../../scripts/lib/run-site.ts";
