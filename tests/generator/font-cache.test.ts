import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite, type RunResult } from "../helpers/run-site.ts";

// The cut fonts and their fallback faces are cached by everything they are made from. The code
// that makes them is one of those things: with only the inputs in the key, a changed fallback
// face kept coming out as the old code had made it, in every build that found the old result.

describe("given the project's font cache, when the code that writes the fallback faces changes", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let build: RunResult;
  const DESCRIPTOR = "font-display:fallback;";

  beforeAll(async () => {
    project = await copyProject();
    const file = path.join(project.root, "packages/generator/src/fonts/fallback-faces.ts");
    const source = readFileSync(file, "utf8");
    const anchor = "`font-weight:${from} ${to};";
    expect(source).toContain(anchor);
    writeFileSync(file, source.replace(anchor, `\`${DESCRIPTOR}font-weight:\${from} \${to};`));
    build = await runSite(["build", "--no-compress"], project.root);
  }, 180_000);
  afterAll(() => project?.remove());

  it("the build writes the faces the new code makes, not the cached ones", () => {
    expect(build.code, build.stderr).toBe(0);
    const assets = path.join(project.root, "dist", "assets");
    const shared = readdirSync(assets).find((name) => /^site-\w+\.css$/.test(name))!;
    const faces = readFileSync(path.join(assets, shared), "utf8").match(/@font-face\{font-family:"[^"]+ Fallback"[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThanOrEqual(4);
    for (const face of faces) expect(face).toContain(DESCRIPTOR);
  });
});
