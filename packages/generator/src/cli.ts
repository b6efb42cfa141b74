// The command line: parses arguments and hands over to packages/generator/src. Nothing else lives here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Command, InvalidArgumentError } from "commander";
import { runBuild, runCheck, runServe } from "./commands.ts";

function port(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new InvalidArgumentError("expected a port number between 0 and 65535.");
  }
  return number;
}

/** A day written YYYY-MM-DD that the calendar has (2026-02-30 is refused, not moved to March). */
function calendarDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new InvalidArgumentError("expected a day written YYYY-MM-DD, e.g. 2026-03-31.");
  }
  return value;
}

/** `--root`, or the project the launcher was given (bin/launch.js). */
function siteRoot(cliRoot: string, options: { root?: string }): string {
  return options.root ? path.resolve(options.root) : cliRoot;
}

/** What `build` and `serve` both take: where the output goes, and how the build runs. */
function buildOptions(command: Command): Command {
  return command
    .option("-o, --out <dir>", "output folder", "dist")
    .option("--base <path>", "deploy under a sub-path, e.g. /site/", "/")
    .option("--verbose", "print full stacks on errors, and what the build cache did not have")
    .option("--dev", "development build: React's development runtime, unminified scripts")
    .option("--today <YYYY-MM-DD>", "build as on that day: publish what is dated up to it (default: today in the site's time zone)", calendarDay);
}

const ROOT_HELP = "the site's project folder, if not this one (its package.json may give its layout)";

/** Called by the launcher (bin/launch.js), given the project's folder. */
export async function main(root: string, argv = process.argv): Promise<void> {
  // A site is rarely published: its package.json may name no version.
  const { version = "none" } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string };
  const program = new Command("site")
    .description("Builds, serves and checks a static site: this project's, or the one --root names.")
    .version(version, "-v, --version")
    .showHelpAfterError();

  buildOptions(program.command("build").description("Render every route into static files."))
    .option("--strict", "fail while config values are still placeholders, or entries are examples")
    .option("--no-compress", "do not write .br and .gz siblings of text files")
    .option("--drafts", "include drafts and articles dated in the future, marked as unpublished")
    .option("--root <dir>", ROOT_HELP)
    .action((options) => runBuild(siteRoot(root, options), options));

  buildOptions(program.command("serve").description("Build, then serve the output like a static host, rebuilding on change."))
    .option("-p, --port <number>", "port to listen on", port, 4321)
    .option("--host <address>", "address to listen on (0.0.0.0 exposes it to the network)", "127.0.0.1")
    .option("--no-watch", "do not rebuild and reload on change")
    .option("--no-drafts", "leave out drafts and articles dated in the future, as `site build` does")
    .option("--root <dir>", ROOT_HELP)
    .action((options) => runServe(siteRoot(root, options), options));

  program
    .command("check")
    .description("Validate the HTML of the output and every internal link and fragment.")
    .option("-o, --out <dir>", "output folder to check", "dist")
    .option("--base <path>", "sub-path the output was built for", "/")
    .option("--root <dir>", ROOT_HELP)
    .action((options) => runCheck(siteRoot(root, options), options));

  await program.parseAsync(argv);
}
