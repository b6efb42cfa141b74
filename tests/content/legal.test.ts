import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CGU_CGV_UPDATED_ON } from "../../src/content/legal/cgu-cgv.ts";
import { MENTIONS_LEGALES_UPDATED_ON } from "../../src/content/legal/mentions-legales.ts";
import { POLITIQUE_DE_CONFIDENTIALITE_UPDATED_ON } from "../../src/content/legal/politique-de-confidentialite.ts";
import { SITE, SPEC } from "../../src/site.ts";
import { fileOf, readPage } from "../helpers/read-dist.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { runSite } from "../helpers/run-site.ts";

const LEGAL_PAGES = [
  { route: "/mentions-legales/", updatedOn: MENTIONS_LEGALES_UPDATED_ON },
  { route: "/cgu-cgv/", updatedOn: CGU_CGV_UPDATED_ON },
  { route: "/politique-de-confidentialite/", updatedOn: POLITIQUE_DE_CONFIDENTIALITE_UPDATED_ON },
];
const BASE = "/sous-dossier/";

let tmp: string;
let out: string;
let outWithBase: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "site-legal-"));
  out = path.join(tmp, "dist");
  outWithBase = path.join(tmp, "dist-base");
  const runs = await Promise.all([
    runSite(["build", "--out", out]),
    runSite(["build", "--out", outWithBase, "--base", BASE]),
  ]);
  for (const run of runs) expect(run.code, run.stderr).toBe(0);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function page(route: string, dir = out): Document {
  return readPage(dir, fileOf(route));
}

/**
 * Text as read, with French typography undone (no-break spaces as in "1 000 €", typographic
 * apostrophes added by the build) so that assertions can be typed plainly, like SITE values.
 */
function text(element: Element): string {
  return (element.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\u2019/g, "'").replace(/\s+/g, " ");
}

function section(route: string, id: string): Element {
  const found = page(route).querySelector(`main section#${id}`);
  if (!found) throw new Error(`${route} has no section #${id}`);
  return found;
}

function sectionText(route: string, id: string): string {
  return text(section(route, id));
}

describe.each(LEGAL_PAGES)("legal page $route", ({ route, updatedOn }) => {
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
    expect(updatedOn).toBe("2026-11-22");
    // React writes `dateTime`, which browsers read case-blind; linkedom keeps the case as written.
    const datetime = [...(time?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === "datetime");
    expect(datetime?.value).toBe(updatedOn);
    expect(time?.textContent).toBe("22 novembre 2026");
  });

  it("gives the contact e-mail from SITE, each time as a mailto link", () => {
    const main = page(route).querySelector("main")!;
    const mailto = [...main.querySelectorAll('a[href^="mailto:"]')];
    expect(mailto.length).toBeGreaterThan(0);
    expect(text(main).split(SITE.contactEmail).length - 1).toBe(mailto.length);
    for (const link of mailto) {
      expect(link.getAttribute("href")).toBe(`mailto:${SITE.contactEmail}`);
      expect(link.textContent).toBe(SITE.contactEmail);
    }
  });
});

