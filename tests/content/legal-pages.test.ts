import { beforeAll, describe, expect, it } from "vitest";
import { fileOf, plainText, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import OWNER from "../../content/site/company.yaml";

// The `updated:` date of content/legal/<url-name>.md.
const LEGAL_PAGES = [
  { route: "/mentions-legales/", updatedOn: "2026-11-22", shown: "22 novembre 2026" },
  { route: "/cgu-cgv/", updatedOn: "2026-11-22", shown: "22 novembre 2026" },
  { route: "/politique-de-confidentialite/", updatedOn: "2026-12-05", shown: "5 décembre 2026" },
];

let out: string;

beforeAll(async () => {
  out = await projectBuild();
});

const page = (route: string) => readPage(out, fileOf(route));

describe.each(LEGAL_PAGES)("legal page $route", ({ route, updatedOn, shown }) => {
  it("has exactly one h1", () => {
    expect(page(route).querySelectorAll("h1")).toHaveLength(1);
  });

  it("has a table of contents listing every section, each link leading to a section of the page", () => {
    const doc = page(route);
    const links = [...doc.querySelectorAll('main nav[aria-label="Sommaire"] ol > li > a')];
    const sectionIds = [...doc.querySelectorAll("main section")]
      .filter((element) => element.querySelector(":scope > h2"))
      .map((element) => element.id);
    expect(sectionIds.length).toBeGreaterThan(3);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(sectionIds.map((id) => `#${id}`));
  });

  it("names each section by its heading", () => {
    for (const element of page(route).querySelectorAll("main section")) {
      const heading = page(route).getElementById(element.getAttribute("aria-labelledby") ?? "");
      expect(heading?.tagName, `section #${element.id}`).toMatch(/^H[23]$/);
      expect(heading?.parentElement?.id).toBe(element.id);
    }
  });

  it("has headings in order, without a skipped level", () => {
    const levels = [...page(route).querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index + 1}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it("shows the date of last update in a time element", () => {
    const time = page(route).querySelector("main time");
    // React writes `dateTime`, which browsers read case-blind; linkedom keeps the case as written.
    const datetime = [...(time?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === "datetime");
    expect(datetime?.value).toBe(updatedOn);
    expect(time?.textContent).toBe(shown);
  });

  it("gives the contact e-mail from SITE, each time as a mailto link", () => {
    const main = page(route).querySelector("main")!;
    const mailto = [...main.querySelectorAll('a[href^="mailto:"]')];
    expect(mailto.length).toBeGreaterThan(0);
    expect(plainText(main).split(OWNER.contactEmail).length - 1).toBe(mailto.length);
    for (const link of mailto) {
      expect(link.getAttribute("href")).toBe(`mailto:${OWNER.contactEmail}`);
      expect(link.textContent).toBe(OWNER.contactEmail);
    }
  });
});
