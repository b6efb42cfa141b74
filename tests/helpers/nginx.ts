// Scripts import no test helpers, so the nginx launcher lives in scripts/lib/ (`npm run lighthouse`
// serves with it too) and tests take it from there.
export { startNginx, type RunningNginx } from "../../scripts/lib/nginx.ts";
