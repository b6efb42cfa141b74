import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTinySite, runLauncher, type TinySiteCopy } from "./helpers/tiny-site.ts";

describe("given a stylesheet that needs vendor prefixes", () => {
  let project: TinySiteCopy;
  const css = () => {
    const dir = path.join(project.root, "dist", "assets");
    const file = readdirSync(dir).find((name) => /^site-[0-9a-f]{10}\.css$/.test(name));
    return { name: file, text: readFileSync(path.join(dir, file ?? ""), "utf8") };
  };
  const build = async () => {
    const run = await runLauncher(project.root, ["build", "--no-compress"]);
    expect(run.code, run.stderr).toBe(0);
  };

  beforeAll(async () => {
    project = copyTinySite();
    appendFileSync(path.join(project.root, "site", "styles.css"), "\n.no-select {\n  user-select: none;\n}\n");
    await build();
  });
  afterAll(() => project.remove());

  it("adds the prefixes the package.json browserslist needs", () => {
    expect(css().text).toMatch(/\.no-select\{[^}]*-webkit-user-select:none;[^}]*user-select:none\}/);
  });

  it("adds none when the browserslist no longer needs them, and the file name changes", async () => {
    const before = css().name;
    const pkgFile = path.join(project.root, "package.json");
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
    writeFileSync(pkgFile, JSON.stringify({ ...pkg, browserslist: ["last 1 chrome version"] }));
    await build();
    expect(css().text).toContain(".no-select{user-select:none}");
    expect(css().name).not.toBe(before);
  });
});