describe("mentions légales", () => {
  const route = "/mentions-legales/";

  it("names the publisher: company name, legal form, registration and VAT numbers, contact e-mail", () => {
    expect(section(route, "editeur").querySelector(`a[href="mailto:${SITE.contactEmail}"]`)).not.toBeNull();
    const editeur = sectionText(route, "editeur");
    expect(editeur).toContain(SITE.company.name);
    expect(editeur).toContain(SITE.company.legalForm);
    expect(editeur).toContain(SITE.company.registrationNumber);
    expect(editeur).toContain(SITE.company.vatNumber);
  });

  it("states the share capital of 1 000 euros, French style", () => {
    expect(SITE.company.shareCapitalEuros).toBe(1000);
    expect(sectionText(route, "editeur")).toMatch(/Capital social ?1 000 €/);
  });

  it("gives the registered office, in Alsace", () => {
    const editeur = sectionText(route, "editeur");
    expect(editeur).toContain(SITE.company.registeredOffice);
    expect(editeur).toContain("Alsace");
  });

  it("names the publication director", () => {
    const director = sectionText(route, "directeur-de-la-publication");
    expect(director).toMatch(/directeur de la publication/i);
    expect(director).toContain(SITE.company.publicationDirector);
  });

  it("names the host with its address and contact", () => {
    const host = sectionText(route, "hebergeur");
    expect(host).toMatch(/hébergeur/i);
    for (const value of Object.values(SITE.host)) expect(host).toContain(value);
  });

  it("covers intellectual property, links, credits and contact", () => {
    expect(sectionText(route, "propriete-intellectuelle")).toMatch(/Code de la propriété intellectuelle/);
    expect(sectionText(route, "liens")).toMatch(/liens vers des sites tiers/);
    expect(sectionText(route, "credits")).toMatch(/Polices de caractères/);
    expect(section(route, "contact").querySelector(`a[href="mailto:${SITE.contactEmail}"]`)).not.toBeNull();
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

describe("CGU / CGV", () => {
  const route = "/cgu-cgv/";

  function definition(term: string | RegExp): string {
    const item = [...page(route).querySelectorAll("#definitions dt")].find((dt) =>
      typeof term === "string" ? text(dt) === term : term.test(text(dt)),
    );
    if (!item?.nextElementSibling) throw new Error(`no definition for ${term}`);
    return text(item.nextElementSibling);
  }

  it.each([
    ["Abonnement", /mensuelle ou annuelle/],
    [/^Client ou Utilisateur$/, /exclusivement à des fins professionnelles/],
    ["Compte", /espace personnel/i],
    ["Crédit", /exporter des Données/],
    [`Données ${SITE.productName}`, /contacts, entreprises, appels d'offres/],
  ])("defines %s", (term, meaning) => {
    expect(definition(term)).toMatch(meaning);
  });

  it("is accepted by a checkbox at sign-up, fully and without reservation", () => {
    const acceptance = sectionText(route, "acceptation");
    expect(acceptance).toMatch(/en cochant la case .* lors de son inscription/);
    expect(acceptance).toMatch(/pleine et entière, sans réserve/);
  });

  it("reserves access to professionals", () => {
    expect(sectionText(route, "acces-professionnels")).toMatch(/exclusivement réservé aux professionnels/);
  });

  it("offers a 7-day free trial and a 30-minute demo", () => {
    const trial = sectionText(route, "essai-et-demonstration");
    expect(trial).toContain(`essai gratuit de ${SPEC.trialDays} jours, 100 % gratuit`);
    expect(trial).toContain(`démonstration personnalisée de ${SPEC.demoMinutes} minutes`);
  });

  it("sells monthly or annual subscriptions, tacitly renewed for the same duration", () => {
    const subscription = sectionText(route, "abonnement");
    expect(subscription).toMatch(/période mensuelle ou annuelle/);
    expect(subscription).toMatch(/reconduite? tacitement pour une durée identique/);
    expect(subscription).toContain("même durée");
  });

  it("lets the client cancel at any time from the account, effective at the end of the period", () => {
    expect(sectionText(route, "resiliation")).toMatch(
      /résilier son Abonnement à tout moment depuis son Compte\. La résiliation prend effet à la fin de la période en cours/,
    );
  });

  it("lets the provider cancel by e-mail with reasonable notice, or without notice on breach", () => {
    const cancellation = sectionText(route, "resiliation");
    expect(cancellation).toMatch(/par e-mail .* préavis raisonnable/);
    expect(cancellation).toMatch(/sans préavis en cas de manquement/);
  });

  it("states prices in euros excluding tax", () => {
    expect(sectionText(route, "prix-et-paiement")).toContain("en euros hors taxes (HT)");
  });

  it("takes card payment through the external payment provider", () => {
    const payment = sectionText(route, "prix-et-paiement");
    expect(payment).toMatch(/par carte bancaire/);
    expect(payment).toContain(`prestataire de paiement externe, ${SITE.providers.payment}`);
  });

  it("suspends access immediately on late payment", () => {
    expect(sectionText(route, "retard-de-paiement")).toMatch(/suspension immédiate de l'accès/);
  });

  it("charges late-payment interest at three times the legal interest rate", () => {
    expect(SPEC.latePaymentLegalRateMultiplier).toBe(3);
    expect(sectionText(route, "retard-de-paiement")).toMatch(/trois fois le taux d'intérêt légal/);
  });

  it("charges the flat 40 € recovery fee under the Code de commerce", () => {
    const late = sectionText(route, "retard-de-paiement");
    expect(late).toContain(`indemnité forfaitaire pour frais de recouvrement de ${SPEC.recoveryFeeEuros} €`);
    expect(late).toMatch(/L441-10/);
    expect(late).toMatch(/D441-5/);
  });

  it("explains credits: consumed by exports, not refunded", () => {
    const credits = sectionText(route, "credits");
    expect(credits).toMatch(/pour exporter des Données/);
    expect(credits).toMatch(/non consommés ne sont ni remboursables/);
  });

  it("grants a personal, non-exclusive, non-transferable licence for internal use", () => {
    const licence = sectionText(route, "licence");
    for (const words of ["personnelle", "non exclusive", "non cessible", "usage interne"]) expect(licence).toContain(words);
  });

  it.each([
    ["resale, rental or transfer of the data", /revendre, louer, céder/],
    ["mass spam", /envois massifs non sollicités \(spam\)/],
    ["illegal or defamatory activities", /activités illicites, diffamatoires/],
  ])("forbids %s", (_rule, wording) => {
    expect(sectionText(route, "usages-interdits")).toMatch(wording);
  });

  it("makes the client an independent data controller for the data it exports", () => {
    expect(sectionText(route, "donnees-exportees")).toMatch(/exporte .* responsable de traitement indépendant/);
  });

  it("claims daily updates and over 99 % accuracy as an objective, not a guarantee", () => {
    const quality = sectionText(route, "qualite-des-donnees");
    expect(quality).toMatch(/sources officielles .* mises à jour quotidiennement/);
    expect(quality).toContain(`supérieur à ${SPEC.dataAccuracyPercent} %`);
    expect(quality).toMatch(/objectif .* non d'une garantie/);
  });

  it("caps liability at the amount excluding tax paid in the preceding 12 months", () => {
    expect(SPEC.liabilityCapMonths).toBe(12);
    expect(sectionText(route, "responsabilite")).toMatch(/montant total hors taxes .* au cours des 12 derniers mois/);
  });

  it("covers force majeure", () => {
    expect(sectionText(route, "force-majeure")).toMatch(/force majeure au sens de l'article 1218 du Code civil/);
  });

  it("announces changes to the terms at least 30 days ahead", () => {
    expect(SPEC.termsChangeNoticeDays).toBe(30);
    expect(sectionText(route, "modification-des-conditions")).toMatch(/au moins 30 jours avant leur entrée en vigueur/);
  });

  it("links to the privacy policy for personal data", () => {
    expect(section(route, "donnees-personnelles").querySelector('a[href="/politique-de-confidentialite/"]')).not.toBeNull();
  });

  it("applies French law before the court of Strasbourg", () => {
    const law = sectionText(route, "droit-applicable");
    expect(law).toMatch(/soumises au droit français/);
    expect(law).toMatch(/tribunal judiciaire de Strasbourg/);
  });
});

describe("politique de confidentialité", () => {
  const route = "/politique-de-confidentialite/";

  it("identifies the controller: company, address and contact e-mail", () => {
    const controller = section(route, "responsable-du-traitement");
    expect(text(controller)).toContain(SITE.company.name);
    expect(text(controller)).toContain(SITE.company.registeredOffice);
    expect(controller.querySelector(`a[href="mailto:${SITE.contactEmail}"]`)).not.toBeNull();
  });

  it("lists the data processed for visitors, prospects and customers", () => {
    const titles = [...section(route, "donnees-traitees").querySelectorAll("h3")].map(text);
    expect(titles).toEqual(["Visiteurs du site", "Prospects", "Clients"]);
  });

  it.each([
    ["the service and subscriptions", /^Créer et gérer les comptes/, "Exécution du contrat"],
    ["B2B prospecting", /^Prospection commerciale/, "Intérêt légitime"],
    ["the newsletter", /^Envoyer la lettre d'information/, "Consentement"],
    ["non-essential cookies", /^Déposer des cookies non strictement nécessaires/, "Consentement"],
    ["invoicing and accounting", /^Facturer, tenir la comptabilité/, "Obligation légale"],
  ])("rests %s on its legal basis", (_purpose, purpose, basis) => {
    const rows = [...section(route, "finalites-et-bases-legales").querySelectorAll("tbody tr")];
    const row = rows.find((tr) => purpose.test(text(tr.querySelector("th")!)));
    expect(row && text(row.querySelector("td")!)).toMatch(new RegExp(`^${basis}`));
  });

  it.each([
    ["Prospects", /3 ans à compter du dernier contact/],
    ["Clients", /Durée du contrat, puis .* prescription légale/],
    ["Factures et pièces comptables", /10 ans/],
    ["Journaux de connexion", /1 an/],
    ["Cookies et choix de consentement", /13 mois/],
  ])("keeps %s for a stated period", (data, period) => {
    const rows = [...section(route, "durees-de-conservation").querySelectorAll("tbody tr")];
    const row = rows.find((tr) => text(tr.querySelector("th")!) === data);
    expect(row && text(row.querySelector("td")!)).toMatch(period);
  });

  it("names the host, payment provider and scheduling provider as recipients", () => {
    const recipients = sectionText(route, "destinataires");
    expect(recipients).toContain(SITE.host.name);
    expect(recipients).toContain(SITE.providers.payment);
    expect(recipients).toContain(SITE.providers.scheduling);
  });

  it("frames transfers to the United States by the Data Privacy Framework or standard contractual clauses", () => {
    const transfers = sectionText(route, "transferts-hors-ue");
    expect(transfers).toContain(SITE.providers.scheduling);
    expect(transfers).toMatch(/États-Unis/);
    expect(transfers).toMatch(/Data Privacy Framework/);
    expect(transfers).toMatch(/clauses contractuelles types/);
  });

  it("describes security measures", () => {
    expect(sectionText(route, "securite")).toMatch(/mesures techniques et organisationnelles/);
  });

  it.each(["d'accès", "de rectification", "à l'effacement", "à la limitation", "d'opposition", "à la portabilité", "post-mortem"])(
    "lists the right %s",
    (right) => {
      expect(sectionText(route, "vos-droits")).toContain(right === "post-mortem" ? "directives post-mortem" : `droit ${right}`);
    },
  );

  it("tells how to exercise the rights: by e-mail, answered within one month", () => {
    const rights = section(route, "vos-droits");
    expect(rights.querySelector(`a[href="mailto:${SITE.contactEmail}"]`)).not.toBeNull();
    expect(text(rights)).toMatch(/dans un délai d'un mois/);
  });

  it("gives the right to complain to the CNIL, with its address and website", () => {
    const cnil = section(route, "reclamation-cnil");
    expect(text(cnil)).toMatch(/réclamation auprès de la Commission nationale de l'informatique et des libertés \(CNIL\)/);
    expect(text(cnil)).toContain("3 place de Fontenoy");
    expect(cnil.querySelector('a[href="https://www.cnil.fr"]')?.textContent).toBe("www.cnil.fr");
  });

  it("explains cookies: no advertising cookies, third-party scheduling widget, consent", () => {
    const cookies = sectionText(route, "cookies");
    expect(cookies).toMatch(/aucun cookie publicitaire/);
    expect(cookies).toContain(`widget de prise de rendez-vous de ${SITE.providers.scheduling}`);
    expect(cookies).toMatch(/peut déposer ses propres cookies/);
    expect(cookies).toMatch(/avec votre consentement/);
  });

  it("lists the data the product holds about professionals", () => {
    const data = sectionText(route, "professionnels-donnees");
    for (const item of ["Nom", "fonction", "e-mail professionnelle", "téléphone professionnel", "profil professionnel", "entreprise"]) {
      expect(data).toContain(item);
    }
  });

  it("names the public sources of that data", () => {
    const sources = sectionText(route, "professionnels-sources");
    for (const source of ["permis de construire", "BOAMP", "JOUE", "Sirene de l'INSEE", "RCS", "BODACC", "profils professionnels publics"]) {
      expect(sources).toContain(source);
    }
  });

  it("rests that processing on legitimate interest, per the CNIL's B2B prospecting rules", () => {
    const basis = sectionText(route, "professionnels-base-legale");
    expect(basis).toMatch(/intérêt légitime/);
    expect(basis).toMatch(/CNIL sur la prospection B2B/);
  });

  it("tells how those professionals are informed", () => {
    expect(sectionText(route, "professionnels-information")).toMatch(/vous informe de ce traitement/);
  });

  it("lets those professionals object by e-mail, handled within one month", () => {
    const objection = section(route, "professionnels-opposition");
    expect(text(objection)).toMatch(/vous opposer au traitement/);
    expect(text(objection)).toMatch(/dans un délai d'un mois/);
    expect(objection.querySelector(`a[href="mailto:${SITE.contactEmail}"]`)).not.toBeNull();
  });

  it("says how the policy is updated", () => {
    expect(sectionText(route, "mises-a-jour")).toMatch(/modifier cette politique/);
  });
});

describe("legal sources", () => {
  const files = [
    "src/content/legal/types.ts",
    "src/content/legal/mentions-legales.ts",
    "src/content/legal/cgu-cgv.ts",
    "src/content/legal/politique-de-confidentialite.ts",
    "src/components/LegalDocument.tsx",
    "pages/mentions-legales.tsx",
    "pages/cgu-cgv.tsx",
    "pages/politique-de-confidentialite.tsx",
  ];
  const values = [
    SITE.contactEmail,
    SITE.productName,
    SITE.siteUrl,
    SITE.region,
    ...Object.values(SITE.company).filter((value) => typeof value === "string"),
    ...Object.values(SITE.host),
    ...Object.values(SITE.providers),
  ];

  it.each(files)("%s reads every site fact from SITE, never as a literal", (file) => {
    const source = readFileSync(path.join(PROJECT_ROOT, file), "utf8");
    for (const value of values) expect(source, value).not.toContain(value);
  });
});
