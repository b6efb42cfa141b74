import { beforeAll, describe, expect, it } from "vitest";
import BOOKING_WIDGET from "../../content/home/booking-widget.yaml";
import PRIVACY from "../../content/site/privacy.yaml";
import { securityHeaders } from "../../src/render/security-policy.ts";
import { SITE } from "../../src/site.ts";
import { plainText, readSection } from "../helpers/read-dist.ts";
import { projectBuild } from "../helpers/project-build.ts";
import OWNER from "../../content/site/company.yaml";

let out: string;

beforeAll(async () => {
  out = await projectBuild();
});

const section = (route: string, id: string) => readSection(out, route, id);
const sectionText = (route: string, id: string) => plainText(section(route, id));

describe("politique de confidentialité", () => {
  const route = "/politique-de-confidentialite/";

  it("identifies the controller: company, address and contact e-mail", () => {
    const controller = section(route, "responsable-du-traitement");
    expect(plainText(controller)).toContain(OWNER.company.name);
    expect(plainText(controller)).toContain(OWNER.company.registeredOffice);
    expect(controller.querySelector(`a[href="mailto:${OWNER.contactEmail}"]`)).not.toBeNull();
  });

  it("lists the data processed for visitors, prospects and customers", () => {
    const titles = [...section(route, "donnees-traitees").querySelectorAll("h3")].map(plainText);
    expect(titles).toEqual(["Visiteurs du site", "Prospects", "Clients"]);
  });

  it.each<[string, RegExp, string]>([
    ["the service and subscriptions", /^Créer et gérer les comptes/, "Exécution du contrat"],
    ["B2B prospecting", /^Prospection commerciale/, "Intérêt légitime"],
    // Where the site has a newsletter: without one, the row is left out.
    ...(SITE.newsletter ? [["the newsletter", /^Envoyer la lettre d'information/, "Consentement"] as [string, RegExp, string]] : []),
    ["non-essential cookies", /^Déposer des cookies non strictement nécessaires/, "Consentement"],
    ["invoicing and accounting", /^Facturer, tenir la comptabilité/, "Obligation légale"],
  ])("rests %s on its legal basis", (_purpose, purpose, basis) => {
    const rows = [...section(route, "finalites-et-bases-legales").querySelectorAll("tbody tr")];
    const row = rows.find((tr) => purpose.test(plainText(tr.querySelector("th")!)));
    expect(row && plainText(row.querySelector("td")!)).toMatch(new RegExp(`^${basis}`));
  });

  it.each([
    ["Prospects", /3 ans à compter du dernier contact/],
    ["Clients", /Durée du contrat, puis .* prescription légale/],
    ["Factures et pièces comptables", /10 ans/],
    ["Journaux de connexion", /1 an/],
    ["Cookies et choix de consentement", /13 mois/],
  ])("keeps %s for a stated period", (data, period) => {
    const rows = [...section(route, "durees-de-conservation").querySelectorAll("tbody tr")];
    const row = rows.find((tr) => plainText(tr.querySelector("th")!) === data);
    expect(row && plainText(row.querySelector("td")!)).toMatch(period);
  });

  it("names the host, payment provider and scheduling provider as recipients", () => {
    const recipients = sectionText(route, "destinataires");
    expect(recipients).toContain(OWNER.host.name);
    expect(recipients).toContain(OWNER.providers.payment);
    expect(recipients).toContain(OWNER.providers.scheduling);
  });

  it("frames transfers to the United States by the Data Privacy Framework or standard contractual clauses", () => {
    const transfers = sectionText(route, "transferts-hors-ue");
    expect(transfers).toContain(OWNER.providers.scheduling);
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
    expect(rights.querySelector(`a[href="mailto:${OWNER.contactEmail}"]`)).not.toBeNull();
    expect(plainText(rights)).toMatch(/dans un délai d'un mois/);
  });

  it("gives the right to complain to the CNIL, with its address and website", () => {
    const cnil = section(route, "reclamation-cnil");
    expect(plainText(cnil)).toMatch(/réclamation auprès de la Commission nationale de l'informatique et des libertés \(CNIL\)/);
    expect(plainText(cnil)).toContain("3 place de Fontenoy");
    expect(cnil.querySelector('a[href="https://www.cnil.fr"]')?.textContent).toBe("www.cnil.fr");
  });

  it("explains cookies: none of the site's, the third-party scheduling widget only with consent, withdrawn as easily", () => {
    const cookies = sectionText(route, "cookies");
    expect(cookies).toMatch(/ne dépose aucun cookie, ni publicitaire ni de mesure d'audience/);
    expect(cookies).toContain(`widget de prise de rendez-vous de ${OWNER.providers.scheduling}`);
    expect(cookies).toMatch(/peut déposer ses propres cookies/);
    expect(cookies).toMatch(/avec votre consentement/);
    expect(cookies).toContain(`« ${BOOKING_WIDGET.start} » vaut consentement`);
    expect(cookies).toContain(`« ${PRIVACY.link.label} », en bas de chaque page`);
  });

  it("says what the consent record holds and for how long: each choice and its day, 13 months for the booking widget's, no identifier", () => {
    const cookies = sectionText(route, "cookies");
    expect(cookies).toMatch(/accepté ou refusé, et le jour du choix, rien d'autre, aucun identifiant/);
    expect(cookies).toMatch(/widget de prise de rendez-vous est effacé 13 mois après ce jour/);
  });

  describe("names every third-party service a page of the build can call on", () => {
    // From the config, as the build uses it: each service and the URLs it is reached at.
    const services = [
      { name: OWNER.providers.scheduling, urls: [SITE.schedulingScriptUrl, SITE.schedulingUrl] },
      ...(SITE.newsletter ? [{ name: SITE.newsletter.providerName, urls: [SITE.newsletter.endpoint] }] : []),
      ...(SITE.measurement ? [{ name: SITE.measurement.providerName, urls: [SITE.measurement.endpoint] }] : []),
    ];

    it.each(services.map((service) => [service.name]))("%s, among the recipients", (name) => {
      expect(sectionText(route, "destinataires")).toContain(name);
    });

    it("and no other: every third-party origin the Content-Security-Policy lets a page reach is one of theirs", () => {
      const known = new Set(services.flatMap((service) => service.urls.map((url) => new URL(url).origin)));
      const policy = securityHeaders(SITE)["Content-Security-Policy"]!;
      const reached = policy
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name !== "form-action")
        .flatMap(([, ...sources]) => sources.filter((source) => /^https?:/.test(source)).map((source) => new URL(source).origin));
      expect(reached.length).toBeGreaterThan(0);
      expect(reached.filter((origin) => !known.has(origin))).toEqual([]);
    });
  });

  it.runIf(SITE.newsletter)("names the newsletter's provider (from src/site.ts), what the address is for, the confirmation, the one-click unsubscribe and how long it is kept", () => {
    const newsletter = sectionText(route, "lettre-information");
    expect(newsletter).toContain(SITE.newsletter!.providerName);
    expect(newsletter).toMatch(/rien ne lui est transmis avant que vous envoyiez le formulaire/);
    expect(newsletter).toMatch(/Vous envoyer la lettre d'information, et rien d'autre, avec votre consentement/);
    expect(newsletter).toMatch(/confirmer votre inscription/);
    expect(newsletter).toMatch(/Désinscription ?En un clic/);
    expect(newsletter).toMatch(/Conservation ?Votre adresse est conservée tant que vous restez abonné/);
    expect(sectionText(route, "destinataires")).toContain(SITE.newsletter!.providerName);
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
    expect(plainText(objection)).toMatch(/vous opposer au traitement/);
    expect(plainText(objection)).toMatch(/dans un délai d'un mois/);
    expect(objection.querySelector(`a[href="mailto:${OWNER.contactEmail}"]`)).not.toBeNull();
  });

  it("says how the policy is updated", () => {
    expect(sectionText(route, "mises-a-jour")).toMatch(/modifier cette politique/);
  });
});
