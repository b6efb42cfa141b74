import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frontMatterFormatter, yamlFormatter } from "../../packages/generator/shared/cms-formats.ts";
import { editYaml } from "../../packages/generator/shared/yaml-edit.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

/** Every content file, from the project root. */
function contentFiles(folder = "content"): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return contentFiles(file);
    return /\.(ya?ml|md)$/.test(entry.name) ? [file] : [];
  });
}

/** What the CMS writes for a file it loaded and saved: its formatter, given the text it loaded. */
function saved(file: string, text: string, change: (data: Record<string, unknown>) => void = () => {}): string {
  const format = file.endsWith(".md") ? frontMatterFormatter : yamlFormatter;
  const data = format(() => undefined).fromFile(text);
  change(data);
  // As Decap hands it over: a copy of the data, from its own store.
  return format(() => text).toFile(structuredClone(data));
}

describe("the CMS's formats of the content files", () => {
  it("given every content file, when saved unchanged, should write it byte for byte as it was", () => {
    const files = contentFiles();
    // The site's words, the composed pages (the home page among them), the articles, the references.
    expect(files).toEqual(expect.arrayContaining(["content/site/layout.yaml", "content/pages/accueil.md", "content/home/booking.yaml"]));
    expect(files.some((file) => file.startsWith("content/blog/")) && files.some((file) => file.startsWith("content/references/"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(path.join(PROJECT_ROOT, file), "utf8");
      expect(saved(file, text), file).toBe(text);
    }
  });

  it("given the composed page of docs/content.md, when saved unchanged, should write it byte for byte, and when a section's field is edited, change that line only", () => {
    const guide = readFileSync(path.join(PROJECT_ROOT, "docs", "content.md"), "utf8");
    const text = /## Make a landing page[\s\S]*?```markdown\n([\s\S]*?)```/.exec(guide)![1]!;
    expect(saved("content/pages/salon.md", text)).toBe(text);
    const edited = saved("content/pages/salon.md", text, (data) => {
      ((data.sections as Record<string, unknown>[])[2]!).person = "Claire Dubois";
    });
    expect(edited).toBe(text.replace('person: "Claire Martin"', 'person: "Claire Dubois"'));
  });

  it("given a YAML file with comments, when one field is edited, should change that line only", () => {
    const text = '# Said to editors.\ntitle: "Ancien titre" # the h1\nitems:\n  - a # first\n  - b\nlead: Un texte\n';
    const written = saved("x.yaml", text, (data) => (data.title = "Nouveau titre"));
    expect(written).toBe(text.replace('"Ancien titre"', '"Nouveau titre"'));
  });

  it("given comments lined up after their values, when a text and a number are edited, should change those values only, the rest byte for byte", () => {
    const text = 'title: "Ancien"      # the h1\ncount: 3             # how many\nitems:\n  - label: a        # first\n';
    const written = saved("x.yaml", text, (data) => {
      data.title = "Nouveau titre";
      data.count = 12;
      (data.items as { label: string }[])[0]!.label = "b: c";
    });
    expect(written).toBe('title: "Nouveau titre"      # the h1\ncount: 12             # how many\nitems:\n  - label: "b: c"        # first\n');
  });

  it("given an article, when its body is edited, should keep its front matter as written", () => {
    const text = "---\ntitle: Un article # court\ndate: 2025-01-15\n---\nPremier paragraphe.\n";
    const written = saved("a.md", text, (data) => (data.body = "Autre paragraphe.\n"));
    expect(written).toBe("---\ntitle: Un article # court\ndate: 2025-01-15\n---\nAutre paragraphe.\n");
  });

  it("given an optional field left empty in the editor, when saved, should remove it rather than write it empty", () => {
    expect(editYaml("title: A\nupdated: 2025-01-01\n", { title: "A", updated: "" })).toBe("title: A\n");
  });

  it("given a new article, when saved, should write its fields in the order of its schema", () => {
    const written = frontMatterFormatter(() => undefined).toFile({ date: "2025-01-15", title: "T", body: "Texte.\n" }, ["title", "date"]);
    expect(written).toBe("---\ntitle: T\ndate: 2025-01-15\n---\nTexte.\n");
  });
});
