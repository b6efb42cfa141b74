import { readFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import OWNER from "../../content/site/company.yaml";
import { COMPANY_VALUES } from "../../src/content-registry/company-file.ts";
import { legalPageSchema } from "../../src/content-registry/schemas/legal-page.ts";
import { campaignPageViewFieldOf, FORMATTED, measurementHostOf } from "../../src/content-registry/values.ts";
import { contentValues, fillValues } from "../../packages/generator/src/content/fill-values.ts";
import { parseFrontMatter } from "../../packages/generator/src/content/front-matter.ts";
import { createMarkdownRenderer } from "../../packages/generator/src/content/render-markdown.ts";
import type { NewsletterSettings } from "../../src/newsletter/settings.ts";
import { SITE, SPEC, type Measurement } from "../../src/site.ts";
import { PROJECT_ROOT } from "../helpers/project-copy.ts";
import { plainText } from "../helpers/read-dist.ts";

// The privacy policy as the build fills and renders it, under every setting of the measurement and
// the newsletter, whatever this configuration has: its text follows SITE, section by section.
const FILE = "content/legal/politique-de-confidentialite.md";
const source = readFileSync(path.join(PROJECT_ROOT, FILE), "utf8");
const render = createMarkdownRenderer({ base: "/", sitePath: "/", siteUrl: SITE.siteUrl });

const PLAUSIBLE: Measurement = {
  provider: "plausible",
  endpoint: "https://plausible.io/api/event",
  domain: "batiscope.fr",
  providerName: "Plausible Insights OÜ (Estonie)",
  hosting: "Union européenne (Allemagne)",
  keeps: "Plausible ne les enregistre pas.",
  retentionMonths: 25,
};
const MATOMO: Measurement = {
  provider: "matomo",
  endpoint: "https://stats.batiscope.fr/matomo.php",
  siteId: "3",
  providerName: "OVH SAS (France), qui héberge notre Matomo",
  hosting: "France (OVH SAS, Gravelines)",
  keeps: "Notre Matomo en masque les deux derniers octets avant tout enregistrement.",
  retentionMonths: 13,
};
const NEWSLETTER: NewsletterSettings = { provider: "brevo", endpoint: "https://f3a9c1d2.sibforms.com/serve/MUIFAKq7", providerName: "Brevo (Sendinblue SAS, Paris, France)", doubleOptIn: true };

/** The policy's main text, as a document, for a SITE with this measurement and newsletter. */
async function policyWith(measurement: Measurement | null, newsletter: NewsletterSettings | null): Promise<Document> {
  const site = { ...SITE, measurement, newsletter };
  const values = contentValues({ SITE: site, SPEC, FORMATTED: { ...FORMATTED, measurementHost: measurementHostOf(measurement), campaignPageViewField: campaignPageViewFieldOf(measurement) }, [COMPANY_VALUES]: OWNER });
  const { body, bodyLine } = parseFrontMatter(FILE, source, { schema: legalPageSchema(z), values });
  const { html } = await render(fillValues(body, values, { file: FILE, line: bodyLine }), { file: FILE, line: bodyLine, explicitHeadingIds: true });
  return parseHTML(`<!doctype html><html><body><main>${html}</main></body></html>`).document as unknown as Document;
}

const text = (page: Document) => plainText(page.querySelector("main")!);
/** A heading's part of the page: from it to the next heading of its level or above. */
const partText = (page: Document, id: string) => {
  const heading = page.getElementById(id)!;
  const level = Number(heading.tagName[1]);
  let part = plainText(heading);
  for (let node = heading.nextElementSibling; node && !(/^H[1-6]$/.test(node.tagName) && Number(node.tagName[1]) <= level); node = node.nextElementSibling) part += ` ${plainText(node)}`;
  return part;
};
const rowsOf = (page: Document, caption: RegExp) => {
  const table = [...page.querySelectorAll("table")].find((found) => caption.test(plainText(found.querySelector("caption")!)))!;
  // The build makes each row's first cell its heading (LegalDocument); the renderer writes it as a cell.
  return [...table.querySelectorAll("tbody tr")].map((row) => plainText(row.querySelector("th, td")!));
};
/** The definition of `term` in the page's definition lists. */
const definition = (page: Document, term: string) => {
  const found = [...page.querySelectorAll("dt")].find((dt) => plainText(dt) === term);
  return found && [...found.parentElement!.querySelectorAll("dd")].map(plainText).join(" ");
};
const ids = (page: Document) => [...page.querySelectorAll("h2[id], h3[id]")].map((heading) => heading.id);

const SETTINGS = [
  { name: "Plausible's cloud", measurement: PLAUSIBLE },
  { name: "a Matomo of the owner's", measurement: MATOMO },
  { name: "a Matomo with a custom dimension for campaigns", measurement: { ...MATOMO, campaignDimension: 2 } },
  { name: "no measurement", measurement: null },
].flatMap((setting) => [
  { ...setting, newsletter: NEWSLETTER, name: `${setting.name}, a newsletter` },
  { ...setting, newsletter: null, name: `${setting.name}, no newsletter` },
]);

describe("the privacy policy under each setting of src/site.ts", async () => {
  const full = await policyWith(PLAUSIBLE, NEWSLETTER);

  describe.each(SETTINGS)("with $name", ({ measurement, newsletter }) => {
    it("keeps every heading id, the newsletter's alone coming and going with it", async () => {
      const page = await policyWith(measurement, newsletter);
      expect(ids(page)).toEqual(ids(full).filter((id) => newsletter || id !== "lettre-information"));
    });

    it("keeps each table whole, a row for each purpose and period that applies", async () => {
      const page = await policyWith(measurement, newsletter);
      const purposes = rowsOf(page, /^Finalités/);
      const periods = rowsOf(page, /^Durées de conservation/);
      expect(purposes.some((row) => row.startsWith("Mesurer l'audience"))).toBe(!!measurement);
      expect(periods.includes("Statistiques de mesure d'audience")).toBe(!!measurement);
      expect(purposes.some((row) => row.startsWith("Envoyer la lettre d'information"))).toBe(!!newsletter);
      expect(periods.includes("Lettre d'information")).toBe(!!newsletter);
      // The rows around them are the table's still: nothing cut it in two.
      expect(purposes.at(-1)).toMatch(/^Constituer la base de professionnels/);
      expect(periods.at(-1)).toBe("Professionnels référencés");
    });

    it("names among the recipients exactly the providers the site sends to", async () => {
      const recipients = partText(await policyWith(measurement, newsletter), "destinataires");
      for (const provider of [PLAUSIBLE, MATOMO]) expect(recipients.includes(provider.providerName)).toBe(provider.providerName === measurement?.providerName);
      expect(recipients.includes(NEWSLETTER.providerName)).toBe(!!newsletter);
      expect(recipients).toContain(OWNER.providers.scheduling);
    });

  });

  describe.each(SETTINGS.filter((setting) => setting.measurement))("with $name", ({ measurement, newsletter }) => {
    it("states this provider's facts, and an objection kept until withdrawn", async () => {
      const page = await policyWith(measurement, newsletter);
      const { providerName, endpoint, hosting, keeps, retentionMonths } = measurement!;
      const part = partText(page, "mesure-d-audience");
      expect(definition(page, "Destinataire")).toBe(`${providerName}, qui les reçoit sur ${new URL(endpoint).hostname}`);
      expect(definition(page, "Hébergement des données")).toBe(hosting);
      expect(definition(page, "Adresse IP et navigateur")).toBe(`Votre navigateur transmet, comme à tout site, votre adresse IP et son nom. ${keeps}`);
      expect(part).toContain(`sont conservées ${retentionMonths} mois au plus`);
      expect(definition(page, "Opposition")).toMatch(/Votre opposition est conservée sur votre appareil jusqu'à ce que vous la retiriez/);
      expect(page.querySelector('#mesure-d-audience ~ [data-privacy-switch="measurement"]')).not.toBeNull();
      for (const other of [PLAUSIBLE, MATOMO].filter((other) => other.provider !== measurement!.provider)) expect(text(page)).not.toContain(other.hosting);
      expect(part.includes("une inscription à la lettre d'information")).toBe(!!newsletter);
      if (!newsletter) expect(part).toContain("l'ouverture du module de réservation et une démonstration réservée (le seul fait qu'elle l'a été).");
    });

    it("names the events a page's campaign goes with", async () => {
      const part = partText(await policyWith(measurement, newsletter), "mesure-d-audience");
      const onPageView = measurement!.provider === "plausible" || measurement!.campaignDimension !== undefined;
      expect(part).toContain(`le nom de cette campagne accompagne ${onPageView ? "la page vue et " : ""}les clics sur les boutons de démonstration.`);
    });

  });

  describe.each(SETTINGS.filter((setting) => !setting.measurement))("with $name", ({ measurement, newsletter }) => {
    it("says plainly that the site measures nothing, and offers no objection", async () => {
      const page = await policyWith(measurement, newsletter);
      expect(partText(page, "mesure-d-audience")).toBe(
        "Mesure d'audience Le site ne mesure pas son audience : il ne compte ni les pages vues ni les clics, et n'envoie rien à un outil de mesure. " +
          "Seuls les journaux du serveur enregistrent les connexions, comme le dit « Données que nous traitons ».",
      );
      expect(page.querySelector("[data-privacy-switch]")).toBeNull();
      expect(text(page)).not.toMatch(/opposition à la mesure|vous y opposer|événements anonymes|Plausible|Matomo/);
    });

  });

  describe.each([true, false])("with a newsletter whose sign-up is confirmed by e-mail: %s", (doubleOptIn) => {
    it("says so only where it is, and what proves the consent either way", async () => {
      const page = await policyWith(PLAUSIBLE, { ...NEWSLETTER, doubleOptIn });
      expect(definition(page, "Confirmation") !== undefined).toBe(doubleOptIn);
      expect(partText(page, "lettre-information").includes("confirmer votre inscription")).toBe(doubleOptIn);
      expect(partText(page, "lettre-information")).toMatch(/date de votre inscription.*preuve de votre consentement/);
    });
  });

  describe.each(SETTINGS.filter((setting) => !setting.newsletter))("with $name", ({ measurement, newsletter }) => {
    it("says nothing of a newsletter", async () => {
      expect(text(await policyWith(measurement, newsletter))).not.toMatch(/lettre d'information/i);
    });
  });
});
