// Scripts import no test helpers, so the project copy lives in scripts/lib/ and tests take it from there.
export { copyProject, PROJECT_ROOT } from "../../scripts/lib/project-copy.ts";
