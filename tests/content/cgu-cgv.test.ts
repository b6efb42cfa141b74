import { beforeAll, describe, expect, it } from "vitest";
import { SITE, SPEC } from "../../src/site.ts";
import { fileOf, plainText, readPage, readSection } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import OWNER from "../../content/site/company.yaml";

let out: string;

beforeAll(async () => {
  out = await projectBuild();
});

const page = (route: string) => readPage(out, fileOf(route));
const section = (route: string, id: string) => readSection(out, route, id);
const sectionText = (route: string, id: string) => plainText(section(route, id));

describe("CGU / CGV", () => {
  const route = "/cgu-cgv/";

  function definition(term: string | RegExp): string {
    const item = [...page(route).querySelectorAll("#definitions dt")].find((dt) =>
      typeof term === "string" ? plainText(dt) === term : term.test(plainText(dt)),
    );
    if (!item?.nextElementSibling) throw new Error(`no definition for ${term}`);
    return plainText(item.nextElementSibling);
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
    expect(payment).toContain(`prestataire de paiement externe, ${OWNER.providers.payment}`);
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
