import { beforeAll, describe, expect, it } from "vitest";
import { fileOf, plainText, readPage, readSection } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import OWNER from "../../content/site/company.yaml";

const BASE = "/sous-dossier/";

let out: string;
let outWithBase: string;

beforeAll(async () => {
  [out, outWithBase] = await Promise.all([projectBuild(), projectBuild({ base: BASE })]);
});

const page = (route: string, dir = out) => readPage(dir, fileOf(route));
const section = (route: string, id: string) => readSection(out, route, id);
const sectionText = (route: string, id: string) => plainText(section(route, id));

describe("mentions légales", () => {
  const route = "/mentions-legales/";

  it("names the publisher: company name, legal form, registration and VAT numbers, contact e-mail", () => {
    expect(section(route, "editeur").querySelector(`a[href="mailto:${OWNER.contactEmail}"]`)).not.toBeNull();
    const editeur = sectionText(route, "editeur");
    expect(editeur).toContain(OWNER.company.name);
    expect(editeur).toContain(OWNER.company.legalForm);
    expect(editeur).toContain(OWNER.company.registrationNumber);
    expect(editeur).toContain(OWNER.company.vatNumber);
  });

  it("states the share capital of 1 000 euros, French style", () => {
    expect(OWNER.company.shareCapitalEuros).toBe(1000);
    expect(sectionText(route, "editeur")).toMatch(/Capital social ?1 000 €/);
  });

  it("gives the registered office, in Alsace", () => {
    const editeur = sectionText(route, "editeur");
    expect(editeur).toContain(OWNER.company.registeredOffice);
    expect(editeur).toContain("Alsace");
  });

  it("names the publication director", () => {
    const director = sectionText(route, "directeur-de-la-publication");
    expect(director).toMatch(/directeur de la publication/i);
    expect(director).toContain(OWNER.company.publicationDirector);
  });

  it("names the host with its address and contact", () => {
    const host = sectionText(route, "hebergeur");
    expect(host).toMatch(/hébergeur/i);
    for (const value of Object.values(OWNER.host)) expect(host).toContain(value);
  });

  it("covers intellectual property, links, credits and contact", () => {
    expect(sectionText(route, "propriete-intellectuelle")).toMatch(/Code de la propriété intellectuelle/);
    expect(sectionText(route, "liens")).toMatch(/liens vers des sites tiers/);
    expect(sectionText(route, "credits")).toMatch(/Polices de caractères/);
    expect(section(route, "contact").querySelector(`a[href="mailto:${OWNER.contactEmail}"]`)).not.toBeNull();
  });

  it("links to the privacy policy and the terms", () => {
    const main = page(route).querySelector("main")!;
    expect(main.querySelector('a[href="/politique-de-confidentialite/"]')).not.toBeNull();
    expect(main.querySelector('a[href="/cgu-cgv/"]')).not.toBeNull();
  });

  it("links to the other legal pages under the base path when built for one", () => {
    const main = page(route, outWithBase).querySelector("main")!;
    expect(main.querySelector(`a[href="${BASE}politique-de-confidentialite/"]`)).not.toBeNull();
    expect(main.querySelector(`a[href="${BASE}cgu-cgv/"]`)).not.toBeNull();
    expect(main.querySelector('a[href="/cgu-cgv/"]')).toBeNull();
  });
});
