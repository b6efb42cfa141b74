import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runSite } from "../helpers/run-site.ts";
import { useServedCopy } from "../helpers/serve-process.ts";

// `site serve` leaves in place the files its last build wrote and that did not change. A `site
// build` run into the same folder meanwhile (another terminal, for another base path) has replaced
// them: the next save must write the whole site again, not leave that build's pages served.

const BASE = "/autre-chemin/";

describe("site serve, after a site build into its folder", () => {
  const served = useServedCopy();
  const pages = () => (readdirSync(path.join(served().root, "dist"), { recursive: true, encoding: "utf8" }) as string[]).filter((file) => file.endsWith(".html"));
  const underBase = () => pages().filter((file) => readFileSync(path.join(served().root, "dist", file), "utf8").includes(`href="${BASE}`));

  it("writes every page of its own again at the next save", async () => {
    expect(underBase()).toEqual([]);
    const build = await runSite(["build", "--base", BASE, "--no-compress"], served().root);
    expect(build.code, build.stderr).toBe(0);
    // The pages are that build's now, for its base path (a page with no link aside).
    expect(underBase().length).toBeGreaterThan(pages().length / 2);
    const blog = path.join(served().root, "content", "blog");
    const [article] = readdirSync(blog).filter((file) => file.endsWith(".md"));
    const source = path.join(blog, article!);
    writeFileSync(source, readFileSync(source, "utf8").replace(/^title: .*$/m, 'title: "Un titre changé après une autre construction"'));
    await served().serve.printed(/^rebuilt \d+ pages/);
    expect(underBase()).toEqual([]);
  }, 300_000);
});
