// The entries a site ships as examples (CollectionDefinition.examples: the customer references made
// up for the layout) are named at every build as the config's placeholders are, and refused by
// `site build --strict`, which writes nothing then (build-site.ts: before the output is opened).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Site } from "../../packages/generator/src/bundle-server.ts";
import { BuildError } from "../../packages/generator/src/build-error.ts";
import { findExamples } from "../../packages/generator/src/build/find-examples.ts";
import type { LoadedCollection } from "../../packages/generator/src/content/load-collection.ts";
import { CONTENT_COLLECTIONS } from "../../src/content-registry/collections.ts";
import { REFERENCES_COLLECTION } from "../../src/routes/reference-routes.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";

const { folder } = CONTENT_COLLECTIONS.references;

const FILES = readdirSync(path.join(PROJECT_ROOT, folder)).filter((name) => name.endsWith(".md"));
const SHIPPED = FILES.filter((name) => /^example: true$/m.test(readFileSync(path.join(PROJECT_ROOT, folder, name), "utf8")));
// A company's own references are none of them examples (the real-company configuration): the test marks its first one.
const MARKED = SHIPPED.length > 0 ? SHIPPED : FILES.slice(0, 1);
/** The references as the build loads them, as far as examples go: slug, file and switch. */
const loaded = {
  name: "references",
  entries: FILES.map((name) => ({ slug: name.replace(/\.md$/, ""), date: "2026-01-01", draft: false, example: MARKED.includes(name) })),
  fileOf: new Map(FILES.map((name) => [name.replace(/\.md$/, ""), `${folder}/${name}`])),
} as unknown as LoadedCollection;
const site = { definition: { collections: { references: REFERENCES_COLLECTION } } } as unknown as Site;
const EXAMPLES = MARKED.map((name) => `${folder}/${name}`);

describe("the references shipped as examples", () => {
  it.runIf(SHIPPED.length > 0)("are two or three, each marked example: true", () => {
    expect(SHIPPED.length).toBeGreaterThanOrEqual(2);
    expect(SHIPPED.length).toBeLessThanOrEqual(3);
  });

  it("are listed by a normal build, each by its file and field", () => {
    expect(findExamples(site, [loaded], false)).toEqual(EXAMPLES.map((file) => ({ name: `${file}: example`, value: true })));
  });

  it("fail a --strict build, which names each of them", () => {
    let refusal: unknown;
    try {
      findExamples(site, [loaded], true);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BuildError);
    const { message } = refusal as BuildError;
    expect(message).toMatch(/^--strict: /);
    for (const file of EXAMPLES) expect(message).toContain(`  ${file}: example = true`);
  });

  it("a real reference (example: false) is neither listed nor refused", () => {
    const real = { ...loaded, entries: loaded.entries.map((entry) => ({ ...entry, example: false })) } as LoadedCollection;
    expect(findExamples(site, [real], true)).toEqual([]);
  });
});
