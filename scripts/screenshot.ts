// `npm run screenshots`: builds the site, serves it, and saves a full-page PNG of every route at
// 375 and 1280 px wide into screenshots/ (ignored by git), to look at what visitors see.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { startServer } from "../packages/generator/src/serve/start-server.ts";
import { launchChromium } from "./lib/launch-chromium.ts";
import { PROJECT_ROOT } from "./lib/project-copy.ts";

const WIDTHS = [375, 1280];
const out = path.join(PROJECT_ROOT, "screenshots");
const dist = path.join(PROJECT_ROOT, "dist");
const only = process.argv.slice(2);

execFileSync(process.execPath, [path.join(PROJECT_ROOT, "bin", "site.js"), "build"], { stdio: "inherit" });
const routes = execFileSync("find", [dist, "-name", "*.html"], { encoding: "utf8" })
  .trim()
  .split("\n")
  .map((file) => "/" + path.relative(dist, file).replace(/index\.html$/, ""))
  .filter((route) => only.length === 0 || only.includes(route))
  .sort();

mkdirSync(out, { recursive: true });
const server = await startServer({ dir: dist, port: 0 });
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    // Reduced motion: sections shown as they end up, not mid-reveal.
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    // The scheduling widget and anything else external stay out: screenshots need no network.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    for (const route of routes) {
      await page.goto(server.url.replace(/\/$/, "") + route, { waitUntil: "networkidle" });
      // Scroll through once, so lazy images and islands near the bottom are there too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = `${route.replace(/^\/|\/$/g, "").replace(/[/.]/g, "_") || "home"}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(`screenshots/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
