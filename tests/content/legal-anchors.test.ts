import { beforeAll, describe, expect, it } from "vitest";
import { fileOf, readPage } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";

/**
 * Every section of the legal pages as the build of 2026-11-24 had it, before their text moved to
 * Markdown: other pages, e-mails and contracts link to `#id`, so each must stay. A section's
 * heading has the id `<section>-titre` (the section is labelled by it).
 */
const SECTION_IDS: Record<string, string[]> = {
  "/mentions-legales/": [
    "editeur", "directeur-de-la-publication", "hebergeur", "propriete-intellectuelle", "liens",
    "donnees-personnelles-et-conditions", "credits", "contact",
  ],
  "/cgu-cgv/": [
    "objet", "definitions", "acceptation", "acces-professionnels", "essai-et-demonstration", "abonnement",
    "resiliation", "prix-et-paiement", "retard-de-paiement", "credits", "licence", "usages-interdits",
    "donnees-exportees", "qualite-des-donnees", "responsabilite", "force-majeure",
    "modification-des-conditions", "donnees-personnelles", "droit-applicable", "contact",
  ],
  "/politique-de-confidentialite/": [
    "responsable-du-traitement", "donnees-traitees", "donnees-visiteurs", "donnees-prospects",
    "donnees-clients", "finalites-et-bases-legales", "durees-de-conservation", "destinataires",
    "transferts-hors-ue", "securite", "vos-droits", "reclamation-cnil", "cookies", "mesure-d-audience",
    "professionnels-references", "professionnels-donnees", "professionnels-sources",
    "professionnels-base-legale", "professionnels-information", "professionnels-opposition", "mises-a-jour",
  ],
};

let out: string;

beforeAll(async () => {
  out = await projectBuild();
});

describe.each(Object.entries(SECTION_IDS))("legal page %s", (route, ids) => {
  it("keeps every section id that links in the wild may point to, in the same order", () => {
    const sections = [...readPage(out, fileOf(route)).querySelectorAll("main section[id]")].map((section) => section.id);
    // Sections added since may come anywhere; those of the list must all be there, in order.
    expect(sections.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it("keeps the id of every section's heading", () => {
    const page = readPage(out, fileOf(route));
    for (const id of ids) expect(page.getElementById(`${id}-titre`)?.tagName, `#${id}-titre`).toMatch(/^H[23]$/);
  });
});
