import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setSiteValue } from "../../scripts/lib/site-values.ts";
import { BEACON_PATH } from "../../packages/generator/src/serve/beacon.ts";
import { EVENTS_PATH, RELOAD_SCRIPT_PATH } from "../../packages/generator/src/serve/reload-client.ts";
import { SITE } from "../../src/site.ts";
import { copyProject } from "../helpers/project-copy.ts";
import { openEvents, type EventStream } from "../../packages/generator/tests/helpers/serve-read-events.ts";

// The copy measures its audience, whatever this configuration does: its pages must post to the beacon.
const DOMAIN = new URL(SITE.siteUrl).hostname.replace(/^www\./, "");
const MEASUREMENT = { provider: "plausible", endpoint: "https://plausible.io/api/event", domain: DOMAIN, providerName: "Plausible", hosting: "UE", keeps: "Rien.", retentionMonths: 25 };

const blogPage = (body: string) =>
  `import { PageHero } from "../src/components/PageHero.tsx";\n\n` +
  `export default function Blog() {\n  ${body}\n}\n`;

describe("site serve with watch on", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let server: ChildProcess;
  let origin: string;
  let events: EventStream;
  let output = "";

  beforeAll(async () => {
    project = await copyProject();
    const config = path.join(project.root, "src", "site.ts");
    writeFileSync(config, setSiteValue(readFileSync(config, "utf8"), "measurement", `${JSON.stringify(MEASUREMENT)} as Measurement | null`));
    server = spawn(process.execPath, ["bin/site.js", "serve", "--port", "0"], {
      cwd: project.root,
      env: { ...process.env, NO_COLOR: "1" },
    });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
      server.stdout!.on("data", () => {
        const url = /Serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
    });
    events = await openEvents(origin + EVENTS_PATH);
  });

  afterAll(async () => {
    events?.close();
    server?.kill();
    await project?.remove();
  });

  it("injects the reload client into served pages but never into dist", async () => {
    const html = await (await fetch(`${origin}/blog/`)).text();
    expect(html).toContain(`<script src="${RELOAD_SCRIPT_PATH}"></script>`);
    // (The pages do name the server's beacon, where a preview's measurement posts: serve/beacon.ts.)
    expect(readFileSync(path.join(project.root, "dist", "blog", "index.html"), "utf8")).not.toMatch(/__site\/(reload|overlay|events)/);
  });

  it("has the pages' audience measurement post to its beacon, never to the provider, and prints what they post", async () => {
    const html = await (await fetch(`${origin}/blog/`)).text();
    expect(html).toContain(`data-endpoint="${BEACON_PATH}"`);
    expect(html).not.toContain(MEASUREMENT.endpoint);
    const event = { name: "cta_click", url: `${origin}/blog/`, domain: DOMAIN, props: { cta: "header", page: "/blog/" } };
    const answer = await fetch(origin + BEACON_PATH, { method: "POST", body: JSON.stringify(event) });
    expect(answer.status).toBe(204);
    await vi.waitFor(() => expect(output).toContain(`beacon ${JSON.stringify(event)}`));
  });

  it("rebuilds and reloads open tabs when a page changes, taking every YAML content file from the cache", async () => {
    writeFileSync(
      path.join(project.root, "pages", "blog.tsx"),
      blogPage(`return <PageHero eyebrow="Blog" title="Nouveau titre du blog" lead="Texte modifié." />;`),
    );
    await events.next("reload");
    expect(output.match(/rebuilt .*$/gm)!.at(-1)).not.toContain("YAML");
    expect(await (await fetch(`${origin}/blog/`)).text()).toContain("Nouveau titre du blog");
  });

  it("shows a render error in the page and keeps serving the last good build", async () => {
    writeFileSync(path.join(project.root, "pages", "blog.tsx"), blogPage(`throw new Error("oups, une erreur");`));
    expect(await events.next("error")).toContain("oups, une erreur");
    const html = await (await fetch(`${origin}/blog/`)).text();
    expect(html).toContain("route /blog/ (page component Blog) threw while rendering");
    expect(html).toContain("Nouveau titre du blog");
    expect(output).toContain("oups, une erreur");
    expect(server.exitCode).toBeNull();
  });

  it("recovers without a restart once the page is fixed", async () => {
    writeFileSync(
      path.join(project.root, "pages", "blog.tsx"),
      blogPage(`return <PageHero eyebrow="Blog" title="Blog réparé" lead="Tout va bien." />;`),
    );
    await events.next("reload");
    const html = await (await fetch(`${origin}/blog/`)).text();
    expect(html).toContain("Blog réparé");
    expect(html).not.toContain("threw while rendering");
  });

  it("reads only the edited article again, and reuses the bundles, when an article changes", async () => {
    const file = path.join(project.root, "content", "blog", "exploiter-les-permis-de-construire.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, 'title: "Permis de construire : le guide révisé"'));
    await events.next("reload");
    expect(output).toMatch(/rebuilt \d+ pages in [\d.]+ s \(1 article\(s\) read, bundles reused[,)]/);
    const html = await (await fetch(`${origin}/blog/exploiter-les-permis-de-construire/`)).text();
    expect(html).toContain("le guide révisé");
  });

  it("bundles again when a YAML content file changes, checking that file alone, and shows the new text", async () => {
    const file = path.join(project.root, "content", "home", "booking.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, "title: Un titre changé dans le YAML"));
    await events.next("reload");
    const rebuilt = output.match(/rebuilt .*$/gm)!.at(-1);
    expect(rebuilt).toContain("(1 YAML file(s)");
    expect(rebuilt).not.toContain("bundles reused");
    expect(await (await fetch(`${origin}/`)).text()).toContain("Un titre changé dans le YAML");
  });

  it("shows a refused YAML file in the page, naming its line and field, and keeps the last good build", async () => {
    const file = path.join(project.root, "content", "home", "booking.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^title: /m, "titel: "));
    const error = JSON.parse(await events.next("error")) as string;
    const line = text.split("\n").findIndex((each) => each.startsWith("title: ")) + 1;
    expect(error).toContain(`content/home/booking.yaml:${line}: le champ « titel » n'est pas attendu ici : vouliez-vous dire « title » ?`);
    expect(await (await fetch(`${origin}/`)).text()).toContain("Un titre changé dans le YAML");
  });
});
