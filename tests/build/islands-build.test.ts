import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

const COUNTER = `import { useId, useState } from "react";

export default function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return <button id={id} type="button" onClick={() => setCount(count + 1)}>{count}</button>;
}
`;

const REGISTRY = `export const ISLANDS: Record<string, () => Promise<{ default: any }>> = {
  Counter: () => import("./Counter.tsx"),
};
`;

const BLOG_WITH_ISLAND = `import { Island } from "../src/components/Island.tsx";
import Counter from "../src/islands/Counter.tsx";

export default function Blog() {
  return <section><h1>Blog</h1><Island component={Counter} hydrate="visible" props={{ start: 3 }} /></section>;
}
`;

describe("given a page that uses an island", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;

  beforeAll(async () => {
    project = await copyProject();
    dist = path.join(project.root, "dist");
    writeFileSync(path.join(project.root, "src", "islands", "Counter.tsx"), COUNTER);
    writeFileSync(path.join(project.root, "src", "islands", "registry.ts"), REGISTRY);
    writeFileSync(path.join(project.root, "pages", "blog.tsx"), BLOG_WITH_ISLAND);
    const run = await runSite(["build"], project.root);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\/blog\/ .* islands: Counter/);
  });
  afterAll(() => project.remove());

  it("renders the island server-side inside a marker with its rule, prefix and props", () => {
    const marker = readPage(dist, "blog/index.html").querySelector("[data-island]");
    expect(marker?.getAttribute("data-island")).toBe("Counter");
    expect(marker?.getAttribute("data-hydrate")).toBe("visible");
    expect(JSON.parse(marker?.getAttribute("data-props") ?? "")).toEqual({ start: 3 });
    expect(marker?.querySelector("button")?.textContent).toBe("3");
    // useId values carry the island's own prefix, the one the client hydrates with.
    expect(marker?.querySelector("button")?.id).toContain(marker?.getAttribute("data-prefix"));
  });

  it("adds the module script to that page only", () => {
    const script = readPage(dist, "blog/index.html").querySelector('script[type="module"]');
    expect(script?.getAttribute("src")).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
    for (const file of ["index.html", "signaux-affaires/index.html", "404.html"]) {
      expect(readPage(dist, file).querySelector("script")).toBeNull();
    }
  });

  it("keeps React and the island out of the entry, in chunks loaded on demand", () => {
    const src = readPage(dist, "blog/index.html").querySelector("script")?.getAttribute("src") ?? "";
    const entry = readFileSync(path.join(dist, src));
    expect(gzipSync(entry).byteLength).toBeLessThan(10_000);
    expect(entry.toString()).toMatch(/import\("\.\/chunks\/[^"]+\.js"\)/);
    expect(entry.toString()).not.toContain("react.production");
  });
});

describe("given an island missing from the registry", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;

  beforeAll(async () => {
    project = await copyProject();
    writeFileSync(path.join(project.root, "src", "islands", "Counter.tsx"), COUNTER);
    writeFileSync(path.join(project.root, "pages", "blog.tsx"), BLOG_WITH_ISLAND);
  });
  afterAll(() => project.remove());

  it("fails the build naming the island and the registry", async () => {
    const run = await runSite(["build"], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Island "Counter" is not registered in src/islands/registry.ts');
    expect(run.stderr).toContain("route /blog/");
  });
});
