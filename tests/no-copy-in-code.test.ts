// Guard: every text a visitor can meet lives in content/ (YAML or Markdown), where the marketing
// team edits it, not in the site's TypeScript.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./helpers/project-copy.ts";

/**
 * A visitor-facing sentence: a string literal, template text or JSX text (comments are not
 * looked at) holding an accented letter, or two words or more ("Voir la démo", "sur 100"). Class
 * names, ids, paths and CSS values are not sentences: JSX attributes are read only when a visitor
 * meets them (aria-*, alt, title, placeholder), and a text made only of words joined by `-`, `_`,
 * `/`, `.`, `:`, `#` or `=` is a name, not a sentence ("container hero__grid", "0 0 24 24").
 */
const ACCENTED = /[À-ÖØ-öø-ÿŒœ]/;
const TWO_WORDS = /[A-Za-zÀ-ÿ]{2,}[ \u00a0'’]+[A-Za-zÀ-ÿ0-9]/;
const VISITOR_ATTRIBUTES = /^(aria-[\w-]+|alt|title|placeholder|label)$/;

/**
 * Texts no visitor meets, by file, with the reason. Kept short on purpose.
 */
const ALLOWED: { file: string; text: RegExp; why: string }[] = [
  { file: "src/render/security-policy.ts", text: /^[a-z-]+ '/, why: "Content-Security-Policy directives" },
  { file: "src/site-schema.ts", text: /^a whole number from/, why: "a build error for the developer" },
  { file: "src/site-notices.ts", text: /./, why: "what every build prints for the developer of src/site.ts" },
  { file: "src/newsletter/settings-schema.ts", text: /^"brevo" \(a Brevo form\)|^null \(no sign-up\)/, why: "a build error for the developer" },
  { file: "src/components/Island.tsx", text: /^Island .* is not registered/, why: "a build error for the developer" },
  { file: "src/models/blog/collection.ts", text: /^<div class=/, why: "HTML markup" },
  { file: "src/models/blog/category-rule.ts", text: /./, why: "the build's messages to whoever writes an article" },
  { file: "src/models/legal/legal-document.ts", text: /^<(dl|div|tr)\b/, why: "HTML markup" },
  { file: "src/components/LoaderStart.tsx", text: /^\{const d=document,r=d\.documentElement,/, why: "the text of an inline script" },
  { file: "src/content-registry/", text: /./, why: "the content schemas: the labels, hints and messages their editors read" },
];

/** The generator and the browser code show no site copy. */
const SKIPPED = [/^src\/generator\//, /^src\/client\//, /\.d\.ts$/];

function sourceFiles(dir: string): string[] {
  return (readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
}

function isSentence(text: string): boolean {
  const trimmed = text.trim();
  const classNames = /^[a-z][\w-]*( [a-z][\w-]*)*$/.test(trimmed) && /[-_]/.test(trimmed);
  return ACCENTED.test(trimmed) || (TWO_WORDS.test(trimmed) && !classNames);
}

/**
 * The texts of a file with the key each is the value of, if any: `className: "a b"` gives
 * { key: "className", text: "a b" }. esbuild first strips types and comments and turns JSX into
 * calls (JSX text and attributes become plain strings); the string scanner below then only needs
 * to know JavaScript's strings, templates and regular expressions. (TypeScript 7 has no JS API.)
 */
function textsIn(file: string, source: string): { key?: string; callee?: string; text: string }[] {
  const code = transformSync(source, { loader: file.endsWith(".tsx") ? "tsx" : "ts", jsx: "transform", jsxFactory: "h", jsxFragment: "F", minifyWhitespace: true }).code;
  const found: { key?: string; callee?: string; text: string }[] = [];
  let i = 0;
  const keyBefore = (at: number) => /(?:"([\w-]+)"|([\w$]+))\s*:\s*$/.exec(code.slice(Math.max(0, at - 60), at));
  const calleeBefore = (at: number) => /([\w$.]+)\(\s*$/.exec(code.slice(Math.max(0, at - 60), at))?.[1];
  const scanTemplate = (): string => {
    // At the opening backtick: the literal parts, joined by a space where an expression was.
    let text = "";
    i++;
    while (i < code.length && code[i] !== "`") {
      if (code[i] === "\\") (text += code.slice(i, i + 2)), (i += 2);
      else if (code[i] === "$" && code[i + 1] === "{") {
        i += 2;
        scan("}");
        i++;
        text += " ";
      } else text += code[i++];
    }
    i++;
    return text;
  };
  const scan = (until?: string): void => {
    let depth = 0;
    while (i < code.length) {
      const c = code[i]!;
      if (until && c === until && depth === 0) return;
      if (c === "{") depth++;
      if (c === "}") depth--;
      if (c === '"' || c === "'") {
        const start = i;
        i++;
        while (code[i] !== c) i += code[i] === "\\" ? 2 : 1;
        i++;
        const key = keyBefore(start);
        found.push({ key: key?.[1] ?? key?.[2], callee: calleeBefore(start), text: unquote(code.slice(start, i), file) });
      } else if (c === "`") {
        const start = i;
        const text = scanTemplate();
        const key = keyBefore(start);
        found.push({ key: key?.[1] ?? key?.[2], callee: calleeBefore(start), text });
      } else if (c === "/" && /[(,=:[!&|?{};]\s*$|return\s*$/.test(code.slice(Math.max(0, i - 10), i))) {
        // A regular expression: skipped whole, classes included.
        i++;
        let inClass = false;
        while (i < code.length && (inClass || code[i] !== "/")) {
          if (code[i] === "\\") i++;
          else if (code[i] === "[") inClass = true;
          else if (code[i] === "]") inClass = false;
          i++;
        }
        i++;
      } else i++;
    }
  };
  scan();
  return found;
}

function unquote(literal: string, file: string): string {
  try {
    return new Function(`return ${literal}`)() as string;
  } catch {
    throw new Error(`${file}: the scanner lost its way at ${literal.slice(0, 80)}`);
  }
}

/** Every sentence of a file, as `file: "text"`. */
export function sentencesIn(file: string, source: string): string[] {
  return textsIn(file, source)
    .filter(({ key, callee }) => !(key && !VISITOR_ATTRIBUTES.test(key)) && !(callee && /^(console\.\w+|clsx|Error)$/.test(callee)))
    .filter(({ text }) => isSentence(text) && !ALLOWED.some((allowed) => file.startsWith(allowed.file) && allowed.text.test(text.trim())))
    .map(({ text }) => `${file}: ${JSON.stringify(text.trim())}`);
}

describe("visitor-facing copy", () => {
  const files = [...sourceFiles("src"), ...sourceFiles("pages")];

  it("has files to look at", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("finds a sentence in a string, a template and JSX text, and none in comments or class names", () => {
    const source = [
      `// Un commentaire en français.`,
      `const a = "Voir la démo";`,
      "const b = `Essai de ${n} jours`;",
      `const c = <p className="hero hero__lead">Bonjour à tous</p>;`,
      `const d = <img alt="Un chantier" src="/x.svg" />;`,
      `const e = "button button--primary";`,
    ].join("\n");
    expect(sentencesIn("x.tsx", source)).toEqual(['x.tsx: "Voir la démo"', 'x.tsx: "Essai de   jours"', 'x.tsx: "Bonjour à tous"', 'x.tsx: "Un chantier"']);
  });

  it("is nowhere in the site's .ts and .tsx files: it belongs in content/", () => {
    const found = files.flatMap((file) => sentencesIn(file, readFileSync(path.join(PROJECT_ROOT, file), "utf8")));
    expect(found).toEqual([]);
  });
});
