import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yamlContent } from "../../packages/generator/src/content/yaml-content.ts";
import { projectAt } from "../../packages/generator/src/project.ts";
import { copyProject } from "../helpers/project-copy.ts";

// What a build's bundles do with the YAML content files (content/yaml-content.ts): each file is
// read through `readJson`, then the checked files are saved for the next build as a bundle ends.
describe("given the YAML content files checked by one build, the next build", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const file = (name: string) => path.join(project.root, "content", name);
  const BOOKING = "home/booking.yaml";
  const COMPANY = "site/company.yaml";

  /**
   * An edit made a second ago: the cache is not written from inputs changed while a build reads
   * them (stamped-cache.ts), as a file written just before the build looks to be.
   */
  function edit(file: string, change: (text: string) => string): void {
    writeFileSync(file, change(readFileSync(file, "utf8")));
    const aSecondAgo = new Date(Date.now() - 1000);
    utimesSync(file, aSecondAgo, aSecondAgo);
  }

  /** One build's reading of the booking and company files: their JSON and how many were checked. */
  async function build(): Promise<{ booking: string; company: string; checked: number; inputs: string[] }> {
    const content = yamlContent(projectAt(project.root));
    const [booking, company] = await Promise.all([content.readJson(file(BOOKING)), content.readJson(file(COMPANY))]);
    await content.save();
    return { booking, company, checked: content.checked(), inputs: await content.inputs() };
  }

  beforeAll(async () => {
    project = await copyProject({ caches: false });
  });
  afterAll(() => project.remove());

  it("takes unchanged files from the cache, with the same data and the registry's sources still named", async () => {
    const first = await build();
    expect(first.checked).toBe(2);
    const second = await build();
    expect(second).toEqual({ ...first, checked: 0 });
    expect(second.inputs).toContain(path.join(project.root, "src/content-registry/registry.ts"));
  });

  it("checks again only a file whose text changed", async () => {
    edit(file(BOOKING), (text) => text.replace(/^title: .*$/m, "title: Un titre changé"));
    const after = await build();
    expect(after.checked).toBe(1);
    expect(JSON.parse(after.booking)).toMatchObject({ title: "Un titre changé" });
  });

  it("checks every file again when a value file changes, and fills the new value in files that did not change", async () => {
    const before = await build();
    expect(before.checked).toBe(0);
    edit(file(BOOKING), (text) => text.replace(/^lead: .*$/m, 'lead: "Chez {{company.name}}."'));
    expect((await build()).checked).toBe(1);
    edit(file(COMPANY), (text) => text.replace(/^  name: .*$/m, "  name: Autre Nom SAS"));
    const after = await build();
    expect(after.checked).toBe(2);
    expect(JSON.parse(after.booking)).toMatchObject({ lead: "Chez Autre Nom SAS." });
  });

  it("checks every file again when the registry's schemas change", async () => {
    expect((await build()).checked).toBe(0);
    edit(path.join(project.root, "src/content-registry/schemas/home/booking.ts"), (text) => `${text}\n// an edit\n`);
    expect((await build()).checked).toBe(2);
  });

  it("never keeps a refused file: it is refused again, with the same message", async () => {
    edit(file(BOOKING), (text) => text.replace(/^title: /m, "titel: "));
    const refusal = await build().catch((error: Error) => error.message);
    expect(refusal).toContain(`content/${BOOKING}:`);
    expect(await build().catch((error: Error) => error.message)).toBe(refusal);
  });
});
