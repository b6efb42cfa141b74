#!/usr/bin/env node
// The `site` command (build, serve, check) for this project, wherever it is started from: the
// generator's launcher, given the folder this file's project is in.
import { fileURLToPath } from "node:url";
import { launch } from "site-generator/launch";

await launch(fileURLToPath(new URL("..", import.meta.url)));
