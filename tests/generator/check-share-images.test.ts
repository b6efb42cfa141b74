import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkSite, type CheckProblem } from "../../packages/generator/src/check/check-site.ts";
import { SITE } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { useTempDirs } from "../../packages/generator/tests/helpers/temp-dirs.ts";

const configFile = path.join(PROJECT_ROOT, ".htmlvalidate.mjs");
const tempDir = useTempDirs("site-check-share-");

/** A valid page announcing `image` as its link previews' image, 1200×630; the og:image tag is on line 3. */
function page(image: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charSet="utf-8"/><title>Test</title>
<meta property="og:image" content="${SITE.siteUrl}/${image}"/><meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>
</head><body><main id="contenu" tabindex="-1"><h1>Test</h1></main></body></html>
`;
}

const image = (width: number, height: number, format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width, height, channels: 3, background: "#14325c" } }).toFormat(format).toBuffer();

async function check(files: Record<string, string | Buffer>): Promise<CheckProblem[]> {
  const dir = await tempDir();
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return checkSite({ dir, configFile, origin: SITE.siteUrl });
}

describe("site check, on each page's og:image", () => {
  describe("given cards of the size their pages announce, JPEG and PNG", () => {
    it("finds nothing to say", async () => {
      const problems = await check({
        "index.html": page("share/index.jpg"),
        "blog/index.html": page("share/blog.png"),
        "share/index.jpg": await image(1200, 630, "jpeg"),
        "share/blog.png": await image(1200, 630, "png"),
      });
      expect(problems).toEqual([]);
    });
  });

  describe("given a page whose og:image is not in the output", () => {
    it("fails, naming the page, the line and the missing file", async () => {
      const problems = await check({ "index.html": page("share/index.jpg"), "blog/index.html": page("share/perdue.jpg"), "share/index.jpg": await image(1200, 630, "jpeg") });
      expect(problems).toEqual([
        { file: "blog/index.html", line: 3, column: expect.any(Number), rule: "share-image-missing", message: expect.stringContaining("share/perdue.jpg, which is not in the output") },
      ]);
    });
  });

  describe("given a page whose og:image is smaller than it announces", () => {
    it("fails, naming the page and both sizes", async () => {
      const problems = await check({ "index.html": page("share/index.jpg"), "share/index.jpg": await image(600, 315, "jpeg") });
      expect(problems.map(({ file, rule, message }) => ({ file, rule, message }))).toEqual([
        { file: "index.html", rule: "share-image-size", message: "og:image share/index.jpg is 600×315, but the page announces 1200×630 (og:image:width, og:image:height)" },
      ]);
    });
  });

  describe("given a page whose og:image is a WebP", () => {
    it("fails: LinkedIn shows no WebP", async () => {
      const problems = await check({ "index.html": page("share/index.webp"), "share/index.webp": await image(1200, 630, "webp") });
      expect(problems.map(({ rule, message }) => ({ rule, message }))).toEqual([
        { rule: "share-image-format", message: "og:image share/index.webp is a WEBP image; link previews (LinkedIn) read JPEG and PNG only" },
      ]);
    });
  });
});
