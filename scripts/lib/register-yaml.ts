// `tsx --import ./scripts/lib/register-yaml.ts`: scripts that import the site's pages (whose texts
// are YAML content files) run like the build reads them.
import { register } from "node:module";

register("./yaml-hooks.ts", import.meta.url);
