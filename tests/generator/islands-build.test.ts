import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, PROJECT_ROOT } from "../helpers/project-copy.ts";
import { readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";

const COUNTER = `import { useId, useState } from "react";

export default function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return <button id={id} type="button" onClick={() => setCount(count + 1)}>{count}</button>;
}
`;

/** The project's registry with Counter added, as a developer adding an island would. */
function registerCounter(root: string) {
  const file = path.join(root, "src", "islands", "registry.ts");
  const source = readFileSync(file, "utf8")
    .replace(/^(import .*\n)(?!import)/m, '$1import Counter from "./Counter.tsx";\n')
    .replace(/\n};\s*$/, "\n  Counter,\n};\n");
  writeFileSync(file, source);
}

/**
 * The layout without its behaviours (the header's menu, the footer's newsletter sign-up, cookie
 * dialog and measurement): pages then have interactive parts only where a test puts them.
 */
function stripLayoutBehaviours(root: string) {
  for (const component of ["Header.tsx", "NewsletterForm.tsx", "PrivacyChoices.tsx"]) {
    const file = path.join(root, "src", "components", component);
    const source = readFileSync(file, "utf8");
    const stripped = source.replace(/^\s*(if \(\w+\) )?useClientBehaviour\("[\w-]+"\);$/gm, "");
    if (stripped === source) throw new Error(`${component}: no useClientBehaviour(…) found`);
    writeFileSync(file, stripped);
  }
}

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
    registerCounter(project.root);
    writeFileSync(path.join(project.root, "pages", "blog.tsx"), BLOG_WITH_ISLAND);
    stripLayoutBehaviours(project.root);
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

  it("adds the loader's inline start to pages with interactive parts only, and links no script", () => {
    const page = readPage(dist, "blog/index.html");
    const script = page.querySelector("script[data-loader]");
    expect(script?.getAttribute("data-loader")).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
    expect(script?.textContent).toContain("import(l)");
    // No script the preload scanner would ask for inside the navigation's commit task (LoaderStart.tsx).
    expect(page.querySelector("script[src]")).toBeNull();
    // A classic script in the head, right after the stylesheets: it runs before the first style is
    // computed, and the parse waits for it, so for them (tests/browser/first-paint.test.ts).
    expect(script?.hasAttribute("type")).toBe(false);
    expect(script?.parentElement?.tagName).toBe("HEAD");
    const sheets = [...page.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets.length).toBeGreaterThan(0);
    expect(script?.previousElementSibling).toBe(sheets.at(-1));
    for (const file of ["mentions-legales/index.html", "cgu-cgv/index.html", "politique-de-confidentialite/index.html"]) {
      expect(readPage(dist, file).querySelector("script[src], script[data-loader]")).toBeNull();
    }
  });

  it("keeps React and the island out of the loader, which imports nothing up front", () => {
    const { entry, afterPaint } = loaderOf(dist);
    expect(gzipSync(entry).byteLength).toBeLessThan(10_000);
    // Named in what the loader imports after the first paint, for an import by URL when an island
    // needs them (load-chunk.ts of the generator's island runtime).
    expect(afterPaint).toMatch(/"\.\/chunks\/Counter-[A-Z0-9]+\.js"/);
    expect(afterPaint).toMatch(/"\.\/chunks\/react-runtime-[A-Z0-9]+\.js"/);
    for (const code of [entry, afterPaint]) {
      expect(code).not.toMatch(/^import|[;}]import\s*["{]/);
      expect(code).not.toContain("react.production");
    }
  });
});

/** The loader the blog page imports, and what it imports once the page has painted (the "./….js" it names). */
function loaderOf(dist: string): { entry: string; afterPaint: string } {
  const src = readPage(dist, "blog/index.html").querySelector("script[data-loader]")?.getAttribute("data-loader") ?? "";
  const entry = readFileSync(path.join(dist, src), "utf8");
  const named = /"\.\/([\w-]+\.js)"/.exec(entry)?.[1] ?? "";
  return { entry, afterPaint: readFileSync(path.join(dist, path.dirname(src), named), "utf8") };
}

// Registered by identity, not by function name: an arrow function is named "default" once bundled.
const ANONYMOUS_COUNTER = `import { useState } from "react";

export default ({ start }: { start: number }) => {
  const [count, setCount] = useState(start);
  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;
};
`;

describe("given an island written as an anonymous default export", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let dist: string;

  beforeAll(async () => {
    project = await copyProject();
    dist = path.join(project.root, "dist");
    writeFileSync(path.join(project.root, "src", "islands", "Counter.tsx"), ANONYMOUS_COUNTER);
    registerCounter(project.root);
    writeFileSync(path.join(project.root, "pages", "blog.tsx"), BLOG_WITH_ISLAND);
  });
  afterAll(() => project.remove());

  it("builds the page with the island's marker and its chunk", async () => {
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
    const marker = readPage(dist, "blog/index.html").querySelector("[data-island]");
    expect(marker?.getAttribute("data-island")).toBe("Counter");
    expect(marker?.querySelector("button")?.textContent).toBe("3");
    expect(loaderOf(dist).afterPaint).toMatch(/"\.\/chunks\/Counter-[A-Z0-9]+\.js"/);
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

  it("says which line to add to the registry", async () => {
    const run = await runSite(["build"], project.root);
    expect(run.stderr).toContain('add `import Counter from "./Counter.tsx";` there and the line `Counter,` to the registry object it exports');
  });

  describe("when no page uses it", () => {
    beforeAll(() => writeFileSync(path.join(project.root, "pages", "blog.tsx"), readFileSync(path.join(PROJECT_ROOT, "pages", "blog.tsx"))));

    it("fails the build all the same, naming the file and the lines to add", async () => {
      const run = await runSite(["build"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("src/islands/Counter.tsx is in the islands folder but not registered");
      expect(run.stderr).toContain('add `import Counter from "./Counter.tsx";` to src/islands/registry.ts');
    });
  });
});

describe("given a registry naming an island that has no file", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;

  beforeAll(async () => {
    project = await copyProject();
    writeFileSync(path.join(project.root, "src", "islands", "Counter.tsx"), COUNTER);
    registerCounter(project.root);
    const registry = path.join(project.root, "src", "islands", "registry.ts");
    writeFileSync(registry, readFileSync(registry, "utf8").replace("Counter,", "Compteur: Counter,"));
  });
  afterAll(() => project.remove());

  it("fails the build: an island is named after its file", async () => {
    const run = await runSite(["build"], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('src/islands/registry.ts names the island "Compteur", but src/islands/ has no Compteur.tsx');
  });
});
