#!/usr/bin/env node
// `site-generator build|serve|check` for the project in the current folder, for a site that has no
// launcher of its own (this package's second site in tests/fixtures/tiny-site is run this way).
import { launch } from "./launch.js";

await launch(process.cwd());
