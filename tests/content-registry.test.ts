// The content registry (src/content-registry/registry.ts) is the one list of the site's content:
// every YAML file is in it, no other module lists them, every field has a French label for the
// CMS, and an entry is all the build needs to check a file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contentTypes } from "../scripts/lib/content-types.ts";
import registry from "../src/content-registry/registry.ts";
import { yamlContent } from "../packages/generator/src/content/yaml-content.ts";
import { projectAt } from "../packages/generator/src/project.ts";
import site from "../src/server-entry.ts";
import { copyProject, PROJECT_ROOT } from "./helpers/project-copy.ts";
import { runSite } from "./helpers/run-site.ts";

const filesUnder = (dir: string, pattern: RegExp) =>
  (readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => pattern.test(file));

/** Every field of a schema, by its path, with its label: looks through lists, defaults and pipes. */
function fieldsOf(schema: z.ZodType, at: string): { at: string; title: unknown }[] {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if (def.type === "object") {
    return Object.entries(def.shape!).flatMap(([name, field]) => [{ at: `${at}.${name}`, title: field.meta()?.title }, ...fieldsOf(field, `${at}.${name}`)]);
  }
  const inner = def.element ?? def.innerType ?? (def.type === "pipe" ? (def.out!._zod.def.type === "transform" ? def.in : def.out) : undefined);
  return inner ? fieldsOf(inner, def.element ? `${at}[]` : at) : [];
}

describe("The content registry", () => {
  it("lists every YAML file of content/, and only files that exist", () => {
    expect(Object.keys(registry.files).sort()).toEqual(filesUnder("content", /\.ya?ml$/).sort());
  });

  it("is the only list of them: elsewhere a YAML file's path is written only to import it or to name its type", () => {
    const sources = ["src", "pages", "scripts"].flatMap((dir) => filesUnder(dir, /\.tsx?$/).map((file) => `${dir}/${file}`));
    // company-file.ts and categories-file.ts: the registry's names for the file of the team's values,
    // which the server entry needs apart, and for the file of the categories articles name.
    const own = ["src/content-registry/registry.ts", "src/content-registry/company-file.ts", "src/content-registry/categories-file.ts", "src/content-registry/yaml-imports.d.ts"];
    const listed = sources
      .filter((file) => !own.includes(file))
      .flatMap((file) =>
        // Comments may name a file as an example; code may not list one.
        [...readFileSync(path.join(PROJECT_ROOT, file), "utf8").replace(/^\s*(\/\/|\/?\*).*$/gm, "").matchAll(/(\S+\s*)["'`]([^"'`\s]+\.ya?ml)["'`]/g)]
          .filter(([, before]) => !/^(from\s*|ContentData<)$/.test(before!))
          // Only the content files: the CMS's own config.yml is no content.
          .filter(([, , written]) => Object.keys(registry.files).some((file) => written!.endsWith(file)))
          .map(([match]) => `${file}: ${match}`),
      );
    expect(listed).toEqual([]);
  });

  it("gives each collection of the site its folder and front matter's schema", () => {
    for (const [name, collection] of Object.entries(site.collections)) {
      expect(registry.collections[name]).toMatchObject({ folder: collection.folder, schema: collection.schema });
    }
    expect(Object.keys(registry.collections).sort()).toEqual(Object.keys(site.collections).sort());
  });

  it("is listed by the generator with each file's path, label and schema, as the CMS's configuration needs", async () => {
    const { files, collections } = await yamlContent(projectAt(PROJECT_ROOT)).entries();
    expect(files.map(({ file }) => file).sort()).toEqual(filesUnder("content", /\.ya?ml$/).map((file) => `content/${file}`).sort());
    const booking = files.find(({ file }) => file === "content/home/booking.yaml")!;
    expect(booking.label).toBe(registry.files["home/booking.yaml"]!.label);
    expect(booking.schema.safeParse({}).success).toBe(false);
    expect(collections.map(({ name, folder }) => [name, folder])).toEqual([["blog", "content/blog"], ["legal", "content/legal"], ["composed", "content/pages"], ["references", "content/references"]]);
  });

  it.each([
    ...Object.entries(registry.files).map(([file, entry]) => [`content/${file}`, entry] as const),
    ...Object.values(registry.collections).map((entry) => [`${entry.folder}/*.md`, entry] as const),
  ])("gives %s and each of its fields a label for editors", (_, entry) => {
    const schema = entry.schema(z);
    expect(entry.label).toMatch(/\S/);
    expect(fieldsOf(schema, "").filter((field) => typeof field.title !== "string")).toEqual([]);
  });
});

describe("A new YAML file with its registry entry", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const at = (file: string) => path.join(project.root, file);
  const edit = (file: string, change: (text: string) => string) => writeFileSync(at(file), change(readFileSync(at(file), "utf8")));

  beforeAll(async () => {
    project = await copyProject();
    edit("src/content-registry/registry.ts", (text) =>
      text.replace(
        "const CONTENT_FILES = {\n",
        'const CONTENT_FILES = {\n  "essai.yaml": { label: "Essai", schema: (z: Zod) => z.strictObject({ title: z.string().min(1, { error: "doit être un texte non vide" }) }) },\n',
      ),
    );
    edit("pages/404.tsx", (text) => `import essai from "../content/essai.yaml";\n${text.replace("{notFound.lead}", "{notFound.lead} {essai.title}")}`);
  });
  afterAll(() => project.remove());

  it("is typed by the declarations written from the registry", async () => {
    const copied = (await import(at("src/content-registry/registry.ts"))) as { default: typeof registry };
    expect(contentTypes(Object.keys(copied.default.files), "content")).toContain('declare module "*/content/essai.yaml" {\n  const data: YamlData<"essai.yaml">;');
  });

  it("is checked by the build, which names the file and the field", async () => {
    writeFileSync(at("content/essai.yaml"), 'title: ""\n');
    const refused = await runSite(["build", "--no-compress"], project.root);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("content/essai.yaml:1: le champ « title » est vide");
  });

  it("reaches the page that imports it", async () => {
    writeFileSync(at("content/essai.yaml"), "title: Un texte ajouté\n");
    const built = await runSite(["build", "--no-compress"], project.root);
    expect(built.code).toBe(0);
    expect(readFileSync(at("dist/404.html"), "utf8")).toContain("Un texte ajouté");
  });
});
