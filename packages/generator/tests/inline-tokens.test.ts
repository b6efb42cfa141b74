import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { inlineConstantTokens } from "../src/inline-tokens.ts";
import { inlineSiteTokens } from "../src/site-tokens.ts";

const inline = (css: string, namedInCode: string[] = []) => inlineConstantTokens(css, new Set(namedInCode));

describe("inlining the design tokens", () => {
  it("writes a token declared once on :root into its uses and drops its declaration", async () => {
    expect(await inline(":root{--gap:1rem;--ink:#0f1b2d}.a{margin:0 var(--gap);color:var(--ink)}")).toBe(".a{margin:0 1rem;color:#0f1b2d}");
  });

  it("keeps a token that another rule, a media query, @supports or a :root[attribute] redeclares", async () => {
    for (const other of [".b{--gap:2rem}", "@media (min-width:40em){:root{--gap:2rem}}", "@supports (display:grid){:root{--gap:2rem}}", ":root[data-fonts]{--gap:2rem}"]) {
      const css = `:root{--gap:1rem}.a{margin:var(--gap)}${other}`;
      expect(await inline(css), other).toBe(css);
    }
  });

  it("keeps a token the site's code or content names: a style attribute may set it, a script read it", async () => {
    const css = ":root{--angle:10deg}.a{rotate:var(--angle)}";
    expect(await inline(css, ["--angle"])).toBe(css);
  });

  it("resolves a token whose value holds another's var(), and rewrites a redeclared one's value", async () => {
    const css =
      ':root{--body:"Inter Fallback",sans-serif;--heading:"Manrope Fallback",var(--body);--font:var(--body)}' +
      ':root[data-fonts]{--font:"Inter",var(--body)}h1{font-family:var(--heading)}p{font-family:var(--font)}';
    expect(await inline(css)).toBe(
      ':root{--font:"Inter Fallback",sans-serif}:root[data-fonts]{--font:"Inter","Inter Fallback",sans-serif}' +
        'h1{font-family:"Manrope Fallback","Inter Fallback",sans-serif}p{font-family:var(--font)}',
    );
  });

  it("keeps a token whose value names one that is not constant, with the constant ones it names written in", async () => {
    const css = ":root{--base:1rem;--font:serif;--stack:var(--font),var(--base)}.a{--font:sans-serif;font:var(--stack)}";
    expect(await inline(css)).toBe(":root{--font:serif;--stack:var(--font),1rem}.a{--font:sans-serif;font:var(--stack)}");
  });

  it("takes the token's value over a var() fallback, and resolves tokens inside the fallback of one it keeps", async () => {
    expect(await inline(":root{--gap:1rem}.a{margin:var(--gap, 2rem)}")).toBe(".a{margin:1rem}");
    expect(await inline(":root{--gap:1rem}.a{margin:var(--local, var(--gap))}")).toBe(".a{margin:var(--local, 1rem)}");
    const redeclared = ":root{--gap:1rem}.b{--gap:2rem}.a{margin:var(--gap, 3rem)}";
    expect(await inline(redeclared)).toBe(redeclared);
  });

  it("keeps a token whose value is resolved where it is declared (attr(), if()) or that is !important", async () => {
    for (const css of [":root{--label:attr(data-label)}.a::after{content:var(--label)}", ":root{--gap:1rem!important}.a{margin:var(--gap)}"]) {
      expect(await inline(css)).toBe(css);
    }
  });

  it("keeps a token where its text would join a neighbour's (var()px, +var()), and one used in @font-face", async () => {
    expect(await inline(":root{--size:2}.a{margin:var(--size)px;padding:calc(1px +var(--size))}.b{order:var(--size)}")).toBe(
      ":root{--size:2}.a{margin:var(--size)px;padding:calc(1px +var(--size))}.b{order:2}",
    );
    expect(await inline(":root{--face:Inter}@font-face{font-family:var(--face)}.a{font-family:var(--face)}")).toBe(
      ":root{--face:Inter}@font-face{font-family:var(--face)}.a{font-family:Inter}",
    );
  });

  it("keeps tokens of a cycle and tokens @property registers", async () => {
    for (const css of [":root{--a:var(--b);--b:var(--a)}.x{margin:var(--a)}", '@property --gap{syntax:"<length>";inherits:true;initial-value:0}:root{--gap:1rem}.a{margin:var(--gap)}']) {
      expect(await inline(css)).toBe(css);
    }
  });
});

describe("inlining the site's tokens", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-tokens-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a token the server bundle sets in a style attribute, across the parts", async () => {
    const server = path.join(dir, "server.mjs");
    writeFileSync(server, 'export const g = jsx("g", { className: "button--primary", style: { "--angle": `${deg}deg` } });');
    const parts = [
      { source: "styles/tokens.css", css: ":root{--angle:0deg;--primary:#ffffff;--gap:1rem}" },
      { source: "src/Needle.css", css: ".needle{rotate:var(--angle);color:var(--primary);margin:calc(var(--gap) * 2)}" },
    ];
    const inlined = await inlineSiteTokens(parts, { serverModuleUrl: pathToFileURL(server).href, client: new Map(), entries: {} }, path.join(dir, "cache"));
    expect(inlined.map((part) => part.css.trim())).toEqual([":root{--angle:0deg}", ".needle{rotate:var(--angle);color:#ffffff;margin:calc(1rem * 2)}"]);
  });
});
