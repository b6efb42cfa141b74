import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

describe("given a project with a previous good build", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    project = await copyProject();
    dist = path.join(project.root, "dist");
    const first = await runSite(["build"], project.root);
    expect(first.code).toBe(0);
    before = snapshotTree(dist);
  });
  afterAll(() => project.remove());

  describe("when a page throws while rendering", () => {
    beforeAll(() => {
      writeFileSync(
        path.join(project.root, "pages", "blog.tsx"),
        `function ArticleList(): never {\n  throw new Error("articles is undefined");\n}\n\n` +
          `export default function Blog() {\n  return <section><ArticleList /></section>;\n}\n`,
      );
    });

    it("exits non-zero with one message naming the route, the component stack and the source line", async () => {
      const run = await runSite(["build"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("route /blog/ (page component Blog) threw while rendering");
      expect(run.stderr).toContain("Error: articles is undefined (at pages/blog.tsx:2:9)");
      expect(run.stderr).toMatch(/in <ArticleList>\n\s+in <section>\n\s+in <Blog>\n\s+in <main>\n\s+in <Layout>/);
      expect(run.stderr).not.toContain("renderWithHooks");
      expect(run.stderr).toContain("--verbose");
    });

    it("prints the raw stack only with --verbose", async () => {
      const run = await runSite(["build", "--verbose"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/at ArticleList \(.*pages\/blog\.tsx:2:9\)/);
    });

    it("leaves the previous dist exactly as it was, with no staging folder", () => {
      expect(snapshotTree(dist)).toEqual(before);
      expect(readdirSync(project.root).filter((name) => name.startsWith(".dist"))).toEqual([]);
    });
  });

  describe("when a page does not compile", () => {
    beforeAll(() => {
      writeFileSync(path.join(project.root, "pages", "blog.tsx"), `export default function Blog() {\n  return <p>;\n}\n`);
    });

    it("names the file and line, with no stack trace after the message, and leaves dist as it was", async () => {
      const run = await runSite(["build"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/pages\/blog\.tsx:3:1: The character "}" is not valid inside a JSX element/);
      // Every step waiting on the site's bundle fails with it: none may crash the process afterwards.
      expect(run.stderr).not.toMatch(/^\s+at |node_modules\/esbuild/m);
      expect(snapshotTree(dist)).toEqual(before);
    });
  });
});
