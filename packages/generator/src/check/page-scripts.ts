import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CheckProblem } from "./check-problem.ts";
import type { PageMarkup } from "./page-markup.ts";
import { findScriptReferences, UnparsableScriptError, type ScriptReference } from "./script-references.ts";

/** When a page loads a script another names: always with it, or on a condition of the page's markup. */
type Condition = { always: true } | { island: string } | { anyIsland: true } | { attribute: string };

interface ScriptLink {
  file: string;
  when: Condition;
}

interface ReadScript {
  links: ScriptLink[];
  problems: CheckProblem[];
}

/**
 * The scripts a page downloads, followed from the output alone the way the runtime loads them
 * (a site's loader and its after-paint part, island/client/hydrate-island.ts; the URLs the build writes in: bundle-client.ts):
 * - the scripts the page asks for itself (page-markup.ts), among them the loader;
 * - what a script imports statically (`import … from "./x.js"`, `import "./x.js"`);
 * - what it names with `new URL("./x.js", import.meta.url)`: the loader so names its after-paint
 *   part (the island runtime's AFTER_PAINT), which it imports on every page once the page has loaded;
 * - from the island chunk map (`{ runtime: url, islands: { Name: url } }`), an island's chunk where
 *   the page holds `data-island="Name"`, React's runtime where it holds any island;
 * - a lazy behaviour's chunk, `name: { load: () => import(url) }`, where the page carries the
 *   attribute `data-name` (a behaviour started on the visitor's first use counts too);
 * - any other dynamic import, with the script that holds it: code a behaviour asks for when the
 *   visitor comes to it (the cookie dialog's), downloaded on the page that has the behaviour.
 * So a page's figure is all it can download while the visitor stays on it. A script URL used in
 * any other way, built at run time, or naming no file of the output is a problem of the script
 * that holds it: the check cannot tell which pages load what it names.
 */
export function createPageScripts(dir: string, outputFiles: ReadonlySet<string>, base: string) {
  const read = new Map<string, Promise<ReadScript>>();
  const scriptNames = [...outputFiles].filter((file) => /\.m?js$/.test(file)).map((file) => path.posix.basename(file));
  const readOnce = (file: string) => {
    if (!read.has(file)) read.set(file, readScript(dir, file, base, outputFiles, scriptNames));
    return read.get(file)!;
  };
  return {
    /** Output paths of the scripts the page at `page` (an output path) downloads. */
    async of(page: string, markup: PageMarkup): Promise<Set<string>> {
      const files = new Set<string>();
      const holds = (when: Condition) =>
        "always" in when || ("island" in when ? markup.islands.has(when.island) : "anyIsland" in when ? markup.islands.size > 0 : markup.attributes.has(`data-${when.attribute}`));
      const visit = async (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const link of (await readOnce(file)).links) if (holds(link.when)) await visit(link.file);
      };
      for (const url of markup.scripts) {
        const file = resolve(url, page, base);
        if (file !== null && outputFiles.has(file)) await visit(file);
      }
      return files;
    },
    /** The problems of every script a page reached so far, once each. */
    async problems(): Promise<CheckProblem[]> {
      return (await Promise.all(read.values())).flatMap((script) => script.problems);
    },
  };
}

async function readScript(dir: string, file: string, base: string, outputFiles: ReadonlySet<string>, scriptNames: string[]): Promise<ReadScript> {
  const code = await readFile(path.join(dir, file), "utf8");
  const problem = (offset: number, message: string): CheckProblem => ({ file, ...lineAndColumn(code, offset), rule: "budget-js-reference", message });
  let found: ReturnType<typeof findScriptReferences>;
  try {
    found = findScriptReferences(code);
  } catch (error) {
    if (!(error instanceof UnparsableScriptError)) throw error;
    return { links: [], problems: [problem(error.offset, `does not parse as a JavaScript module (${error.reason}): site check cannot follow the scripts it names`)] };
  }
  const links: ScriptLink[] = [];
  const problems = found.builtUrls.map((built) => problem(built.start, `puts a script URL together at run time (${shorten(built.text)}): site check cannot tell which script it loads`));
  for (const reference of found.references) {
    const target = resolve(reference.url, file, base);
    const when = conditionOf(reference);
    if (target === null || !outputFiles.has(target)) problems.push(problem(reference.start, `names ${reference.url}, which the output does not have`));
    else if (typeof when === "string") problems.push(problem(reference.start, `${reference.url} ${when}: site check cannot tell which pages load it`));
    else links.push({ file: target, when });
  }
  // A script's file name anywhere else (in a longer string, a comment) is a way of loading it
  // that the rules above do not know; its source map's name is not.
  for (const name of scriptNames) {
    for (let at = code.indexOf(name); at !== -1; at = code.indexOf(name, at + name.length)) {
      const inReference = found.references.some((reference) => reference.start <= at && at < reference.end);
      if (!inReference && !code.startsWith(".map", at + name.length)) problems.push(problem(at, `names the script ${name} other than as a URL string of its own`));
    }
  }
  return { links, problems };
}

/** The condition of the contract above, or why there is none. */
function conditionOf(reference: ScriptReference): Condition | string {
  const [outer, inner] = [reference.keys.at(-2), reference.keys.at(-1)];
  switch (reference.kind) {
    case "static":
    case "url":
      return { always: true };
    case "dynamic":
      return inner === "load" && outer ? { attribute: outer } : { always: true };
    case "property":
      if (outer === "islands" && inner) return { island: inner };
      if (inner === "runtime") return { anyIsland: true };
      return `is the value of "${reference.keys.join(".")}", neither "runtime" nor under "islands" of the island chunk map`;
    default:
      return "is neither imported, nor named by new URL(…, import.meta.url), nor in the island chunk map";
  }
}

/** The output file `url` names from `referrer` (an output path), or null for another origin or outside `base`. */
function resolve(url: string, referrer: string, base: string): string | null {
  const origin = "http://site.invalid";
  const resolved = new URL(url, `${origin}${base}${referrer}`);
  if (resolved.origin !== origin || !resolved.pathname.startsWith(base)) return null;
  return decodeURIComponent(resolved.pathname.slice(base.length));
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function lineAndColumn(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
