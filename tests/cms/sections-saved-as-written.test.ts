// A page's sections added, copied, moved or removed in the editor are saved as a developer would
// edit the file by hand: the lines of the sections that stay are kept byte for byte, a copy is
// its original's lines again, and nothing else of the file changes.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frontMatterFormatter } from "../../packages/generator/shared/cms-formats.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

type Section = Record<string, unknown>;

/** What the CMS writes for a page it loaded, once its sections were changed as `change` does. */
function saved(text: string, change: (sections: Section[]) => void): string {
  const data = frontMatterFormatter(() => undefined).fromFile(text);
  change(data.sections as Section[]);
  // As Decap hands it over: a copy of the data, from its own store.
  return frontMatterFormatter(() => text).toFile(structuredClone(data));
}

const sectionsOf = (text: string) => frontMatterFormatter(() => undefined).fromFile(text).sections as Section[];
const lines = (text: string) => text.split("\n");

/** docs/content.md's example page, with its comments lined up after the values. */
const guide = readFileSync(path.join(PROJECT_ROOT, "docs", "content.md"), "utf8");
const LANDING = /## Make a landing page[\s\S]*?```markdown\n([\s\S]*?)```/.exec(guide)![1]!;

/** The shipped composed pages, by their file. */
const PAGES = readdirSync(path.join(PROJECT_ROOT, "content", "pages"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ file: `content/pages/${name}`, text: readFileSync(path.join(PROJECT_ROOT, "content", "pages", name), "utf8") }));

describe("a page's sections saved by the editor", () => {
  it("given a section duplicated and one field of the copy changed, should write the original's lines again after it with that field changed, the rest byte for byte", () => {
    const sections = sectionsOf(LANDING);
    const quote = sections.findIndex((section) => section.type === "quote");
    const written = saved(LANDING, (list) => list.splice(quote + 1, 0, { ...structuredClone(list[quote]!), person: "Julie Bernard" }));
    const original = lines(LANDING);
    const start = original.findIndex((line) => line.startsWith("  - type: quote"));
    const end = original.findIndex((line, at) => at > start && line.startsWith("  - "));
    const copy = original.slice(start, end).map((line) => line.replace(`person: "${String(sections[quote]!.person)}"`, 'person: "Julie Bernard"'));
    expect(lines(written)).toEqual([...original.slice(0, end), ...copy, ...original.slice(end)]);
  });

  it.each(PAGES)("given each section of $file duplicated, should insert a copy of its lines right after them, nothing else changed", ({ text }) => {
    const sections = sectionsOf(text);
    expect(sections.length).toBeGreaterThan(1);
    for (const [at, section] of sections.entries()) {
      const written = saved(text, (list) => list.splice(at + 1, 0, structuredClone(section)));
      expect(sectionsOf(written)).toEqual(sections.toSpliced(at + 1, 0, section));
      // The new lines are a block that repeats the lines just above it.
      const [before, after] = [lines(text), lines(written)];
      const first = before.findIndex((line, index) => line !== after[index]);
      const added = after.length - before.length;
      expect(added).toBeGreaterThan(0);
      expect([...after.slice(0, first), ...after.slice(first + added)]).toEqual(before);
      expect(after.slice(first, first + added)).toEqual(after.slice(first - added, first));
    }
  });

  it("given two sections swapped, should move their lines and keep every line of the file", () => {
    const sections = sectionsOf(LANDING);
    const written = saved(LANDING, (list) => list.splice(1, 2, list[2]!, list[1]!));
    expect(sectionsOf(written)).toEqual([sections[0], sections[2], sections[1], ...sections.slice(3)]);
    expect(lines(written).sort()).toEqual(lines(LANDING).sort());
  });

  it("given a section removed, should remove its lines only", () => {
    const written = saved(LANDING, (list) => void list.splice(list.findIndex((section) => section.type === "quote"), 1));
    const original = lines(LANDING);
    const start = original.findIndex((line) => line.startsWith("  - type: quote"));
    const end = original.findIndex((line, at) => at > start && line.startsWith("  - "));
    expect(lines(written)).toEqual([...original.slice(0, start), ...original.slice(end)]);
  });

  it("given a new section added at the end, should write it under the others at their indent, without its empty fields, the rest byte for byte", () => {
    const text = { type: "text", title: "Infos pratiques", body: "Porte de Versailles, hall 4.\n", anchor: "" };
    const written = saved(LANDING, (list) => list.push(text));
    const last = lines(LANDING).findLastIndex((line) => line.startsWith("  - "));
    expect(lines(written)).toEqual([...lines(LANDING).slice(0, last + 1), "  - type: text", "    title: Infos pratiques", "    body: |", "      Porte de Versailles, hall 4.", ...lines(LANDING).slice(last + 1)]);
  });

  it("given a list written on one line that gains an item, should still write the data, as the whole file again", () => {
    const text = "---\ntitle: T\nredirectFrom: [/a/]\n---\n";
    const written = saved(text, () => undefined);
    expect(written).toBe(text);
    const grown = frontMatterFormatter(() => text).toFile({ title: "T", redirectFrom: ["/a/", "/b/"], body: "" });
    expect(frontMatterFormatter(() => undefined).fromFile(grown)).toEqual({ title: "T", redirectFrom: ["/a/", "/b/"], body: "" });
  });
});
