import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { siteCharacters } from "../src/fonts/site-characters.ts";

async function rareOf(code: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seen-characters-"));
  try {
    const module = path.join(dir, "server.mjs");
    writeFileSync(module, code);
    return (await siteCharacters(pathToFileURL(module).href, {}, "")).rare;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the characters the site's code is seen to draw", () => {
  it("reads a template's text after a regular expression that holds a backtick or a quote", async () => {
    const code = 'function words(m) { return m.replace(/[`"\']/g, " ").length; }\nexport const title = (name) => `${name} ~ Blog`;\n';
    expect(await rareOf(code)).not.toContain("~");
  });

  it("reads the text of strings, escaped or not, and of each piece of a template", async () => {
    const code = 'export const a = "Prix \\x2B taxes", b = \'Aide ^ guide\', c = `${1} Page @ ${2} sur { fin`;\n';
    const rare = await rareOf(code);
    for (const character of "+^@{") expect(rare).not.toContain(character);
  });

  it("counts as unseen what only code holds: an identifier's, an operator's characters", async () => {
    const code = 'export const total = (a, b) => a % b;\nexport const label = "Total général";\n';
    expect(await rareOf(code)).toContain("%");
  });
});
