import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import layout from "../../content/site/layout.yaml";
import { copyProject } from "../helpers/project-copy.ts";
import { plainText, readPage } from "../helpers/read-dist.ts";
import { runSite } from "../helpers/run-site.ts";
import { snapshotTree } from "../../packages/generator/tests/helpers/snapshot-tree.ts";

// The kinds of section of the library (docs/sections.md) beyond those the landing page of
// composed-pages.test.ts holds: one page with each, as a marketer would write it.
const HERO = `  - type: hero\n    eyebrow: "Webinaire"\n    title: "Le replay"\n    lead: "Quarante minutes pour les bureaux d'études."\n`;

const page = (address: string, sections: string) =>
  `---\ntitle: "Une page de la bibliothèque"\nlabel: "Bibliothèque"\naddress: ${address}\ndescription: "Une page qui tient chaque sorte de section de la bibliothèque, une fois chacune."\nsections:\n${HERO}${sections}---\n`;

const NEWSLETTER = `  - type: newsletter\n    title: "Recevez les prochains webinaires"\n`;
const TEXT = `  - type: text
    title: "Au programme"
    body: |
      Quarante minutes, **questions comprises**.

      ## Les intervenants

      - une cheffe de projet d'un bureau d'études ;
      - [notre équipe](/signaux-affaires/).
`;

const IMAGE = `  - type: media\n    image: images/stand.svg\n    alt: "Le plan du stand H4"\n    caption: "Le stand H4, près de l'entrée du hall."\n`;
const VIDEO = `  - type: media\n    video: pilier-anticipation\n    alt: "Des permis de construire apparaissent sur une carte."\n    caption: "Les permis de construire déposés, dès leur dépôt."\n`;
const QUOTE = `  - type: quote
    quote: "Nous avons signé trois chantiers avant nos concurrents."
    person: "Claire Martin"
    role: "Directrice commerciale"
    company: "Martin Bâtiment"
    photo: images/stand.svg
    photoAlt: "Claire Martin sur un chantier"
`;

describe("given a composed page holding each kind of the library", () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  const dist = () => path.join(project.root, "dist");
  const pages = () => path.join(project.root, "content", "pages");
  const library = () => readPage(dist(), "bibliotheque/index.html");

  beforeAll(async () => {
    project = await copyProject();
    mkdirSync(path.join(pages(), "images"), { recursive: true });
    copyFileSync(path.join(project.root, "content", "blog", "images", "calendrier-permis.svg"), path.join(pages(), "images", "stand.svg"));
    writeFileSync(path.join(pages(), "bibliotheque.md"), page("/bibliotheque/", TEXT + IMAGE + VIDEO + QUOTE + NEWSLETTER));
    const run = await runSite(["build", "--no-compress"], project.root);
    expect(run.code, run.stderr).toBe(0);
  });
  afterAll(() => project.remove());

  it("renders a text section's Markdown at build, under its title, as an article's body", () => {
    const text = library().querySelector("main .text-section")!;
    expect(text.classList.contains("prose")).toBe(true);
    expect([...text.querySelectorAll("h2")].map((h2) => plainText(h2))).toEqual(["Au programme", "Les intervenants"]);
    expect(text.querySelector("h2 + div h2")?.id).toBe("les-intervenants");
    expect(plainText(text.querySelector("strong")!)).toBe("questions comprises");
    expect(text.querySelectorAll("li")).toHaveLength(2);
    expect(text.querySelector("a")?.getAttribute("href")).toBe("/signaux-affaires/");
  });

  it("draws an image and a clip, each in a figure with its caption, the image from the folder's images/", () => {
    const [image, video] = [...library().querySelectorAll("main figure.media-section")];
    expect(image!.querySelector("img")?.getAttribute("src")).toBe("/images/stand.svg");
    expect(image!.querySelector("img")?.getAttribute("alt")).toBe("Le plan du stand H4");
    expect(plainText(image!.querySelector("figcaption")!)).toBe("Le stand H4, près de l'entrée du hall.");
    // The pillars' clip: played by the client script, which holds it for reduced motion; without it, from its controls.
    const clip = video!.querySelector("[data-demo-video] noscript")!.innerHTML;
    expect(clip).toContain("/videos/pilier-anticipation.webm");
    expect(clip).toContain("controls");
    expect(clip).not.toContain("autoplay");
    expect(plainText(video!.querySelector("figcaption")!)).toBe("Les permis de construire déposés, dès leur dépôt.");
  });

  it("gives a customer's quote its portrait, described", () => {
    const photo = library().querySelector("main .quote-section figcaption img")!;
    expect(photo.getAttribute("src")).toBe("/images/stand.svg");
    expect(photo.getAttribute("alt")).toBe("Claire Martin sur un chantier");
  });

  it("draws the newsletter form under the page's title, its ids apart from the footer's", () => {
    const band = library().querySelector("main .newsletter")!;
    expect(plainText(band.querySelector("h2")!)).toBe("Recevez les prochains webinaires");
    expect(plainText(band)).toContain(plainText({ textContent: layout.footer.newsletter.text }));
    const ids = [...library().querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toContain("newsletter-email");
    expect(ids.filter((id) => /newsletter-email$/.test(id))).toHaveLength(2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ships no island: none of these kinds places one", () => {
    expect(library().querySelectorAll("[data-island]")).toHaveLength(0);
  });

  it("links the styles of the kinds it draws (a text's those of an article's body), which the home page goes without", () => {
    const styles = (file: string) =>
      [...readPage(dist(), file).querySelectorAll('link[rel="stylesheet"]')].map((link) => readFileSync(path.join(dist(), link.getAttribute("href")!), "utf8")).join("\n");
    const home = styles("index.html");
    for (const rule of [".prose", ".media-section", ".quote-section__photo", ".newsletter-band__title"]) {
      expect(styles("bibliotheque/index.html")).toContain(rule);
      expect(home).not.toContain(rule);
    }
  });

  it("passes site check", async () => {
    const run = await runSite(["check", "--out", dist()], project.root);
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  describe("when a page's file is wrong", () => {
    let before: Record<string, string>;
    const bad = () => path.join(pages(), "zz-bad.md");
    beforeAll(() => {
      before = snapshotTree(dist());
    });
    afterAll(() => rmSync(bad(), { force: true }));

    const cases: [string, string, string][] = [
      ["a second newsletter section", page("/salons/n/", NEWSLETTER + NEWSLETTER), "le champ « sections[2].type » ne peut valoir « newsletter » qu'une fois par page"],
      ["a media section with neither image nor video", page("/salons/m/", `  - type: media\n    alt: "Rien"\n    caption: "Rien"\n`), "le champ « sections[1].image » manque : la section montre une image, ou bien une vidéo"],
      ["a media section with both", page("/salons/m/", IMAGE.replace("    alt:", "    video: pilier-prospection\n    alt:")), "le champ « sections[1].video » ne va pas avec le champ « image »"],
      ["an image the folder lacks", page("/salons/m/", IMAGE.replace("stand.svg", "absente.jpg")), "le champ « sections[1].image » nomme images/absente.jpg, qui n'est pas un fichier de content/pages/"],
      ["a photo without its description", page("/salons/q/", QUOTE.replace(/ {4}photoAlt.*\n/, "")), "le champ « sections[1].photoAlt » manque : le champ « photo » est donné"],
    ];

    it.each(cases)("refuses %s, naming the field, and leaves dist/ as it was", async (_, source, message) => {
      writeFileSync(bad(), source);
      const run = await runSite(["build", "--no-compress"], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(snapshotTree(dist())).toEqual(before);
    });
  });
});
