import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTempDirs } from "./helpers/temp-dirs.ts";
import { siteIcon } from "../src/site-icon.ts";

const tempDir = useTempDirs("site-icon-");
const SVG = readFileSync(new URL("./fixtures/favicon.svg", import.meta.url));

describe("the site's icon", () => {
  it("is drawn once per SVG: a build whose icon is unchanged takes the PNG from the cache", async () => {
    const cacheDir = await tempDir();
    const first = await siteIcon(new Map([["favicon.svg", { data: SVG }]]), cacheDir, "public");
    const [cached] = readdirSync(path.join(cacheDir, "icon"));
    expect(readFileSync(path.join(cacheDir, "icon", cached!)).equals((first!.output as { data: Uint8Array }).data)).toBe(true);
    // What the cache holds is what the next build publishes, without drawing it again.
    writeFileSync(path.join(cacheDir, "icon", cached!), "from the cache");
    const second = await siteIcon(new Map([["favicon.svg", { data: SVG }]]), cacheDir, "public");
    expect(Buffer.from((second!.output as { data: Uint8Array }).data).toString()).toBe("from the cache");
    // Another drawing is another entry.
    await siteIcon(new Map([["favicon.svg", { data: String(SVG).replace("#f59e0b", "#0b59f5") }]]), cacheDir, "public");
    expect(readdirSync(path.join(cacheDir, "icon"))).toHaveLength(2);
  });

  it("names the file and what it expects when the icon is not an image", async () => {
    const cacheDir = await tempDir();
    await expect(siteIcon(new Map([["favicon.svg", { data: "<svg><unclosed" }]]), cacheDir, "public")).rejects.toThrow(
      /^public\/favicon\.svg: the site's icon could not be drawn as the home page's 48 px PNG: .+\. Expected an SVG image\.$/,
    );
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});
